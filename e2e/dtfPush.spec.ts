import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { orderIdLabel } from '../packages/domain/src/orders/display';
import { DTF_MESSAGES } from '../packages/domain/src/orders/dtfPush';
import { ORDER_MESSAGES } from '../packages/domain/src/orders/messages';
import { DTF_PARTNER_SUPPLIER_ID } from '../packages/domain/src/partners';
import { DTF_PARTNER_DEMO } from '../packages/server/src/seed/partners';
import {
  DEMO_ACCOUNTS,
  expect,
  graphql,
  openSignedIn,
  recordedOnFake,
  test,
  tokenFor,
} from './support/fixtures';
import { expectToastAfter } from './support/toasts';

// Issue 24, the DTF partner (spec 2 §2 Upload Designs and Push DTF, §4 DTF mapping, §5, §7, §8),
// against the real server and the fake partner beside it: an Administrator uploads the designs of
// a partner's order waiting for them and marks it ready; the partner supplier maps a ready order,
// pushes it, and the fake partner takes it once (read back through its test-only /__recorded
// route). Each journey picks its own seeded orders of supplier 193: the first a Pending Designs
// one, the second a Ready one with no design yet (so never the first's), both paid (or made) more
// than two days ago, outside the 24-hour hold.

interface DtfOrder {
  id: string;
  origin_number: string | null;
  personalized: boolean;
  custom_order: boolean;
  created_at: string;
  paid_at: string | null;
  new_partner_order_id: string | null;
  print_files: { id: string; title: string; fileID: string | null }[];
}

/** An order the fake partner took, as its /__recorded/partner-orders lists it. */
interface PartnerOrder {
  id: string;
  payload: { external_id: string; items: { external_id: string; sku: string }[] };
}

const ORDERS = `query ($filter: OrderFilter) { orders(filter: $filter) { hits {
  id origin_number personalized custom_order created_at paid_at new_partner_order_id
  print_files { id title fileID } } } }`;
const SIGN = `mutation ($filename: String!, $fileMime: String!) {
  createSignedUrl(filename: $filename, fileMime: $fileMime) { key url } }`;
const RECORD = `mutation ($input: CreateFileInput!) { createFile(input: $input) { id } }`;
const SAVE = `mutation ($order_id: ID!, $print_files: [OrderPrintFileInput!]!, $is_ready: Boolean) {
  updateOrderPrintFiles(order_id: $order_id, print_files: $print_files, is_ready: $is_ready) { status } }`;

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+2M3+XQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY_MS = 86_400_000;

/** The seed spreads orders over four months: a range that holds them all. */
function range() {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(Date.now() - 130 * DAY_MS)), to: day(new Date()) };
}

/**
 * A seeded order of the DTF partner supplier in `status`, paid (or made) more than two days ago,
 * with none of its print areas designed, neither personalized nor custom: the oldest of the page
 * (other journeys take the newest orders of a status).
 */
async function seededDtfOrder(
  request: APIRequestContext,
  token: string,
  status: string,
): Promise<DtfOrder> {
  const { orders } = await graphql<{ orders: { hits: DtfOrder[] } }>(
    request,
    ORDERS,
    {
      filter: {
        ...range(),
        supplier_ids: [String(DTF_PARTNER_SUPPLIER_ID)],
        status: [status],
        api_order: false,
        limit: 100,
      },
    },
    token,
  );
  const order = orders.hits.findLast(
    (o) =>
      !o.personalized &&
      !o.custom_order &&
      !o.new_partner_order_id &&
      o.print_files.length > 0 &&
      o.print_files.every((p) => !p.fileID) &&
      Date.now() - Date.parse(o.paid_at ?? o.created_at) > 2 * DAY_MS,
  );
  expect(
    order,
    `a ${status} order of ${DTF_PARTNER_DEMO.partner.name} without designs`,
  ).toBeTruthy();
  return order!;
}

