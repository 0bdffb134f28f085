import { PRODUCT_MESSAGES } from '@podoffice/domain';
import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  expect,
  fakeUrl,
  graphql,
  openSignedIn,
  recordedByFake,
  test,
  tokenFor,
} from './support/fixtures';

// Issue 28, products (spec 2 §2 Products and Add, §5 prices, §8): a seller connects a Shopify shop
// (the fake global-setup starts), picks two product types of one category, is refused a price
// under the base cost, prices every variant with the type's Price, and pushes the product: the
// fake shop holds it with one variant per row, and the list shows it with its short link.

/** The seller adds a Shopify site, installs the app on the fake shop, and makes it the title bar's site. */
async function connectShopify(page: Page, title: string, shop: string) {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites');
  await page.getByRole('button', { name: 'New Site' }).click();
  const siteForm = page.getByRole('form', { name: 'Add Site' });
  await siteForm.getByLabel('Title').fill(title);
  await siteForm.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Shopify', exact: true }).click();
  await siteForm.getByLabel('Domain').fill(`https://${shop}/`);
  await siteForm.getByRole('button', { name: 'Add Site' }).click();
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByText('The site is connected to its platform')).toBeVisible();
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: title });
}

interface MadeProduct {
  title: string;
  variants: { sku: string; price: string; compare_at_price: string | null }[];
}

test('a seller makes a product of two product types and pushes it to their Shopify shop', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const shop = `e2e-products-${stamp}.myshopify.com`;
  const productTitle = `E2E Sunset ${stamp}`;
  await connectShopify(page, `E2E Products ${stamp}`, shop);

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

// The product mapping wizard (§2, §7 fetchProductFromSite): a seller connects a WooCommerce shop,
// opens Map products from its row, lists the Home category (the fake shop's mug and poster), maps
// both to the Ceramic Mug's variants at their prices, and each ends in its §8 message; the fake
// shop's two products then sell POD's variants, and the products list shows them.
test('a seller maps two WooCommerce products in the wizard', async ({ page, request }) => {
  const stamp = Date.now();
  const title = `E2E Mapping ${stamp}`;
  const shop = `e2e-map-${stamp}.example.com`;
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites');
  await page.getByRole('button', { name: 'New Site' }).click();
  const siteForm = page.getByRole('form', { name: 'Add Site' });
  await siteForm.getByLabel('Title').fill(title);
  await siteForm.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'WooCommerce', exact: true }).click();
  await siteForm.getByLabel('Domain').fill(`https://${shop}`);
  await siteForm.getByRole('button', { name: 'Add Site' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL('/sites');
  await page.getByRole('button', { name: `Map products of ${title}` }).click();
  await expect(page).toHaveURL(/\/sites\/\d+\/mapping-products$/);

  const products = page.getByRole('table', { name: 'Shop products' });
  await expect(products.getByText(PRODUCT_MESSAGES.mappingInfo)).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Home' }).click();
  await products.getByRole('checkbox', { name: 'Select Ceramic Mug 2' }).check();
  await products.getByRole('checkbox', { name: 'Select Poster 3' }).check();
  await page.getByRole('button', { name: 'Map Products' }).click();

  const types = page.getByRole('dialog', { name: 'Select Product Type' });
  await types.getByRole('checkbox', { name: /^Ceramic Mug/ }).check();
  await types.getByRole('button', { name: 'Next' }).click();
  const variants = page.getByRole('dialog', { name: 'Variants' });
  await expect(variants.getByRole('tab', { name: /^Ceramic Mug/ })).toBeVisible();
  await variants.getByRole('button', { name: 'Price', exact: true }).click();
  const prices = page.getByRole('dialog', { name: 'Update variants price' });
  await prices.getByRole('textbox', { name: 'Regular Price' }).fill('40');
  await prices.getByRole('textbox', { name: 'Sale Price' }).fill('35');
  await prices.getByRole('button', { name: 'Apply' }).click();
  const rows = await variants.getByRole('textbox', { name: /^Regular price of / }).count();
  await variants.getByRole('button', { name: 'Start Mapping' }).click();

  for (const id of ['1001', '1002']) {
    await expect(page.getByText(PRODUCT_MESSAGES.mapped(id))).toBeVisible({ timeout: 30_000 });
  }
  await expect(products.getByText('Every product here is mapped already.')).toBeVisible();

  // The fake WooCommerce's mug and poster now sell POD's variants at the seller's prices.
  const catalogue = await recordedByFake<{
    id: number;
    variants: { sku: string; price: string; compare_at_price?: string | null }[];
  }>(request, 'WOOCOMMERCE_BASE_URL', 'catalogue');
  for (const id of [1001, 1002]) {
    const product = (catalogue[shop] ?? []).find((p) => p.id === id);
    expect(product?.variants).toHaveLength(rows);
    expect(
      product?.variants.every((v) => v.price === '35.00' && v.compare_at_price === '40.00'),
    ).toBe(true);
  }
  // The seller's products list is the title bar's site's (§2): this shop's.
  await page.goto('/products');
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: title });
  const list = page.getByRole('table', { name: 'Products' });
  await expect(list.getByRole('row').filter({ hasText: 'Ceramic Mug 2' })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: 'Poster 3' })).toBeVisible();
});

