import type { APIRequestContext, Page } from '@playwright/test';
import { orderIdLabel } from '../packages/domain/src/orders/display';
import {
  TRACKING_MESSAGES,
  TRACKING_STATUSES,
  TRACKING_STATUS_LABELS,
} from '../packages/domain/src/orders/trackings';
import {
  DEMO_ACCOUNTS,
  expect,
  graphql,
  openSignedIn,
  recordedByFake,
  test,
  tokenFor,
  type FakeName,
} from './support/fixtures';
import { expectToastAfter } from './support/toasts';

// Issue 24, trackings (spec 2 §2 /orders/trackings, §5 Tracking CSV, §8), against the real server
// and the fakes beside it: a Supplier's CSV import of trackings reaches the fake shops (Shopify and
// ShopBase fulfilments, a WooCommerce order note), read back through the fakes' test-only
// /__recorded routes; an Administrator reads the tabs and a tracking's log. The journeys share one
// server with the others: each picks its own orders (in production, without a tracking; the
// Supplier's for the import, another supplier's for the log) and checks only those.

interface PickedOrder {
  id: string;
  origin_id: string;
  tracking: { id: string } | null;
  site: { id: string; platform: string; domain: string };
  supplier: { id: string } | null;
  carrier: { id: string; code: string; status: boolean } | null;
  product_type: {
    product_type_carriers: { carrier: { id: string; code: string; status: boolean } | null }[];
  };
}

const ORDERS = `query($filter: OrderFilter) { orders(filter: $filter) { hits {
  id origin_id tracking { id } site { id platform domain } supplier { id } carrier { id code status }
  product_type { product_type_carriers { carrier { id code status } } } } } }`;
const CONNECTED = `query { sites(filter: { verified: true, limit: 9999 }) { hits { id } } }`;
const SETTING = `mutation($apiKey: String!) { settingTrackingMore(apiKey: $apiKey, limitTime: 0, unit: hour) }`;
const ADD = `mutation($order_id: ID!, $carrier_id: ID!, $tracking_code: String!) {
  addTracking(order_id: $order_id, carrier_id: $carrier_id, tracking_code: $tracking_code, base_cost: 2) }`;
const LOGS = `query($id: ID!) { trackingLogs(id: $id) { message } }`;

/** Where each shop platform's fake records a pushed tracking. */
const FAKE_OF: Record<string, { fake: FakeName; record: 'fulfilments' | 'notes' }> = {
  shopify: { fake: 'SHOPIFY_BASE_URL', record: 'fulfilments' },
  shopbase: { fake: 'SHOPBASE_BASE_URL', record: 'fulfilments' },
  woocommerce: { fake: 'WOOCOMMERCE_BASE_URL', record: 'notes' },
};

/** A fake Shopify or ShopBase fulfilment, or a fake WooCommerce note, as /__recorded answers it. */
interface Recorded {
  order_id: string;
  tracking_number?: string;
  meta?: Record<string, string>;
}

/**
 * The tracking service's key with no delay (the seed waits 6 hours): new trackings are registered
 * by the sync their change starts. Both journeys save the same, so their order does not matter.
 */
async function trackingServiceNow(request: APIRequestContext, adminToken: string) {
  await graphql(request, SETTING, { apiKey: 'e2e-tracking-key' }, adminToken);
}

/** Tracking numbers no other run or journey uses (digits only: the fake refuses "BAD" in one). */
function uniqueCodes(label: string, n: number): string[] {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return Array.from({ length: n }, (_, i) => `${label}${stamp}X${i}`);
}

