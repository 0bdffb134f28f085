import { SERVER_MESSAGES, USER_ROLES } from '@podoffice/domain';
import { eq, inArray } from 'drizzle-orm';
import { orderExports, orders, users } from '../src/db/schema';
import { EXPORT_MESSAGES } from '../src/graphql/exports/resolvers';
import { demoEmail, startTestApi, type TestApi } from './harness';

const EXPORTS = `query Exports($from: String, $to: String, $search: String, $limit: Int, $offset: Int) {
  orderExports(from: $from, to: $to, search: $search, limit: $limit, offset: $offset) {
    count
    hits { id file_name created_at order_ids user { id email } }
  }
}`;
const DOWNLOAD = `mutation Download($id: ID!) { downloadFile(id: $id) }`;

interface ExportHit {
  id: string;
  file_name: string;
  created_at: string;
  order_ids: string[];
  user: { id: string; email: string } | null;
}

let api: TestApi;
let admin: string;
let supplier: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.tokenFor(demoEmail('Administrator'));
  supplier = await api.tokenFor(demoEmail('Supplier'));
});
afterAll(() => api?.close());

async function list(token: string, variables: Record<string, unknown> = {}) {
  return (
    await api.ok<{ orderExports: { count: number; hits: ExportHit[] } }>(EXPORTS, variables, token)
  ).orderExports;
}

const adminExport = async () =>
  (await list(admin, { limit: 9999 })).hits.find(
    (h) => h.user?.email === demoEmail('Administrator'),
  )!;

