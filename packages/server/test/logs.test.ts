import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ACTIVITY_TYPES, SERVER_MESSAGES, USER_ROLES } from '@podoffice/domain';
import { activityLogs, balances, orders, sites, systemLogs, users } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { recordActivity, recordSystemLog } from '../src/graphql/logs/record';
import { demoEmail, startTestApi, type TestApi } from './harness';

const ACTIVITY = `query Activity($filter: LogFilter) {
  activityLogs(filter: $filter) {
    count
    hits { id type old_data new_data created_at user { id first_name last_name email } }
  }
}`;
const SYSTEM = `query System($filter: LogFilter) {
  logs(filter: $filter) { count hits { id type message created_at } }
}`;
const TYPES = `{ activityLogTypes logTypes }`;

interface ActivityHit {
  id: string;
  type: string;
  old_data: string | null;
  new_data: string | null;
  created_at: string;
  user: { id: string; email: string } | null;
}
interface SystemHit {
  id: string;
  type: string;
  message: string;
  created_at: string;
}
interface Page<T> {
  count: number;
  hits: T[];
}

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.tokenFor(demoEmail('Administrator'));
});
afterAll(() => api?.close());

const activity = async (filter: Record<string, unknown> = {}) =>
  (await api.ok<{ activityLogs: Page<ActivityHit> }>(ACTIVITY, { filter }, admin)).activityLogs;
const system = async (filter: Record<string, unknown> = {}) =>
  (await api.ok<{ logs: Page<SystemHit> }>(SYSTEM, { filter }, admin)).logs;

const OTHERS = USER_ROLES.filter((r) => r !== 'Administrator');

function newestFirst(hits: { created_at: string; id: string }[]) {
  for (let i = 1; i < hits.length; i++) {
    const [a, b] = [hits[i - 1]!, hits[i]!];
    const order = Date.parse(b.created_at) - Date.parse(a.created_at);
    expect(order < 0 || (order === 0 && Number(b.id) < Number(a.id))).toBe(true);
  }
}

describe('activityLogs', () => {
  test('pages of 25, newest first, counting every line', async () => {
    const page = await activity();
    expect(page.count).toBe(await api.rows(activityLogs));
    expect(page.count).toBeGreaterThan(25);
    expect(page.hits).toHaveLength(25);
    newestFirst(page.hits);
    const next = await activity({ offset: 25, limit: 5 });
    expect(next.hits[0]!.id).not.toBe(page.hits[24]!.id);
    expect(Date.parse(next.hits[0]!.created_at)).toBeLessThanOrEqual(
      Date.parse(page.hits[24]!.created_at),
    );
  });

  test('shows who made a change and the old and new data as JSON', async () => {
    const { hits } = await activity({ type: ACTIVITY_TYPES.balanceStatus, limit: 1 });
    const [line] = hits;
    expect(line?.user?.email).toBe(demoEmail('Accounting'));
    expect(JSON.parse(line!.old_data!)).toMatchObject({ action: 'Deposit', status: 'Pending' });
    expect(['Approved', 'Denied']).toContain(JSON.parse(line!.new_data!).status);
  });

  test('filters by type, search text and date range', async () => {
    const byType = await activity({ type: ACTIVITY_TYPES.trackingSettings, limit: 100 });
    expect(byType.count).toBeGreaterThan(0);
    expect(byType.hits.every((h) => h.type === ACTIVITY_TYPES.trackingSettings)).toBe(true);

    const bySearch = await activity({ search: 'Summer sale', limit: 100 });
    expect(bySearch.count).toBeGreaterThan(0);
    expect(bySearch.hits.every((h) => `${h.old_data}${h.new_data}`.includes('Summer sale'))).toBe(
      true,
    );
    const byUser = await activity({ search: 'okafor', limit: 100 });
    expect(byUser.hits.every((h) => h.user?.email === demoEmail('Accounting'))).toBe(true);
    expect(byUser.count).toBeGreaterThan(0);

    const all = await activity({ limit: 9999 });
    const day = all.hits[Math.floor(all.hits.length / 2)]!.created_at.slice(0, 10);
    const sameDay = await activity({ from: day, to: day, limit: 9999 });
    expect(sameDay.count).toBe(all.hits.filter((h) => h.created_at.startsWith(day)).length);
    expect(sameDay.count).toBeGreaterThan(0);
  });

  test('a wildcard in the search is taken literally', async () => {
    expect((await activity({ search: '%' })).count).toBe(0);
  });

  test('recordActivity lines appear with their user', async () => {
    const adminId = await api.idOf(demoEmail('Administrator'));
    await recordActivity(api.server.db, {
      type: 'order_refund',
      userId: adminId,
      oldData: { order: 77, status: 'Processing' },
      newData: { order: 77, status: 'Shipped' },
    });
    const { hits } = await activity({ type: 'order_refund' });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: 'order_refund',
      old_data: JSON.stringify({ order: 77, status: 'Processing' }),
      user: { email: demoEmail('Administrator') },
    });
    const { activityLogTypes } = await api.ok<{ activityLogTypes: string[] }>(TYPES, {}, admin);
    expect(activityLogTypes).toEqual([...activityLogTypes].sort());
    expect(activityLogTypes).toEqual(
      expect.arrayContaining([
        'order_refund',
        ACTIVITY_TYPES.balanceStatus,
        ACTIVITY_TYPES.appSettings,
      ]),
    );
  });

  test('an approval by an Administrator is logged', async () => {
    const [pending] = await api.server.db
      .select({ id: balances.id })
      .from(balances)
      .where(eq(balances.status, 'Pending'))
      .limit(1);
    await api.ok(
      `mutation($id: ID!) { updateBalance(id: $id, status: Approved) { id } }`,
      { id: String(pending!.id) },
      admin,
    );
    const [line] = (await activity({ type: ACTIVITY_TYPES.balanceStatus, limit: 1 })).hits;
    expect(line?.user?.email).toBe(demoEmail('Administrator'));
    expect(JSON.parse(line!.old_data!)).toMatchObject({
      balance_id: pending!.id,
      status: 'Pending',
    });
    expect(JSON.parse(line!.new_data!)).toMatchObject({
      balance_id: pending!.id,
      status: 'Approved',
    });
  });
});

