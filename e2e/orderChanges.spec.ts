import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  CUSTOMER_INFO_MESSAGES,
  ORDER_MESSAGES,
  ORDER_REFUSALS,
  orderTransferredMessage,
} from '../packages/domain/src/orders/messages';
import { orderIdLabel } from '../packages/domain/src/orders/display';
import {
  DEMO_ACCOUNTS,
  LANDING,
  expect,
  graphql,
  openSignedIn,
  test,
  tokenFor,
} from './support/fixtures';

// Spec 2 §4, §6, §7 Orders and §8 against the real server and its seeded orders: the row menu's
// changes as each role makes them, their toasts, the list and its tab counts after them, and the
// server's refusal of what the menu hides. Each journey picks its orders with a query (the seed is
// deterministic, and the journeys take different ones), then opens the list searched by the
// order's id, so the tab counts are the order's own and other journeys do not move them.

// The journeys of this file change orders: one after the other, so each reads its own counts.
test.describe.configure({ mode: 'serial' });

interface SeededOrder {
  id: string;
  origin_id: string;
  status: string;
  quantity: number;
  personalized: boolean;
  created_at: string;
  paid_at: string | null;
  site_fulfill_role: boolean;
  site: { id: string; title: string };
  product_type: { id: string; state: string };
}

const ORDERS = `query ($filter: OrderFilter) {
  orders(filter: $filter) {
    hits {
      id origin_id status quantity personalized created_at paid_at site_fulfill_role
      site { id title }
      product_type { id state }
    }
  }
}`;

/** A wide range: the seed spreads orders over four months. */
function range() {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const today = new Date();
  return { from: day(new Date(today.getTime() - 130 * 86_400_000)), to: day(today) };
}

const DAY_MS = 86_400_000;
// Orders other journeys of this file took, so no two of them act on the same order.
const taken = new Set<string>();

/** Seeded orders the caller reads, matching a filter and a test; taken orders are skipped. */
async function pickOrders(
  request: APIRequestContext,
  token: string,
  filter: Record<string, unknown>,
  accept: (order: SeededOrder) => boolean,
  count = 1,
): Promise<SeededOrder[]> {
  const data = await graphql<{ orders: { hits: SeededOrder[] } }>(
    request,
    ORDERS,
    { filter: { ...range(), api_order: false, limit: 100, ...filter } },
    token,
  );
  const picked = data.orders.hits.filter((o) => !taken.has(o.id) && accept(o)).slice(0, count);
  expect(picked, `seeded orders for ${JSON.stringify(filter)}`).toHaveLength(count);
  for (const order of picked) taken.add(order.id);
  return picked;
}