/** In-production orders without a tracking, on connected shop sites, with a carrier to name. */
async function inProductionWithoutTracking(
  request: APIRequestContext,
  token: string,
  adminToken: string,
  accept: (order: PickedOrder) => boolean,
): Promise<(PickedOrder & { carrierOf: { id: string; code: string } })[]> {
  const [{ orders }, { sites }] = await Promise.all([
    graphql<{ orders: { hits: PickedOrder[] } }>(
      request,
      ORDERS,
      { filter: { status: ['in_production'], api_order: false, limit: 100 } },
      token,
    ),
    graphql<{ sites: { hits: { id: string }[] } }>(request, CONNECTED, {}, adminToken),
  ]);
  const connected = new Set(sites.hits.map((s) => s.id));
  return orders.hits.flatMap((order) => {
    const carrier = [
      order.carrier,
      ...order.product_type.product_type_carriers.map((c) => c.carrier),
    ].find((c) => c?.status);
    return !order.tracking &&
      order.site.platform in FAKE_OF &&
      connected.has(order.site.id) &&
      carrier &&
      accept(order)
      ? [{ ...order, carrierOf: carrier }]
      : [];
  });
}

/** Whether the order's fake shop has recorded `code` for it (fulfilment or note). */
async function recordedOnShop(request: APIRequestContext, order: PickedOrder, code: string) {
  const { fake, record } = FAKE_OF[order.site.platform]!;
  const byHost = await recordedByFake<Recorded>(request, fake, record);
  return (byHost[new URL(order.site.domain).host] ?? []).some(
    (r) =>
      r.order_id === order.origin_id && (r.tracking_number ?? r.meta?._tracking_number) === code,
  );
}

async function search(page: Page, text: string) {
  const box = page
    .getByRole('search', { name: 'Tracking filters' })
    .getByRole('searchbox', { name: 'Search', exact: true });
  await box.fill(text);
  await box.press('Enter');
}

test('a supplier imports trackings for in-production orders and the fake shops record the fulfilments', async ({
  page,
  request,
}) => {
  const [adminToken, token] = await Promise.all([
    tokenFor(request, DEMO_ACCOUNTS.Administrator),
    tokenFor(request, DEMO_ACCOUNTS.Supplier),
  ]);
  await trackingServiceNow(request, adminToken);
  // One order per shop platform where the Supplier has one (Shopify, ShopBase, WooCommerce), three
  // in all.
  const candidates = await inProductionWithoutTracking(request, token, adminToken, () => true);
  const picked: typeof candidates = [];
  while (picked.length < 3) {
    const platforms = new Set(picked.map((o) => o.site.platform));
    const next =
      candidates.find((o) => !picked.includes(o) && !platforms.has(o.site.platform)) ??
      candidates.find((o) => !picked.includes(o));
    if (!next) break;
    picked.push(next);
  }
  expect(picked.length, 'in-production orders of the Supplier without a tracking').toBe(3);
  // Not in production: refused by the server, listed with §8's words.
  const { orders: ready } = await graphql<{ orders: { hits: { id: string }[] } }>(
    request,
    ORDERS,
    { filter: { status: ['ready'], api_order: false, limit: 1 } },
    token,
  );
  const refusedId = ready.hits[0]!.id;
  const codes = uniqueCodes('E2ETRK', 4);
  const csv = [
    'ORDER ID,EXPRESS,TRACKING NO,TOTAL COST,SHIPPING COST',
    ...picked.map((o, i) => `${orderIdLabel(o.id)},${o.carrierOf.code},${codes[i]},3.5,1.25`),
    `${refusedId},${picked[0]!.carrierOf.code},${codes[3]},,`,
  ].join('\n');

  await openSignedIn(page, DEMO_ACCOUNTS.Supplier, '/orders/trackings');
  const panel = page.getByRole('region', { name: 'Import trackings', exact: true });
  await expect(panel.getByRole('button', { name: 'Import trackings (CSV)' })).toBeVisible();
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'e2e-trackings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(panel.getByText('e2e-trackings.csv: 4 to import')).toBeVisible();
  await expectToastAfter(page, `${TRACKING_MESSAGES.imported} 3 added or changed.`, () =>
    panel.getByRole('button', { name: 'Import 4 trackings' }).click(),
  );
  await expect(
    panel.getByRole('region', { name: 'Importing trackings' }).getByRole('status'),
  ).toHaveText('Done');

  // The order not in production stays listed, with why and a Download.
  const alert = panel.getByRole('alert').filter({ hasText: '1 row not imported' });
  await expect(alert).toContainText(TRACKING_MESSAGES.importRefused);
  await expect(alert.getByRole('button', { name: 'Download' })).toBeEnabled();
  const refusedRows = panel.getByRole('table', { name: 'Rows not imported' }).locator('tbody tr');
  await expect(refusedRows).toHaveCount(1);
  await expect(refusedRows).toContainText(refusedId);
  await expect(refusedRows).toContainText(codes[3]!);

  // The sync job pushes each tracking to its order's shop (origin_id is the shop's order id).
  for (const [i, order] of picked.entries()) {
    await expect
      .poll(() => recordedOnShop(request, order, codes[i]!), {
        message: `${codes[i]} on the ${order.site.platform} shop's order ${order.origin_id}`,
      })
      .toBe(true);
  }

  // The trackings page finds them by their code, none of them red (all reached their shops).
  const table = page.getByRole('table', { name: 'Trackings' });
  for (const [i, order] of picked.entries()) {
    await search(page, codes[i]!);
    const row = table.locator('tbody tr').filter({ hasText: codes[i]! });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(orderIdLabel(order.id));
    await expect(row).not.toContainText('Not on the shop');
  }
  await search(page, codes[3]!);
  await expect(table).toContainText('No trackings match these filters.');
});