/** The list searched by the order's id, over the whole seed. */
async function openSearched(page: Page, email: string, id: string, heading: string) {
  const { from, to } = range();
  await openSignedIn(page, email, `/orders?from=${from}&to=${to}&field=id&search=${id}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(rowOf(page, id)).toBeVisible();
}

/** An order's row, by its N-number. */
function rowOf(page: Page, id: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(orderIdLabel(id), { exact: true }) });
}

async function choose(page: Page, id: string, item: string) {
  await rowOf(page, id)
    .getByRole('button', { name: /actions/i })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function openTab(page: Page, label: string) {
  await page
    .getByRole('tablist', { name: 'Order status' })
    .getByRole('tab', { name: new RegExp(`^${label}`) })
    .click();
}

async function expectStatus(page: Page, id: string, label: string) {
  await expect(rowOf(page, id).getByText(label, { exact: true })).toBeVisible();
}

/** The whole upload of spec 1 §7 through the API: a signed address, the PUT, the file's record. */
async function uploadPng(request: APIRequestContext, token: string, name: string) {
  const { createSignedUrl } = await graphql<{ createSignedUrl: { key: string; url: string } }>(
    request,
    SIGN,
    { filename: name, fileMime: 'image/png' },
    token,
  );
  const put = await request.put(createSignedUrl.url, {
    headers: { 'content-type': 'image/png', 'if-none-match': '*' },
    data: PNG,
  });
  expect(put.ok(), `PUT of ${name}`).toBe(true);
  const { createFile } = await graphql<{ createFile: { id: string } }>(
    request,
    RECORD,
    {
      input: {
        key: createSignedUrl.key,
        file_name: name,
        file_mime: 'image/png',
        file_size: PNG.length,
      },
    },
    token,
  );
  return createFile.id;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a designer uploads a design and the order becomes ready', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const order = await seededDtfOrder(request, token, 'pending_design');

  await openSearched(page, DEMO_ACCOUNTS.Administrator, order.id, 'Internal Orders');
  await expectStatus(page, order.id, 'Pending Designs');
  await choose(page, order.id, 'Upload Designs');
  const drawer = page.getByRole('dialog', { name: `Upload Designs ${orderIdLabel(order.id)}` });
  const save = drawer.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // Save names every print area (Front, Back and both sleeves on the DTF Tee): a design for each.
  for (const area of order.print_files) {
    const name = `${area.title.toLowerCase().replace(/\s+/g, '-')}.png`;
    await drawer
      .getByLabel(`Upload design for ${area.title}: file`, { exact: true })
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(drawer.getByText(`New: ${name}`, { exact: true })).toBeVisible();
  }
  await drawer.getByRole('checkbox', { name: 'Mark the order ready' }).check();
  await expect(save).toBeEnabled();
  await expectToastAfter(page, ORDER_MESSAGES.printFilesSaved, () => save.click());
  await expect(drawer).toBeHidden();

  // The list reloads after the save: the order is in Ready now, designs and all.
  await expectStatus(page, order.id, 'Ready');
  await openTab(page, 'Ready');
  await expectStatus(page, order.id, 'Ready');
  await expect(
    rowOf(page, order.id).getByRole('button', {
      name: `View designs of ${orderIdLabel(order.id)}`,
    }),
  ).toBeVisible();
});

test('the partner supplier pushes ready orders to the fake partner', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const order = await seededDtfOrder(request, token, 'ready');
  // Its designs, as the drawer would save them: one PNG per print area, the order kept ready.
  const files = await Promise.all(
    order.print_files.map((p) => uploadPng(request, token, `e2e-dtf-${order.id}-${p.id}.png`)),
  );
  const saved = await graphql<{ updateOrderPrintFiles: { status: string } }>(
    request,
    SAVE,
    {
      order_id: order.id,
      print_files: order.print_files.map((p, i) => ({ id: p.id, fileID: files[i] })),
      is_ready: true,
    },
    token,
  );
  expect(saved.updateOrderPrintFiles.status).toBe('ready');

  const label = orderIdLabel(order.id);
  await openSearched(page, DTF_PARTNER_DEMO.email, order.id, 'Supplier Orders');
  await openTab(page, 'Ready');
  await expectStatus(page, order.id, 'Ready');

  // The mapping modal opens with the catalogue's suggestion: the partner's Gildan 5000 blank.
  await choose(page, order.id, 'DTF data mapping');
  const modal = page.getByRole('dialog', { name: `DTF data mapping ${label}` });
  const product = modal.getByRole('combobox', { name: /Product/ });
  await expect(product).toHaveValue(/^G5000-\S+ · /);
  const sku = (await product.inputValue()).split(' · ')[0]!;
  await expectToastAfter(
    page,
    `DTF mapping saved for order ${label}: select it and press Push DTF.`,
    () => modal.getByRole('button', { name: 'Save' }).click(),
  );

  await page.getByRole('checkbox', { name: `Select order ${label}` }).check();
  await page.getByRole('button', { name: 'Push DTF' }).click();
  const number = (order.origin_number ?? order.id).replace(/^#/, '');
  const line = new RegExp(
    `^Order #${escaped(number)} pushed to Color Ecommerce \\(order (CE-\\d+)\\)\\.$`,
  );
  const result = page.getByRole('list', { name: 'Push DTF results' }).getByText(line);
  await expect(result).toBeVisible();
  const partnerOrderId = line.exec(await result.innerText())![1]!;
  expect(await result.innerText()).toBe(
    DTF_MESSAGES.result(order.origin_number ?? order.id, DTF_MESSAGES.pushed(partnerOrderId)),
  );

  // The fake partner took the order once, as the mapping said.
  const taken = (
    await recordedOnFake<PartnerOrder[]>(request, 'PARTNER_BASE_URL', 'partner-orders')
  ).filter((o) => o.payload.items.some((item) => item.external_id === order.id));
  expect(taken).toHaveLength(1);
  expect(taken[0]!.id).toBe(partnerOrderId);
  expect(taken[0]!.payload.items.find((item) => item.external_id === order.id)!.sku).toBe(sku);

  await openTab(page, 'In Production');
  await expectStatus(page, order.id, 'In Production');
});
