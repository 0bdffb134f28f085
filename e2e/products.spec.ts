import { PRODUCT_MESSAGES } from '@podoffice/domain';
import { DEMO_ACCOUNTS, expect, openSignedIn, recordedByFake, test } from './support/fixtures';

// Issue 28, products (spec 2 §2 Products and Add, §5 prices, §8): a seller connects a Shopify shop
// (the fake global-setup starts), picks two product types of one category, is refused a price
// under the base cost, prices every variant with the type's Price, and pushes the product: the
// fake shop holds it with one variant per row, and the list shows it with its short link.

interface MadeProduct {
  title: string;
  variants: { sku: string; price: string; compare_at_price: string | null }[];
}

test('a seller makes a product of two product types and pushes it to their Shopify shop', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const siteTitle = `E2E Products ${stamp}`;
  const shop = `e2e-products-${stamp}.myshopify.com`;
  const productTitle = `E2E Sunset ${stamp}`;
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites');
  await page.getByRole('button', { name: 'New Site' }).click();
  const siteForm = page.getByRole('form', { name: 'Add Site' });
  await siteForm.getByLabel('Title').fill(siteTitle);
  await siteForm.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Shopify', exact: true }).click();
  await siteForm.getByLabel('Domain').fill(`https://${shop}/`);
  await siteForm.getByRole('button', { name: 'Add Site' }).click();
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByText('The site is connected to its platform')).toBeVisible();
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: siteTitle });

  // Step 1: two T-Shirts types (the seed's); the other categories' types wait.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/products\/add\/step1$/);
  await page.getByRole('checkbox', { name: /^Classic T-Shirt/ }).check();
  await page.getByRole('checkbox', { name: /^DTF Tee/ }).check();
  await expect(page.getByText(PRODUCT_MESSAGES.oneCategory)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Ceramic Mug/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/products\/add\/step2\/\d+,\d+$/);

  // Step 2: a regular price under the base cost is refused with its message; nothing is sent.
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(productTitle);
  const firstRegular = form.getByRole('textbox', { name: /^Regular price of / }).first();
  await firstRegular.fill('0.01');
  await form.getByRole('button', { name: 'Push to shop' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Regular price must be at least the base cost',
  );

  // The Price of each type: every variant at $99 regular, $90 sale.
  const priceButtons = form.getByRole('button', { name: 'Price', exact: true });
  await expect(priceButtons).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    await priceButtons.nth(i).click();
    const dialog = page.getByRole('dialog', { name: 'Update variants price' });
    await dialog.getByRole('textbox', { name: 'Regular Price' }).fill('99');
    await dialog.getByRole('textbox', { name: 'Sale Price' }).fill('90');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
  }
  const rows = await form.getByRole('textbox', { name: /^Regular price of / }).count();
  await form.getByRole('button', { name: 'Push to shop' }).click();
  await expect(page.getByText(PRODUCT_MESSAGES.created)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/products$/);
  await expect(
    page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: productTitle }),
  ).toBeVisible();

  // The fake Shopify holds the product: one variant per row, $90 with $99 as the compare-at price.
  const made = await recordedByFake<MadeProduct>(request, 'SHOPIFY_BASE_URL', 'products');
  const product = (made[shop] ?? []).find((p) => p.title === productTitle);
  expect(product?.variants).toHaveLength(rows);
  expect(
    product?.variants.every((v) => v.price === '90.00' && v.compare_at_price === '99.00'),
  ).toBe(true);
});