test('an Administrator reads the eleven tabs with their counts and a tracking’s log', async ({
  page,
  request,
}) => {
  const adminToken = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const { me } = await graphql<{ me: { id: string } }>(
    request,
    'query { me { id } }',
    {},
    await tokenFor(request, DEMO_ACCOUNTS.Supplier),
  );
  await trackingServiceNow(request, adminToken);
  // Another supplier's order than the import journey's, so the two never pick the same one.
  const [order] = await inProductionWithoutTracking(
    request,
    adminToken,
    adminToken,
    (o) => o.supplier?.id !== me.id,
  );
  expect(order, 'an in-production order of another supplier without a tracking').toBeDefined();
  const [code] = uniqueCodes('E2ELOG', 1);
  const { addTracking: id } = await graphql<{ addTracking: string }>(
    request,
    ADD,
    { order_id: order!.id, carrier_id: order!.carrierOf.id, tracking_code: code },
    adminToken,
  );
  // The sync registers it and sends it to the shop: the log's lines the drawer shows.
  const lines = [
    /^Tracking \S+ \(.+\) added by /,
    /^Registered with the tracking service$/,
    /^Sent to the \S+ shop \(fulfilment \d+\)$/,
  ];
  await expect
    .poll(
      async () => {
        const logged = (
          await graphql<{ trackingLogs: { message: string }[] }>(request, LOGS, { id }, adminToken)
        ).trackingLogs.map((l) => l.message);
        return lines.every((line) => logged.some((m) => line.test(m)));
      },
      { message: `the log of ${code}` },
    )
    .toBe(true);

  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/orders/trackings');
  const tabs = page.getByRole('tablist', { name: 'Tracking status' }).getByRole('tab');
  const labels = ['All', ...TRACKING_STATUSES.map((s) => TRACKING_STATUS_LABELS[s])];
  await expect(tabs).toHaveText(labels.map((label) => new RegExp(`^${label}\\s*[\\d,]+$`)));
  const counts = (await tabs.allInnerTexts()).map((t) =>
    Number(/([\d,]+)$/.exec(t.trim())![1]!.replace(/,/g, '')),
  );
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts[0]).toBe(counts.slice(1).reduce((sum, n) => sum + n, 0));

  await search(page, code!);
  const table = page.getByRole('table', { name: 'Trackings' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `Actions for tracking ${code}` }).click();
  await page.getByRole('menuitem', { name: 'View logs' }).click();
  const drawer = page.getByRole('dialog', { name: `Tracking log ${code}` });
  const events = drawer.getByRole('list', { name: 'Tracking events' });
  for (const line of lines) await expect(events.getByText(line)).toBeVisible();
});