/** The list searched by one order's id: its row, and tab counts that are its own. */
async function openSearched(page: Page, id: string, heading: string) {
  const { from, to } = range();
  await page.goto(`/orders?from=${from}&to=${to}&field=id&search=${id}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(rowOf(page, id)).toBeVisible();
}

/** An order's row, by its N-number (a link to the detail, or plain text for a Supporter). */
function rowOf(page: Page, id: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(orderIdLabel(id), { exact: true }) });
}

async function menuItems(page: Page, id: string): Promise<string[]> {
  await rowOf(page, id)
    .getByRole('button', { name: /actions/i })
    .click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return items.allInnerTexts();
}

async function choose(page: Page, id: string, item: string) {
  await menuItems(page, id);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

async function expectStatus(page: Page, id: string, label: string) {
  await expect(rowOf(page, id).getByText(label, { exact: true })).toBeVisible();
}

/** A tab's count badge. */
async function tabCount(page: Page, label: string): Promise<number> {
  const tab = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab', {
    name: new RegExp(`^${label}\\s*\\d`),
  });
  const text = await tab.innerText();
  return Number(/(\d[\d,]*)\s*$/.exec(text.trim())![1]!.replace(/,/g, ''));
}

/** The seeded personalized product types (an order of one is personalized). */
async function personalizedTypeIds(request: APIRequestContext, token: string) {
  const data = await graphql<{ productTypes: { hits: { id: string }[] } }>(
    request,
    'query { productTypes(filter: { personalized: true, limit: 50 }) { hits { id } } }',
    {},
    token,
  );
  expect(data.productTypes.hits.length).toBeGreaterThan(0);
  return data.productTypes.hits.map((t) => t.id);
}

/** The orders of one shop order (its origin id), as the Administrator reads them. */
async function ordersOfOrigin(request: APIRequestContext, token: string, originId: string) {
  const data = await graphql<{ orders: { hits: { id: string; quantity: number }[] } }>(
    request,
    'query ($filter: OrderFilter) { orders(filter: $filter) { hits { id quantity } } }',
    { filter: { ...range(), field: 'origin_id', search: originId, limit: 100 } },
    token,
  );
  return data.orders.hits;
}

async function siteSelect(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: title });
}

test('a seller pauses and resumes an order and cancels another', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  const early = (o: SeededOrder) =>
    ['pending_design', 'processing'].includes(o.status) && o.product_type.state === 'active';
  const [toPause, toCancel] = await pickOrders(
    request,
    token,
    { status: ['pending_design', 'processing'] },
    early,
    2,
  );
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/orders');
  // The seller acts on the current site's orders: the title bar's selector picks it (kept).
  await siteSelect(page, toPause!.site.title);

  await openSearched(page, toPause!.id, 'Seller Internal Orders');
  const before = toPause!.status === 'processing' ? 'Processing' : 'Pending Designs';
  await expectStatus(page, toPause!.id, before);
  await choose(page, toPause!.id, 'Pause');
  await expectToast(page, ORDER_MESSAGES.paused);
  await expectStatus(page, toPause!.id, 'Pending');
  // One pause/resume item (§4): on a pending order it resumes, to where the order was.
  const items = await menuItems(page, toPause!.id);
  expect(items).toContain('Resume');
  expect(items).not.toContain('Pause');
  await page.getByRole('menuitem', { name: 'Resume', exact: true }).click();
  await expectToast(page, ORDER_MESSAGES.resumed);
  await expectStatus(page, toPause!.id, before);

  await siteSelect(page, toCancel!.site.title);
  await openSearched(page, toCancel!.id, 'Seller Internal Orders');
  await choose(page, toCancel!.id, 'Cancel');
  const dialog = page.getByRole('alertdialog', {
    name: `Cancel order ${orderIdLabel(toCancel!.id)}?`,
  });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expectToast(page, ORDER_MESSAGES.cancelled);
  await expectStatus(page, toCancel!.id, 'Cancelled');
  // The change is the server's: a reload shows it.
  await page.reload();
  await expectStatus(page, toCancel!.id, 'Cancelled');
});

test('an Administrator moves an order from processing to fulfilled, and the tab counts follow', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  // Past the 24-hour hold: paid (or, unpaid, created) more than a day ago, or a Fulfill-role site.
  const [order] = await pickOrders(
    request,
    token,
    { status: ['processing'] },
    (o) => o.site_fulfill_role || Date.now() - Date.parse(o.paid_at ?? o.created_at) > 2 * DAY_MS,
  );
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/dashboard');
  await openSearched(page, order!.id, 'Internal Orders');
  await expect.poll(() => tabCount(page, 'Processing')).toBe(1);
  await expect.poll(() => tabCount(page, 'Ready')).toBe(0);

  // The status item, not Enter Payment: a payment entered now starts the 24-hour hold (§9), which
  // would keep the order from production until tomorrow.
  await choose(page, order!.id, 'Ready');
  await expectToast(page, orderTransferredMessage('ready'));
  await expectStatus(page, order!.id, 'Ready');
  await expect.poll(() => tabCount(page, 'Processing')).toBe(0);
  await expect.poll(() => tabCount(page, 'Ready')).toBe(1);

  await choose(page, order!.id, 'In Production');
  await expectToast(page, orderTransferredMessage('in_production'));
  await expectStatus(page, order!.id, 'In Production');
  await expect.poll(() => tabCount(page, 'Ready')).toBe(0);
  await expect.poll(() => tabCount(page, 'In Production')).toBe(1);

  await choose(page, order!.id, 'Fulfilled');
  await expectToast(page, orderTransferredMessage('fulfilled'));
  await expectStatus(page, order!.id, 'Fulfilled');
  await expect.poll(() => tabCount(page, 'In Production')).toBe(0);
  await expect.poll(() => tabCount(page, 'Fulfilled')).toBe(1);
  await expect.poll(() => tabCount(page, 'All')).toBe(1);
});

test('a Supporter has no Split order or forced status, and the server refuses them', async ({
  page,
  request,
}) => {
  const adminToken = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const [order] = await pickOrders(
    request,
    adminToken,
    {
      status: ['processing'],
      product_type_ids: await personalizedTypeIds(request, adminToken),
    },
    (o) => o.personalized && o.quantity > 1,
  );
  await openSignedIn(page, DEMO_ACCOUNTS.Supporter, LANDING.Supporter);
  await openSearched(page, order!.id, 'Internal Orders');
  const items = await menuItems(page, order!.id);
  expect(items).toContain('Pause');
  for (const hidden of ['Split order', 'Ready', 'In Production', 'Fulfilled', 'Refresh order']) {
    expect(items).not.toContain(hidden);
  }
  await page.keyboard.press('Escape');

  const supporterToken = await tokenFor(request, DEMO_ACCOUNTS.Supporter);
  await expect(
    graphql(
      request,
      'mutation ($id: ID!) { splitOrderPersonalized(order_id: $id) { id } }',
      { id: order!.id },
      supporterToken,
    ),
  ).rejects.toThrow(ORDER_REFUSALS.notAllowed('Split order'));
  await expect(
    graphql(
      request,
      'mutation ($id: ID!) { updateOrderStatus(order_id: $id, status: "ready") { id } }',
      { id: order!.id },
      supporterToken,
    ),
  ).rejects.toThrow(ORDER_REFUSALS.notAllowed('Ready'));
  // Nothing changed.
  await page.reload();
  await expectStatus(page, order!.id, 'Processing');
});

test('an Administrator splits a personalized order of quantity 3 into 3 orders', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const typeIds = await personalizedTypeIds(request, token);
  // A shop order of one line: its origin id then finds exactly the split's parts. The seed also
  // has shop orders of several lines, passed over here.
  let order: SeededOrder | undefined;
  for (let tries = 0; !order && tries < 10; tries += 1) {
    const [candidate] = await pickOrders(
      request,
      token,
      { status: ['pending_design', 'processing', 'ready', 'error'], product_type_ids: typeIds },
      (o) => o.personalized && o.quantity === 3,
    );
    if ((await ordersOfOrigin(request, token, candidate!.origin_id)).length === 1)
      order = candidate;
  }
  if (!order) throw new Error('No personalized order of quantity 3 is alone in its shop order');
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, LANDING.Administrator);
  await openSearched(page, order.id, 'Internal Orders');
  await choose(page, order.id, 'Split order');
  const dialog = page.getByRole('alertdialog', { name: `Split order ${orderIdLabel(order.id)}?` });
  await dialog.getByRole('button', { name: 'Split order' }).click();
  await expectToast(page, ORDER_MESSAGES.split);
  // The parts keep the shop's order: searched by its origin id, the list shows three rows.
  const { from, to } = range();
  await page.goto(`/orders?from=${from}&to=${to}&field=origin_id&search=${order.origin_id}`);
  const table = page.getByRole('table', { name: 'Internal Orders' });
  // Counted once loaded: a loading table shows a page of skeleton rows (20).
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const parts = await ordersOfOrigin(request, token, order.origin_id);
  expect(parts.map((p) => p.quantity)).toEqual([1, 1, 1]);
});

test('customer info: each required message, then a save seen after a reload', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const [order] = await pickOrders(request, token, { status: ['processing'] }, () => true);
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, LANDING.Administrator);
  await openSearched(page, order!.id, 'Internal Orders');
  await choose(page, order!.id, 'Update customer info');
  const drawer = page.getByRole('dialog', {
    name: `Update customer info ${orderIdLabel(order!.id)}`,
  });
  const customer = drawer.getByRole('group', { name: 'Customer' });
  const shipping = drawer.getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByRole('textbox', { name: 'Address', exact: true })).not.toHaveValue('');
  for (const field of ['First name']) {
    await customer.getByRole('textbox', { name: field, exact: true }).fill('');
  }
  for (const field of ['First name', 'Address', 'State code', 'Zip code', 'Country code']) {
    await shipping.getByRole('textbox', { name: field, exact: true }).fill('');
  }
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(customer.getByText(CUSTOMER_INFO_MESSAGES.firstNameRequired)).toBeVisible();
  for (const message of [
    CUSTOMER_INFO_MESSAGES.firstNameRequired,
    CUSTOMER_INFO_MESSAGES.addressRequired,
    CUSTOMER_INFO_MESSAGES.stateCodeRequired,
    CUSTOMER_INFO_MESSAGES.zipRequired,
    CUSTOMER_INFO_MESSAGES.countryCodeRequired,
  ]) {
    await expect(shipping.getByText(message)).toBeVisible();
  }
  await customer.getByRole('textbox', { name: 'First name', exact: true }).fill('Morgan');
  await customer.getByRole('textbox', { name: 'Email', exact: true }).fill('morgan@example.com');
  await shipping.getByRole('textbox', { name: 'First name', exact: true }).fill('Morgan');
  await shipping.getByRole('textbox', { name: 'Address', exact: true }).fill('77 Harbor Way');
  await shipping.getByRole('textbox', { name: 'State code', exact: true }).fill('WA');
  await shipping.getByRole('textbox', { name: 'Zip code', exact: true }).fill('98101');
  await shipping.getByRole('textbox', { name: 'Country code', exact: true }).fill('US');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, ORDER_MESSAGES.customerInfoUpdated);
  await expect(drawer).toBeHidden();

  await page.reload();
  await choose(page, order!.id, 'Update customer info');
  await expect(shipping.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '77 Harbor Way',
  );
  await expect(shipping.getByRole('textbox', { name: 'Zip code', exact: true })).toHaveValue(
    '98101',
  );
  await expect(customer.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'morgan@example.com',
  );
});