describe('orderExports', () => {
  test('an Administrator sees every file, 20 a page, newest first', async () => {
    const page = await list(admin);
    expect(page.count).toBe(await api.rows(orderExports));
    expect(page.hits).toHaveLength(20);
    const times = page.hits.map((h) => Date.parse(h.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const owners = new Set((await list(admin, { limit: 9999 })).hits.map((h) => h.user?.email));
    expect(owners).toEqual(new Set([demoEmail('Supplier'), demoEmail('Administrator')]));
    const next = await list(admin, { offset: 20 });
    expect(next.hits.length).toBe(page.count - 20);
  });

  // Issue 25 (also found): the seed's files listed orders 5000 and 5001; the demo has 1-3000.
  test("every seeded file lists orders that exist, a supplier's file their own orders", async () => {
    const { hits } = await list(admin, { limit: 9999 });
    const listed = [...new Set(hits.flatMap((h) => h.order_ids.map(Number)))];
    expect(listed.length).toBeGreaterThan(0);
    const found = await api.server.db
      .select({ id: orders.id, supplierId: orders.supplierId, email: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.supplierId))
      .where(inArray(orders.id, listed));
    expect(found.map((o) => o.id).sort((a, b) => a - b)).toEqual(listed.sort((a, b) => a - b));
    const supplierOf = new Map(found.map((o) => [String(o.id), o.email]));
    for (const file of hits.filter((h) => h.user?.email === demoEmail('Supplier'))) {
      expect(file.order_ids.map((id) => supplierOf.get(id))).toEqual(
        file.order_ids.map(() => demoEmail('Supplier')),
      );
    }
  });

  test('a Supplier sees only the files exported for them', async () => {
    const own = await list(supplier, { limit: 9999 });
    expect(own.count).toBeGreaterThan(20);
    expect(own.count).toBeLessThan(await api.rows(orderExports));
    expect(own.hits.every((h) => h.user?.email === demoEmail('Supplier'))).toBe(true);
  });

  test('searches file names and order ids', async () => {
    const { hits: all } = await list(admin, { limit: 9999 });
    const target = all[3]!;
    const byName = await list(admin, { search: target.file_name.slice(7, 20) });
    expect(byName.hits.map((h) => h.id)).toContain(target.id);
    expect(byName.hits.every((h) => h.file_name.includes(target.file_name.slice(7, 20)))).toBe(
      true,
    );
    const orderId = target.order_ids[1]!;
    const byOrder = await list(admin, { search: orderId, limit: 9999 });
    expect(byOrder.hits.map((h) => h.id)).toContain(target.id);
    // A short order id may be in a file name's date too: either matches.
    expect(
      byOrder.hits.every(
        (h) => h.order_ids.some((id) => id.includes(orderId)) || h.file_name.includes(orderId),
      ),
    ).toBe(true);
    expect((await list(admin, { search: 'no-such-file' })).count).toBe(0);
  });

  test('from and to are inclusive whole days', async () => {
    const { hits: all } = await list(admin, { limit: 9999 });
    const day = all[5]!.created_at.slice(0, 10);
    const { hits } = await list(admin, { from: day, to: day, limit: 9999 });
    expect(hits.map((h) => h.id).sort()).toEqual(
      all
        .filter((h) => h.created_at.startsWith(day))
        .map((h) => h.id)
        .sort(),
    );
    expect(hits.length).toBeGreaterThan(0);
  });

  test.each(USER_ROLES.filter((r) => r !== 'Administrator' && r !== 'Supplier'))(
    '%s may not list export files',
    async (role) => {
      expect(await api.refused(EXPORTS, {}, await api.tokenFor(demoEmail(role)))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    },
  );

  test('a caller who is not signed in is refused', async () => {
    expect(await api.refused(EXPORTS, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 9999'],
    [{ offset: -5 }, 'offset must be zero or more'],
    [{ from: 'yesterday' }, 'from must be an ISO 8601 date'],
  ])('refuses %j', async (variables, message) => {
    expect(await api.refused(EXPORTS, variables, admin)).toBe(message);
  });
});

describe('downloadFile', () => {
  async function fetchCsv(url: string) {
    // The folder store answers with a path on the API's own origin.
    const res = await fetch(new URL(url, api.server.url));
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: await res.text(),
      disposition: res.headers.get('content-disposition'),
    };
  }

  test('a Supplier downloads their own file: a signed address to the CSV with its name', async () => {
    const [file] = (await list(supplier)).hits;
    const { downloadFile } = await api.ok<{ downloadFile: string }>(
      DOWNLOAD,
      { id: file!.id },
      supplier,
    );
    expect(downloadFile).toMatch(/signature=/);
    const csv = await fetchCsv(downloadFile);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.disposition).toContain(`filename="${file!.file_name}"`);
    expect(csv.body.split('\r\n')).toEqual(['order_id', ...file!.order_ids, '']);
  });

  test('the address stops working once it expires', async () => {
    const [file] = (await list(admin)).hits;
    const { downloadFile } = await api.ok<{ downloadFile: string }>(
      DOWNLOAD,
      { id: file!.id },
      admin,
    );
    api.clock.advance(16 * 60 * 1000);
    try {
      expect((await fetchCsv(downloadFile)).status).toBe(403);
    } finally {
      api.clock.reset();
    }
  });

  test('an Administrator downloads any file; a Supplier never another’s', async () => {
    const file = await adminExport();
    const { downloadFile } = await api.ok<{ downloadFile: string }>(
      DOWNLOAD,
      { id: file.id },
      admin,
    );
    expect((await fetchCsv(downloadFile)).status).toBe(200);
    expect(await api.refused(DOWNLOAD, { id: file.id }, supplier)).toBe(EXPORT_MESSAGES.notFound);
    expect(await api.refused(DOWNLOAD, { id: '999999' }, admin)).toBe(EXPORT_MESSAGES.notFound);
    expect(await api.refused(DOWNLOAD, { id: 'abc' }, admin)).toBe(EXPORT_MESSAGES.notFound);
  });

  test.each(USER_ROLES.filter((r) => r !== 'Administrator' && r !== 'Supplier'))(
    '%s may not download',
    async (role) => {
      const file = await adminExport();
      expect(
        await api.refused(DOWNLOAD, { id: file.id }, await api.tokenFor(demoEmail(role))),
      ).toBe(SERVER_MESSAGES.forbidden);
    },
  );

  test('a caller who is not signed in is refused', async () => {
    expect(await api.refused(DOWNLOAD, { id: '1' })).toBe(SERVER_MESSAGES.notSignedIn);
  });
});
