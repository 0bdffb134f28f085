import { PRODUCT_TYPE_MESSAGES } from '../packages/domain/src/productTypes/messages';
import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test, tokenFor } from './support/fixtures';
import {
  addAllMissingVariants,
  bulkEditMapping,
  bulkEditPrice,
  createVariantTestType,
  moveVariantWithKeyboard,
  openVariantsFromList,
  saveVariants,
  storedVariants,
  variantGrid,
  variantNames,
  variantRow,
  type VariantTestType,
} from './support/productTypeVariants';

// Spec 2 §2 Variants screen, §5 Variant save, Bulk price edit, Missing-variant generation, §8,
// against the real server: a type with attributes and no variant is made through the API for each
// test (the seed's types all have their variants), so the tests share nothing.

let token: string;
let type: VariantTestType;

test.beforeEach(async ({ request }) => {
  token = await tokenFor(request, DEMO_ACCOUNTS.Listing);
  type = await createVariantTestType(request, token);
});

test('a Listing user generates, prices, toggles, reorders and saves the variants, and finds them after a reload', async ({
  page,
  request,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Listing, LANDING.Listing);
  await openVariantsFromList(page, type);

  await expect(page.getByText('No variants yet', { exact: true })).toBeVisible();
  await addAllMissingVariants(page, 'Add 4 variant(s)');
  await expect(variantGrid(page, type.title).getByRole('row')).toHaveCount(5);
  expect(await variantNames(page, type.title)).toEqual([
    'Black / S',
    'Black / M',
    'White / S',
    'White / M',
  ]);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await addAllMissingVariants(page, PRODUCT_TYPE_MESSAGES.noMissingVariant);

  await bulkEditPrice(page, 'Color', ['All'], {
    'Regular price': '30',
    'Sale price': '25',
    'Seller cost': '12.5',
  });
  await expect(
    variantRow(page, type.title, 'White / M').getByRole('textbox', {
      name: 'Regular price of White / M',
    }),
  ).toHaveText('$30.00');

  // Partners Variant from Color Ecommerce's catalogue, read through the server's connector.
  await bulkEditMapping(page, 'Color Ecommerce', { Front: 'front' }, 'Gildan 5000');
  await expect(
    page.getByText('Gildan 5000: partner variants set on 4 variant(s)', { exact: true }),
  ).toBeVisible();
  await expect(variantRow(page, type.title, 'Black / S')).toContainText('G5000-BLK-S-FR');

  const status = page.getByRole('switch', { name: 'Status of White / M' });
  await status.click();
  await expect(status).not.toBeChecked();

  await moveVariantWithKeyboard(page, 'White / S', -1);
  await expect
    .poll(() => variantNames(page, type.title))
    .toEqual(['Black / S', 'White / S', 'Black / M', 'White / M']);

  await saveVariants(page);
  await page.reload();
  await expect(variantGrid(page, type.title).getByRole('row')).toHaveCount(5);
  expect(await variantNames(page, type.title)).toEqual([
    'Black / S',
    'White / S',
    'Black / M',
    'White / M',
  ]);
  for (const name of ['Black / S', 'White / S', 'Black / M', 'White / M']) {
    const row = variantRow(page, type.title, name);
    await expect(row.getByRole('textbox', { name: `Regular price of ${name}` })).toHaveText(
      '$30.00',
    );
    await expect(row.getByRole('textbox', { name: `Sale price of ${name}` })).toHaveText('$25.00');
    await expect(row.getByRole('textbox', { name: `Seller cost of ${name}` })).toHaveText('$12.50');
  }
  await expect(variantRow(page, type.title, 'White / M')).toContainText('G5000-WHT-M-FR');
  // The mapping made its partner the variants' default.
  await expect(page.getByRole('combobox', { name: 'Default partner of White / M' })).toHaveText(
    'Color Ecommerce',
  );
  await expect(page.getByRole('switch', { name: 'Status of White / M' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Status of Black / M' })).toBeChecked();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();

  const stored = await storedVariants(request, token, type.id);
  expect(stored.map((v) => [v.sku, v.is_active])).toEqual([
    // Spec 2 §5: the type's sku and each option's (its text: these options have no term sku).
    [`${type.sku}-Black-S`, true],
    [`${type.sku}-White-S`, true],
    [`${type.sku}-Black-M`, true],
    [`${type.sku}-White-M`, false],
  ]);
});

test('a sale price above the regular price is refused on its row and nothing is saved; leaving asks first', async ({
  page,
  request,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Listing, LANDING.Listing);
  await openVariantsFromList(page, type);
  await addAllMissingVariants(page, 'Add 4 variant(s)');
  await bulkEditPrice(page, 'Size', ['All'], { 'Regular price': '20', 'Sale price': '18' });
  await saveVariants(page);

  // A $ cell is text until clicked; then an input of the same name takes its place.
  const sale = page.getByRole('textbox', { name: 'Sale price of Black / S' });
  await sale.click();
  await sale.fill('99');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    variantRow(page, type.title, 'Black / S').getByText(
      PRODUCT_TYPE_MESSAGES.salePriceAboveRegular,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText(PRODUCT_TYPE_MESSAGES.variantsSaved, { exact: true })).toBeHidden();
  expect((await storedVariants(request, token, type.id)).map((v) => v.sale_cost)).toEqual([
    18, 18, 18, 18,
  ]);

  // The unsaved edit keeps the user on the page until they choose to leave.
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await breadcrumb.first().click();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/admin/product-types/${type.id}/variants`);
  await expect(sale).toHaveText('$99.00');
  // The browser's own Back within the app is held too (the app runs on a data router).
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/admin/product-types/${type.id}/variants`);
  await expect(sale).toHaveText('$99.00');
  await page.goBack();
  await leave.getByRole('button', { name: 'Leave' }).click();
  // Back to the entry before: the list, searched for the type, as openVariantsFromList left it.
  await expect(page).toHaveURL(`/admin/product-types?search=${type.sku}`);
  expect((await storedVariants(request, token, type.id)).map((v) => v.sale_cost)).toEqual([
    18, 18, 18, 18,
  ]);
});

test('a Supporter, who reads the list, gets Access denied on the variants', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Supporter, `/admin/product-types/${type.id}/variants`);
  await expect(page.getByRole('heading', { name: 'Access denied', level: 2 })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});