describe('logs (system)', () => {
  test('pages of 25, newest first, filtered by type, search and dates', async () => {
    const page = await system();
    expect(page.count).toBe(await api.rows(systemLogs));
    expect(page.hits).toHaveLength(25);
    newestFirst(page.hits);

    const tracking = await system({ type: 'tracking', limit: 100 });
    expect(tracking.count).toBeGreaterThan(0);
    expect(tracking.hits.every((h) => h.type === 'tracking')).toBe(true);

    const webhook = await system({ search: 'ORDERS/CREATE', limit: 100 });
    expect(webhook.count).toBeGreaterThan(0);
    expect(webhook.hits.every((h) => h.message.includes('orders/create'))).toBe(true);

    const future = await system({ from: '2099-01-01' });
    expect(future).toEqual({ count: 0, hits: [] });
  });

  test('recordSystemLog lines appear, and their type joins the filter list', async () => {
    await recordSystemLog(api.server.db, { type: 'storage', message: 'Bucket is 91% full' });
    const { hits } = await system({ search: 'bucket' });
    expect(hits.map((h) => [h.type, h.message])).toEqual([['storage', 'Bucket is 91% full']]);
    const { logTypes } = await api.ok<{ logTypes: string[] }>(TYPES, {}, admin);
    expect(logTypes).toEqual(expect.arrayContaining(['storage', 'tracking', 'webhook', 'mail']));
  });
});

describe('access and arguments', () => {
  test.each(OTHERS)('%s may read neither log', async (role) => {
    const token = await api.tokenFor(demoEmail(role));
    for (const query of [ACTIVITY, SYSTEM, `{ activityLogTypes }`, `{ logTypes }`]) {
      expect(await api.refused(query, {}, token)).toBe(SERVER_MESSAGES.forbidden);
    }
  });

  test('a caller who is not signed in is refused', async () => {
    for (const query of [ACTIVITY, SYSTEM, TYPES]) {
      expect(await api.refused(query, {})).toBe(SERVER_MESSAGES.notSignedIn);
    }
  });

  test.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 9999'],
    [{ offset: -1 }, 'offset must be zero or more'],
    [{ from: '31/12/2024' }, 'from must be an ISO 8601 date'],
    [{ to: '2024-02-30' }, 'to must be an ISO 8601 date'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
  ])('refuses the filter %j', async (filter, message) => {
    expect(await api.refused(ACTIVITY, { filter }, admin)).toBe(message);
    expect(await api.refused(SYSTEM, { filter }, admin)).toBe(message);
  });
});

// Issue 25 (also found): the seed's balance charges and the supplier's status lines named orders
// 5000 and up, and the demo's orders are 1 to 3000.
describe('the demo names orders that exist', () => {
  /** The orders the seeded lines name, with whether each exists and whose it is. */
  async function named() {
    const charges = await api.server.db
      .select({ orderId: balances.orderId, siteId: balances.siteId, of: orders.siteId })
      .from(balances)
      .leftJoin(orders, eq(orders.id, balances.orderId))
      .where(isNotNull(balances.orderId));
    const lines = await api.server.db
      .select({
        orderId: sql<string>`${activityLogs.newData} ->> 'order_id'`,
        site: sql<string>`${activityLogs.newData} ->> 'site'`,
        found: orders.id,
        siteTitle: sites.title,
        supplier: users.email,
      })
      .from(activityLogs)
      .leftJoin(orders, sql`${orders.id}::text = ${activityLogs.newData} ->> 'order_id'`)
      .leftJoin(sites, eq(sites.id, orders.siteId))
      .leftJoin(users, eq(users.id, orders.supplierId))
      .where(and(eq(activityLogs.type, 'order_status')));
    return { charges, lines };
  }

  test("every balance charge names an order of its own site, every status line one of the supplier's", async () => {
    const { charges, lines } = await named();
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.filter((c) => c.of !== c.siteId)).toEqual([]);
    expect(new Set(charges.map((c) => c.orderId)).size).toBe(charges.length);
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.filter(
        (l) => l.found === null || l.site !== l.siteTitle || l.supplier !== demoEmail('Supplier'),
      ),
    ).toEqual([]);
  });

  test('a demo seeded before names the missing orders once started again; the rest stays', async () => {
    const [first] = await api.server.db
      .select({ id: balances.id, orderId: balances.orderId })
      .from(balances)
      .where(isNotNull(balances.orderId))
      .limit(1);
    const kept = await api.server.db.select().from(balances);
    await api.server.db
      .update(balances)
      .set({ orderId: 5000, actionNotes: 'Order #5000' })
      .where(eq(balances.id, first!.id));
    await seed(api.server.db, { demo: true, now: new Date() });
    const { charges } = await named();
    expect(charges.filter((c) => c.of !== c.siteId)).toEqual([]);
    const after = await api.server.db.select().from(balances);
    expect(after.filter((b) => b.id !== first!.id)).toEqual(kept.filter((b) => b.id !== first!.id));
    const mended = after.find((b) => b.id === first!.id)!;
    expect(mended.actionNotes).toBe(`Order #${mended.orderId}`);
  });
});
