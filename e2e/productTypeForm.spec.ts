import type { Page } from '@playwright/test';
import { PRODUCT_TYPE_MESSAGES as M } from '../packages/domain/src/productTypes/messages';
import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test } from './support/fixtures';
import { expectToastAfter } from './support/toasts';
import { TITLE, choose, fillProductTypeForm } from './support/productTypeForm';

// Spec 2 §2 product type form, §5 product type form rules, §8 its messages, against the real
// server and the demo seed (attributes size and color with their terms, the carriers USPS and UPS,
// the category T-Shirts, the seeded supplier Hana Sato: not the demo supplier, whose reduced list another journey counts).

async function signInAsListing(page: Page, path = LANDING.Listing) {
  await openSignedIn(page, DEMO_ACCOUNTS.Listing, path);
}

/** The product type's row in the full list, found through the list's search. */
async function findInList(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search product types' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search product types' }).press('Enter');
  const row = page
    .getByRole('table', { name: 'Product types' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

/** The GraphQL operations the page sends, by name. */
function operationsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/query')) {
      const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (name) sent.push(name);
    }
  });
  return sent;
}

test('a Listing user adds a product type through every section, finds it, edits it and sees the change', async ({
  page,
}) => {
  const title = 'Journey Tote Bag Deluxe';
  await signInAsListing(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'App Settings' }).click();
  await menu.getByRole('link', { name: 'Product Types' }).click();
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL('/admin/product-types/add');

  const form = page.getByRole('form', { name: 'Product type' });
  await fillProductTypeForm(page, {
    title,
    attributes: [
      { name: 'color', options: ['Black', 'White'] },
      { name: 'size', options: ['Small', 'Medium'] },
    ],
    printAreas: ['Front', 'Back'],
    withMockups: true,
    suppliers: [/Hana Sato/],
    carriers: [
      { name: 'USPS', cost: '0' },
      { name: 'UPS', cost: '1234.5', default: true },
    ],
    categories: ['T-Shirts'],
    madeIn: 'US',
    productionTime: '2-4 business days',
    dpi: '300',
    tag: 'New',
    isSpecial: true,
    withImage: true,
  });
  // Spec 2 §5: the sku is made from the title's initials once the title is left.
  await expect(form.getByRole('textbox', { name: /^SKU/ })).toHaveValue('JTBD');
  await expect(form.getByRole('textbox', { name: 'Cost of UPS' })).toHaveValue('$1,234.50');
  await expectToastAfter(page, M.created, () => form.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL('/admin/product-types');

  const row = await findInList(page, title);
  await expect(row).toContainText('JTBD');
  await expect(row).toContainText('Hana Sato');
  await expect(row).toContainText('T-Shirts');
  await row.getByRole('button', { name: `Actions for product type ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/product-types\/edit\/\d+$/);
  const editUrl = page.url();

  // Every value back.
  await expect(form.getByRole('textbox', { name: TITLE })).toHaveValue(title);
  await expect(form.getByRole('textbox', { name: /^SKU/ })).toHaveValue('JTBD');
  await expect(form.getByRole('combobox', { name: 'Attribute 1' })).toHaveValue('color');
  await expect(form.getByRole('combobox', { name: 'Attribute 2' })).toHaveValue('size');
  const attributes = form.getByRole('list', { name: 'Attributes' });
  for (const option of ['Black', 'White', 'Small', 'Medium']) {
    await expect(attributes.getByRole('button', { name: `Remove ${option}` })).toBeVisible();
  }
  await expect(form.getByRole('textbox', { name: 'Title of print area 1' })).toHaveValue('Front');
  await expect(form.getByRole('textbox', { name: 'Title of print area 2' })).toHaveValue('Back');
  await expect(form.getByRole('radio', { name: 'Default print area Front' })).toBeChecked();
  await expect(form.getByRole('img', { name: 'Mockup of Front' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Mockup of Back' })).toBeVisible();
  await expect(form.getByRole('button', { name: /Remove Hana Sato/ })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Carrier 1' })).toHaveValue('USPS');
  await expect(form.getByRole('textbox', { name: 'Cost of USPS' })).toHaveValue('$0.00');
  await expect(form.getByRole('textbox', { name: 'Cost of UPS' })).toHaveValue('$1,234.50');
  await expect(form.getByRole('radio', { name: 'Default carrier UPS' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Default carrier USPS' })).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Remove T-Shirts' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Made In' })).toHaveValue('US');
  await expect(form.getByRole('textbox', { name: 'Production time' })).toHaveValue(
    '2-4 business days',
  );
  await expect(form.getByRole('spinbutton', { name: 'DPI' })).toHaveValue('300');
  await expect(form.getByRole('combobox', { name: 'Tag' })).toHaveText(/New/);
  await expect(form.getByRole('checkbox', { name: 'Is Special' })).toBeChecked();
  const image = form.getByRole('img', { name: 'Image 1' });
  await expect(image).toBeVisible();
  const src = await image.getAttribute('src');
  expect(src).toMatch(/\/files\/uploads\/.+product-type-image\.png\?width=200$/);
  expect((await page.request.get(src!)).status()).toBe(200);

  // A change, saved and read back after a reload.
  await form.getByRole('textbox', { name: 'Production time' }).fill('3-5 business days');
  await form.getByRole('textbox', { name: 'Cost of USPS' }).fill('2.25');
  await expectToastAfter(page, M.updated, () => form.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL('/admin/product-types');
  await page.goto(editUrl);
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Production time' })).toHaveValue(
    '3-5 business days',
  );
  await expect(form.getByRole('textbox', { name: 'Cost of USPS' })).toHaveValue('$2.25');
  await expect(form.getByRole('textbox', { name: TITLE })).toHaveValue(title);
});

test('a save with no title and a long sku says so, and stores nothing', async ({ page }) => {
  await signInAsListing(page, '/admin/product-types/add');
  const sent = operationsOf(page);
  const form = page.getByRole('form', { name: 'Product type' });
  await form.getByRole('textbox', { name: /^SKU/ }).fill('longsku12');
  await form.getByRole('textbox', { name: /^SKU/ }).blur();
  await expect(form.getByRole('textbox', { name: /^SKU/ })).toHaveValue('LONGSKU12');
  await form.getByRole('button', { name: 'Add attribute' }).click();
  await choose(page, 'Attribute 1', 'color');
  await choose(page, 'Options of color', 'Red');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(M.titleRequired)).toBeVisible();
  await expect(form.getByText(M.skuLength)).toBeVisible();
  await expect(form.getByText(M.printAreasRequired)).toBeVisible();
  await expect(page).toHaveURL('/admin/product-types/add');
  expect(sent).not.toContain('CreateProductType');

  // Nothing was stored: the list has no type with that sku.
  await page.goto('/admin/product-types?search=LONGSKU');
  await expect(page.getByText('No product types match these filters.')).toBeVisible();
});

test('a Supporter who opens the form reads Access denied', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Supporter, '/admin/product-types/add');
  await expect(page.getByRole('heading', { level: 2, name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Product type' })).toHaveCount(0);
});

test('leaving the form with changes asks first, through the menu and on reload', async ({
  page,
}) => {
  await signInAsListing(page, '/admin/product-types/add');
  const form = page.getByRole('form', { name: 'Product type' });
  await form.getByRole('textbox', { name: TITLE }).fill('Unsaved Poster');

  // The menu opens on the form's list (its group expanded): its link is there to click.
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('link', { name: 'Product Types' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/admin/product-types/add');
  await expect(form.getByRole('textbox', { name: TITLE })).toHaveValue('Unsaved Poster');

  // The browser's own prompt on reload; dismissing it keeps the page and what was typed.
  const prompt = page.waitForEvent('dialog');
  // Dismissed, the reload never completes: its promise ends with the test, not as its failure.
  void page.reload().catch(() => undefined);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(form.getByRole('textbox', { name: TITLE })).toHaveValue('Unsaved Poster');

  await menu.getByRole('link', { name: 'Product Types' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/admin/product-types');
});
