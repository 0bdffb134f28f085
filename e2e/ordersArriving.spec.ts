import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { EXTERNAL_ORDER_MESSAGES, ORDER_ROW_MESSAGES } from '@podoffice/domain';
import {
  DEMO_ACCOUNTS,
  expect,
  fakeUrl,
  graphql,
  openSignedIn,
  test,
  tokenFor,
} from './support/fixtures';

// Issue 26, orders arriving (spec 2 §2 External Orders, §7 createNewOrder): a seller connects a
// Shopify shop (the fake global-setup starts), which registers the order webhooks; a shopper's
// order on the shop arrives by its signed webhook. Its line of a variant nobody mapped waits in
// External Orders; the seller maps it, it becomes an order, and the shop's next order of that
// variant arrives as an internal order while its other line waits.

/** A shopper's order on the fake shop (its test-only route), as the platform would take it. */
async function placeOrder(request: APIRequestContext, shop: string, variantIds: number[]) {
  const response = await request.post(`${fakeUrl('SHOPIFY_BASE_URL')}/${shop}/__orders`, {
    data: { lines: variantIds.map((variantId) => ({ variantId })) },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { order: { name: string } }).order;
}

const externalRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'External orders' }).getByRole('row').filter({ hasText: text });

/** The webhook's work is a job: the list is read again until its line is there. */
async function waitForRow(page: Page, path: string, row: () => ReturnType<Page['locator']>) {
  await expect(async () => {
    await page.goto(path);
    await expect(row().first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('a shop order arrives by webhook; the seller maps its line and the next order of that variant arrives mapped', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `E2E Arrivals ${stamp}`;
  const shop = `e2e-arrivals-${stamp}.myshopify.com`;
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites');
  await page.getByRole('button', { name: 'New Site' }).click();
  const form = page.getByRole('form', { name: 'Add Site' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Shopify', exact: true }).click();
  await form.getByLabel('Domain').fill(`https://${shop}/`);
  await form.getByRole('button', { name: 'Add Site' }).click();
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByText('The site is connected to its platform')).toBeVisible();
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: title });

  // The fake's sample catalogue: variant 10000 is Classic T-Shirt 1 / S, 10020 Poster 3 / A3.
  const first = await placeOrder(request, shop, [10000]);
  await waitForRow(page, '/orders/external', () => externalRow(page, first.name));
  await externalRow(page, first.name)
    .getByRole('button', { name: /^Actions for external order/ })
    .click();
  await page.getByRole('menuitem', { name: 'Mapping' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mapping' });
  await expect(dialog.getByText('Classic T-Shirt 1 — S')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Product type/ }).fill('Ceramic Mug');
  await page.getByRole('option', { name: 'Ceramic Mug', exact: true }).click();
  await dialog.getByRole('group', { name: 'Size' }).getByRole('button', { name: '11oz' }).click();
  await dialog.getByRole('group', { name: 'Color' }).getByRole('button', { name: 'White' }).click();
  await dialog.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByText(EXTERNAL_ORDER_MESSAGES.mapped)).toBeVisible();
  await expect(externalRow(page, first.name)).toHaveCount(0);

  // The next order: the mapped variant becomes an order at once, the other line waits.
  const second = await placeOrder(request, shop, [10000, 10020]);
  await waitForRow(page, '/orders/external', () => externalRow(page, second.name));
  await expect(externalRow(page, second.name)).toContainText('Poster 3');
  await expect(externalRow(page, second.name)).toHaveCount(1);

  // Internal Orders, searched by the shop's order number (a column the default view leaves out):
  // each order is one line, of the mug variant it maps to.
  const internal = page.getByRole('table', { name: /Orders/ }).getByRole('row');
  for (const order of [second, first]) {
    await page.goto(`/orders?field=origin_number&search=${encodeURIComponent(order.name)}`);
    await expect(internal.filter({ hasText: 'Size: 11oz, Color: White' })).toHaveCount(1);
    await expect(internal.filter({ has: page.getByRole('cell') })).toHaveCount(1);
  }
});

test('a seller imports a CSV of good and bad rows: the dry run, the refused rows downloaded, the import, its history', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  const { productTypes } = await graphql<{ productTypes: { hits: { id: string }[] } }>(
    request,
    'query { productTypes(filter: { limit: 1, status: "active" }) { hits { id } } }',
    {},
    token,
  );
  const { productVariant } = await graphql<{ productVariant: { id: string }[] }>(
    request,
    'query($id: ID!) { productVariant(product_id: $id) { id } }',
    { id: productTypes.hits[0]!.id },
    token,
  );
  const variant = productVariant[0]!.id;
  const stamp = Date.now();
  const name = `e2e-orders-${stamp}.csv`;
  const line = (n: string, lastName: string, quantity = '1') =>
    `${n},${variant},${quantity},Standard,Ada,${lastName},12 Analytical Row,London,London,N1 7AA,GB`;
  const csv = [
    'Order Number,Variant ID,Quantity,Shipping Method,First Name,Last Name,Address1,City,State,Zip Code,Country Code',
    line(`E2E-${stamp}-1`, 'Byron'),
    line(`E2E-${stamp}-2`, 'Lovelace', '2'),
    line(`E2E-${stamp}-3`, ''),
    line(`E2E-${stamp}-4`, 'King', '0'),
  ].join('\n');

  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites');
  await page.getByRole('button', { name: 'Import orders into Sam Prints CSV' }).click();
  // The title bar names the page; the screen says which site the orders go to.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import orders', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Site: Sam Prints CSV', { exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('2 rows ready to import, 2 refused')).toBeVisible();
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByText(ORDER_ROW_MESSAGES.emptyField('Last Name'))).toBeVisible();
  await expect(refused.getByText(ORDER_ROW_MESSAGES.quantity)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download refused rows' }).click(),
  ]);
  const saved = await download.path();
  expect(readFileSync(saved, 'utf8')).toContain(ORDER_ROW_MESSAGES.emptyField('Last Name'));

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText(ORDER_ROW_MESSAGES.done(2, 2)).first()).toBeVisible();
  await page.getByRole('link', { name: 'Open the import history' }).click();
  const history = page
    .getByRole('table', { name: 'Import history' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(history).toContainText('Sam Prints CSV');
  await expect(history.getByRole('cell', { name: '2', exact: true })).toHaveCount(2);
});