// §8's registration failure: two pushes of the same SKU from two tabs both pass the form's check
// (neither product is registered yet: the fake shop takes 3 s to make each); the shop makes both,
// the second registration is refused ('SKU already existed…') and its shop product is deleted
// again, so the fake shop holds one product of that SKU, not an orphan beside it.
test('a registration that fails leaves no product on the fake shop', async ({ page, request }) => {
  const stamp = Date.now();
  const shop = `e2e-race-${stamp}.myshopify.com`;
  const sku = `RACE-${stamp}`;
  await connectShopify(page, `E2E Race ${stamp}`, shop);
  const slow = await request.post(`${fakeUrl('SHOPIFY_BASE_URL')}/${shop}/__product-delay`, {
    data: { ms: 3000 },
  });
  expect(slow.ok()).toBe(true);

  await page.goto('/products/add/step1');
  await page.getByRole('checkbox', { name: /^Classic T-Shirt/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/products\/add\/step2\/\d+$/);
  // The second tab signs in on its own (a tab keeps its session), on the same site and types.
  const second = await page.context().newPage();
  await openSignedIn(second, DEMO_ACCOUNTS.Seller, new URL(page.url()).pathname);
  const tabs = [page, second];
  for (const [i, tab] of tabs.entries()) {
    const form = tab.getByRole('form', { name: 'New product' });
    await form.getByRole('textbox', { name: /^Title/ }).fill(`E2E Race ${i + 1} ${stamp}`);
    await form.getByRole('textbox', { name: /^SKU/ }).fill(sku);
    await form.getByRole('button', { name: 'Price', exact: true }).click();
    const dialog = tab.getByRole('dialog', { name: 'Update variants price' });
    await dialog.getByRole('textbox', { name: 'Regular Price' }).fill('99');
    await dialog.getByRole('textbox', { name: 'Sale Price' }).fill('90');
    await dialog.getByRole('button', { name: 'Apply' }).click();
  }
  await Promise.all(
    tabs.map((tab) =>
      tab
        .getByRole('form', { name: 'New product' })
        .getByRole('button', { name: 'Push to shop' })
        .click(),
    ),
  );
  // One push registers and goes to the list; the other ends in §8's message, its form kept.
  await expect
    .poll(
      async () =>
        (
          await Promise.all(
            tabs.map((tab) => tab.getByText(PRODUCT_MESSAGES.skuExists).isVisible()),
          )
        ).filter(Boolean).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect
    .poll(async () => tabs.filter((tab) => /\/products$/.test(tab.url())).length, {
      timeout: 30_000,
    })
    .toBe(1);

  const made = await recordedByFake<MadeProduct & { variants: { sku: string }[] }>(
    request,
    'SHOPIFY_BASE_URL',
    'products',
  );
  const ofSku = (made[shop] ?? []).filter((p) => p.variants.some((v) => v.sku.startsWith(sku)));
  expect(ofSku).toHaveLength(1);
  // The system log (Administrators) says the other one was made on the shop and removed again.
  const admin = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const { logs } = await graphql<{ logs: { hits: { message: string }[] } }>(
    request,
    'query($filter: LogFilter) { logs(filter: $filter) { hits { message } } }',
    { filter: { type: 'product push failed', search: `E2E Race ${stamp} (site` } },
    admin,
  );
  expect(logs.hits.map((l) => l.message)).toEqual([
    expect.stringMatching(/registration failed, shop product \d+ removed$/),
  ]);
  await second.close();
});
