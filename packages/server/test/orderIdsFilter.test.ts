import { and, asc, eq } from 'drizzle-orm';
import {
  ORDER_BULK_EDIT_MAX,
  ORDER_EDIT_MESSAGES,
  SERVER_MESSAGES,
  orderIdLabel,
} from '@podoffice/domain';
import { backgroundJobs, orderExports, orders, sites } from '../src/db/schema';
import { ORDER_READ_MESSAGES } from '../src/graphql/orders/filter';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 25, the bulk bar's Export: the orders filter's order_ids names the selected orders. The
// export holds exactly those the caller sees (a seller never another seller's order, a supplier
// never another supplier's), the list and its tab counts agree with it (counted over the orders,
// never from a rollup), and a bad list is refused with its message, starting nothing.

const EXPORT = `mutation Export($filter: OrderFilter, $emails: [String!]!) {
  exportOrders(filter: $filter, emails: $emails) { id status }
}`;
const SUPPLIER_EXPORT = `mutation Export($filter: OrderFilter, $emails: [String!]!) {
  supplierExportOrder(filter: $filter, emails: $emails) { id status }
}`;
const JOB = `query Job($id: ID!) { job(id: $id) { id status done error result } }`;
const DOWNLOAD = `mutation Download($id: ID!) { downloadFile(id: $id) }`;
const LIST = `query List($filter: OrderFilter) {
  orders(filter: $filter) { count hits { id status } aggs { key doc_count } }
}`;

interface Job {
  id: string;
  status: string;
  done: number;
  error: string | null;
  result: string | null;
}
interface List {
  count: number;
  hits: { id: string; status: string }[];
  aggs: { key: string; doc_count: number }[];
}

let api: TestApi;
let admin: string;
let seller: string;
let supplier: string;
/** Ready orders of the demo seller's sites, and of the other seller's. */
let sellerReady: number[];
let otherSellerReady: number[];
/** Ready orders of the demo supplier, and of another supplier. */
let supplierReady: number[];
let otherSupplierReady: number[];

beforeAll(async () => {
  api = await startTestApi();
  [admin, seller, supplier] = await Promise.all([
    api.tokenFor(demoEmail('Administrator')),
    api.tokenFor(demoEmail('Seller')),
    api.tokenFor(demoEmail('Supplier')),
  ]);
  const sellerId = await api.idOf(demoEmail('Seller'));
  const supplierId = await api.idOf(demoEmail('Supplier'));
  const ready = await api.server.db
    .select({ id: orders.id, sellerId: sites.userId, supplierId: orders.supplierId })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(and(eq(orders.status, 'ready'), eq(orders.apiOrder, false)))
    .orderBy(asc(orders.id));
  sellerReady = ready.filter((o) => o.sellerId === sellerId).map((o) => o.id);
  otherSellerReady = ready.filter((o) => o.sellerId !== sellerId).map((o) => o.id);
  supplierReady = ready.filter((o) => o.supplierId === supplierId).map((o) => o.id);
  otherSupplierReady = ready
    .filter((o) => o.supplierId !== null && o.supplierId !== supplierId)
    .map((o) => o.id);
  for (const list of [sellerReady, otherSellerReady, supplierReady, otherSupplierReady]) {
    expect(list.length).toBeGreaterThan(2);
  }
});
afterAll(() => api?.close());

async function finished(token: string, id: string): Promise<Job> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { job } = await api.ok<{ job: Job }>(JOB, { id }, token);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The ids (as N000123, sorted) of the file a finished job wrote, read by `token` (staff or supplier). */
async function exportedIds(token: string, job: Job): Promise<string[]> {
  const { export_id } = JSON.parse(job.result!) as { export_id: number };
  const { downloadFile } = await api.ok<{ downloadFile: string }>(
    DOWNLOAD,
    { id: String(export_id) },
    token,
  );
  const csv = await (await fetch(new URL(downloadFile, api.server.url))).text();
  return csv
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]!)
    .sort();
}

const labels = (ids: readonly number[]) => ids.map((id) => orderIdLabel(String(id))).sort();
const idStrings = (ids: readonly number[]) => ids.map(String);

describe('orders(filter: { order_ids })', () => {
  test('lists exactly the named orders, and counts its tabs over them (not the rollups)', async () => {
    const named = [...sellerReady.slice(0, 2), ...otherSellerReady.slice(0, 1)];
    const { orders: list } = await api.ok<{ orders: List }>(
      LIST,
      { filter: { order_ids: idStrings(named) } },
      admin,
    );
    expect(list.count).toBe(3);
    expect(list.hits.map((h) => Number(h.id)).sort()).toEqual([...named].sort());
    // The tabs' counts are these orders' (the rollups would give every ready order's).
    expect(list.aggs.find((a) => a.key === 'ready')?.doc_count).toBe(3);
    expect(list.aggs.reduce((sum, a) => sum + a.doc_count, 0)).toBe(3);
    // Within the rest of the filter: a tab they are not in holds none of them.
    const inProduction = await api.ok<{ orders: List }>(
      LIST,
      { filter: { order_ids: idStrings(named), status: ['in_production'] } },
      admin,
    );
    expect(inProduction.orders.count).toBe(0);
    expect(inProduction.orders.aggs.find((a) => a.key === 'ready')?.doc_count).toBe(3);
  });

  test("a Seller's list by ids holds their own orders only", async () => {
    const named = [...sellerReady.slice(0, 2), ...otherSellerReady.slice(0, 2)];
    const { orders: list } = await api.ok<{ orders: List }>(
      LIST,
      { filter: { order_ids: idStrings(named) } },
      seller,
    );
    expect(list.hits.map((h) => Number(h.id)).sort()).toEqual(sellerReady.slice(0, 2).sort());
    expect(list.aggs.reduce((sum, a) => sum + a.doc_count, 0)).toBe(2);
  });
});