test("a seller imports a shop's own export: Mapping Order Fields with a saved template, a row imported through its variant, and the same file again leaves it out", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  const { productTypes } = await graphql<{
    productTypes: { hits: { id: string; title: string }[] };
  }>(
    request,
    'query { productTypes(filter: { limit: 1, status: "active" }) { hits { id title } } }',
    {},
    token,
  );
  const type = productTypes.hits[0]!;
  const { productVariant } = await graphql<{
    productVariant: { id: string; sku: string; attributes: { option: string }[] }[];
  }>(
    request,
    'query($id: ID!) { productVariant(product_id: $id) { id sku attributes { option } } }',
    { id: type.id },
    token,
  );
  const variant = productVariant[0]!;
  const stamp = Date.now();
  const csv = [
    'Name,Email,Lineitem quantity,Lineitem name,Lineitem id,Product Id,Shipping First Name,Shipping Last Name,Shipping Address1,Shipping City,Shipping Zip,Shipping Province,Shipping Country',
    `#S${stamp},ada@example.com,2,Cat tee,1,P${stamp},Ada,Byron,12 Analytical Row,London,N1 7AA,London,GB`,
  ].join('\n');
  const file = { name: `shopify-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites');
  await page.getByRole('button', { name: 'Import orders into Sam Prints CSV' }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  const mapping = page.getByRole('dialog', { name: 'Mapping Order Fields' });
  await expect(mapping.getByRole('combobox', { name: /^Order Id/ })).toHaveValue('Name');
  await mapping.getByRole('button', { name: 'Add item' }).click();
  await mapping.getByRole('textbox', { name: /Template name/ }).fill(`Shopify ${stamp}`);
  await mapping.getByRole('button', { name: 'Save template' }).click();
  await expect(mapping.getByRole('combobox', { name: 'Template' })).toHaveText(`Shopify ${stamp}`);
  await mapping.getByRole('button', { name: 'Continue' }).click();

  const rows = page.getByRole('table', { name: 'Orders read' });
  await rows.getByRole('button', { name: `Import order S${stamp} item 1` }).click();
  const modal = page.getByRole('dialog', { name: 'Import order' });
  await modal.getByRole('combobox', { name: /Product type/ }).click();
  await modal.getByRole('option', { name: type.title, exact: true }).click();
  for (const { option } of variant.attributes) {
    await modal.getByRole('button', { name: option, exact: true }).click();
  }
  await expect(modal.getByText(variant.sku)).toBeVisible();
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(`Successfuly to import order #S${stamp} item 1`)).toBeVisible();
  await expect(rows.getByText('Every order of this file is imported')).toBeVisible();

  // The same file again, on a fresh page: the template is the site's; the row is left out.
  await page.reload();
  await page.locator('input[type="file"]').setInputFiles(file);
  await mapping.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: `Shopify ${stamp}` }).click();
  await mapping.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/1 already imported, not listed/)).toBeVisible();
  await expect(rows.getByText('Every order of this file is imported')).toBeVisible();
});
