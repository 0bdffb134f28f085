import { PRODUCT_TYPE_MESSAGES as M } from '../packages/domain/src/productTypes/messages';
import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test, tokenFor } from './support/fixtures';
import { createProductTypeThroughForm } from './support/productTypeForm';
import {
  addAllMissingVariants,
  bulkEditPrice,
  openVariantsFromList,
  saveVariants,
  storedVariants,
  uniqueSku,
  variantGrid,
  variantNames,
  variantRow,
} from './support/productTypeVariants';

// Issue 11's whole catalogue journey in one go, against the real server: a Listing user makes a
// product type on the form (attributes, print areas, suppliers, carriers), gives it every missing
// variant, prices them in bulk, saves, finds them after a reload, then pauses and resumes the type.
// The form and the grid each have their own detailed journeys; this one proves they meet.

test('a Listing user creates a product type, generates and prices its variants, saves, reloads, pauses and resumes it', async ({
  page,
  request,
}) => {
  const title = `Journey Canvas Apron ${Date.now()}`;
  await openSignedIn(page, DEMO_ACCOUNTS.Listing, LANDING.Listing);

  const created = await createProductTypeThroughForm(page, {
    title,
    sku: uniqueSku('J'),
    attributes: [
      { name: 'color', options: ['Black', 'White'] },
      { name: 'size', options: ['Small', 'Medium'] },
    ],
    printAreas: ['Front', 'Back'],
    // Seeded suppliers other than the demo supplier and the DTF partner, whose reduced lists
    // other journeys count.
    suppliers: [/Hana Sato/, /Kofi Mensah/],
    carriers: [
      { name: 'USPS', cost: '0', default: true },
      { name: 'UPS', cost: '4.5' },
    ],
    categories: ['T-Shirts'],
  });
  const type = { id: created.id, sku: created.sku, title };

  await openVariantsFromList(page, type);
  await expect(page.getByText('No variants yet', { exact: true })).toBeVisible();
  await addAllMissingVariants(page, 'Add 4 variant(s)');
  const names = ['Black / Small', 'Black / Medium', 'White / Small', 'White / Medium'];
  expect(await variantNames(page, title)).toEqual(names);

  await bulkEditPrice(page, 'color', ['All'], {
    'Regular price': '1250',
    'Sale price': '1199.99',
    'Seller cost': '14',
  });
  await saveVariants(page);

  await page.reload();
  await expect(variantGrid(page, title).getByRole('row')).toHaveCount(5);
  expect(await variantNames(page, title)).toEqual(names);
  for (const name of names) {
    const row = variantRow(page, title, name);
    // Spec 2 §5: money in $ with thousands separators.
    await expect(row.getByRole('textbox', { name: `Regular price of ${name}` })).toHaveText(
      '$1,250.00',
    );
    await expect(row.getByRole('textbox', { name: `Sale price of ${name}` })).toHaveText(
      '$1,199.99',
    );
    await expect(row.getByRole('textbox', { name: `Seller cost of ${name}` })).toHaveText('$14.00');
  }
  const token = await tokenFor(request, DEMO_ACCOUNTS.Listing);
  const stored = await storedVariants(request, token, type.id);
  expect(stored).toHaveLength(4);
  expect(stored.every((v) => v.sku.startsWith(`${type.sku}-`))).toBe(true);

  // Pause and resume from the list, each after its confirmation (spec 2 §4).
  await page.goto(`/admin/product-types?search=${encodeURIComponent(type.sku)}`);
  const row = page
    .getByRole('table', { name: 'Product types' })
    .getByRole('row')
    .filter({ hasText: title });
  await row.getByRole('button', { name: `Actions for product type ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await page
    .getByRole('alertdialog', { name: `Pause the product type ${title}?` })
    .getByRole('button', { name: 'Pause' })
    .click();
  await expect(page.getByText(M.paused, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Paused' }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: `Actions for product type ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await page
    .getByRole('alertdialog', { name: `Resume the product type ${title}?` })
    .getByRole('button', { name: 'Resume' })
    .click();
  await expect(page.getByText(M.resumed, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(row).toContainText('Active');
});