describe('exportOrders of the selected orders', () => {
  test('an Administrator exports exactly the named orders', async () => {
    const named = [...sellerReady.slice(0, 2), ...otherSellerReady.slice(0, 2)];
    const { exportOrders } = await api.ok<{ exportOrders: Job }>(
      EXPORT,
      { filter: { status: ['ready'], order_ids: idStrings(named) }, emails: ['sel@example.com'] },
      admin,
    );
    const job = await finished(admin, exportOrders.id);
    expect(job).toMatchObject({ status: 'done', done: 4 });
    expect(await exportedIds(admin, job)).toEqual(labels(named));
  });

  test("a Seller never exports another seller's order by its id", async () => {
    const own = sellerReady.slice(2, 4);
    const { exportOrders } = await api.ok<{ exportOrders: Job }>(
      EXPORT,
      {
        filter: {
          status: ['ready'],
          order_ids: idStrings([...own, ...otherSellerReady.slice(0, 3)]),
        },
        emails: ['seller-sel@example.com'],
      },
      seller,
    );
    const job = await finished(seller, exportOrders.id);
    expect(job).toMatchObject({ status: 'done', done: 2 });
    expect(await exportedIds(admin, job)).toEqual(labels(own));
    // Only another seller's orders named: an export of nothing.
    const other = await api.ok<{ exportOrders: Job }>(
      EXPORT,
      {
        filter: { status: ['ready'], order_ids: idStrings(otherSellerReady.slice(0, 3)) },
        emails: ['seller-sel@example.com'],
      },
      seller,
    );
    const none = await finished(seller, other.exportOrders.id);
    expect(none).toMatchObject({ status: 'done', done: 0 });
    expect(await exportedIds(admin, none)).toEqual([]);
  });

  test("a Supplier exports through supplierExportOrder their own named orders, never another supplier's", async () => {
    const own = supplierReady.slice(0, 2);
    const { supplierExportOrder } = await api.ok<{ supplierExportOrder: Job }>(
      SUPPLIER_EXPORT,
      {
        filter: {
          status: ['ready'],
          order_ids: idStrings([...own, ...otherSupplierReady.slice(0, 2)]),
        },
        emails: [demoEmail('Supplier')],
      },
      supplier,
    );
    const job = await finished(supplier, supplierExportOrder.id);
    expect(job).toMatchObject({ status: 'done', done: 2 });
    expect(await exportedIds(supplier, job)).toEqual(labels(own));
    // The roles of the export stay as they are: a Supplier has no exportOrders.
    expect(
      await api.refused(
        EXPORT,
        { filter: { status: ['ready'], order_ids: idStrings(own) }, emails: ['a@example.com'] },
        supplier,
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
  });

  test('roles without the export and callers not signed in are refused', async () => {
    const variables = {
      filter: { status: ['ready'], order_ids: idStrings(sellerReady.slice(0, 1)) },
      emails: ['a@example.com'],
    };
    for (const role of ['Listing', 'Accounting'] as const) {
      const token = await api.tokenFor(demoEmail(role));
      expect(await api.refused(EXPORT, variables, token)).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await api.refused(EXPORT, variables)).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('a bad list of ids is refused with its message and starts nothing', async () => {
    const before = await api.snapshot(backgroundJobs, orderExports);
    const refusedWith = (order_ids: unknown) =>
      api.refused(
        EXPORT,
        { filter: { status: ['ready'], order_ids }, emails: ['a@example.com'] },
        admin,
      );
    const tooMany = Array.from({ length: ORDER_BULK_EDIT_MAX + 1 }, (_, i) => String(i + 1));
    expect(await refusedWith(tooMany)).toBe(ORDER_EDIT_MESSAGES.tooManyOrders);
    // The same id over and over is counted as sent.
    expect(await refusedWith(tooMany.map(() => '1'))).toBe(ORDER_EDIT_MESSAGES.tooManyOrders);
    expect(await refusedWith([])).toBe(ORDER_EDIT_MESSAGES.noOrders);
    expect(await refusedWith(['12', 'abc'])).toBe(ORDER_READ_MESSAGES.idInvalid);
    expect(await refusedWith(['-3'])).toBe(ORDER_READ_MESSAGES.idInvalid);
    expect(await api.snapshot(backgroundJobs, orderExports)).toEqual(before);
    // The list refuses the same way.
    expect(await api.refused(LIST, { filter: { order_ids: tooMany } }, admin)).toBe(
      ORDER_EDIT_MESSAGES.tooManyOrders,
    );
    // At the limit it is taken.
    const atLimit = await api.ok<{ orders: List }>(
      LIST,
      { filter: { order_ids: tooMany.slice(0, ORDER_BULK_EDIT_MAX) } },
      admin,
    );
    expect(atLimit.orders.count).toBe(ORDER_BULK_EDIT_MAX);
  });
});
