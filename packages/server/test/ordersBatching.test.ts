import { currentKind } from './databases';
import { demoEmail, startTestApi, type TestApi, isBackgroundStatement } from './harness';

// The orders page asks for a row's site, seller, supplier, customer, carrier, addresses, tracking,
// print files, product type and variant: the one-to-one records come with the page (orderPage),
// the others are one query each for the whole page (DataLoaders), so a page of 100 costs what a
// page of 20 does.

const PAGE = `query Orders($filter: OrderFilter) {
  orders(filter: $filter) {
    count aggs { key doc_count }
    hits { id status site { id user { id } } supplier { id partner_fulfillment_id } customer { id email }
      carrier { code } billing { city } shipping { method_title } tracking { tracking_code }
      print_files { title } product_type { id sku product_type_carriers { price } }
      product_type_variant { id sku } }
  }
}`;

let api: TestApi;
let counting = false;
let queries: string[] = [];

beforeAll(async () => {
  api = await startTestApi({
    onQuery: (sql) => {
      if (counting && !isBackgroundStatement(sql)) queries.push(sql);
    },
  });
});
afterAll(() => api?.close());

async function queriesFor(limit: number): Promise<{ rows: number; queries: number }> {
  const token = await api.tokenFor(demoEmail('Administrator'));
  await api.ok(PAGE, { filter: { limit } }, token);
  queries = [];
  counting = true;
  const data = await api.ok<{ orders: { hits: unknown[] } }>(PAGE, { filter: { limit } }, token);
  counting = false;
  return { rows: data.orders.hits.length, queries: queries.length };
}

test('a page of 100 orders with every relation costs the same queries as a page of 20', async () => {
  const small = await queriesFor(20);
  const large = await queriesFor(100);
  expect(small.rows).toBe(20);
  expect(large.rows).toBe(100);
  expect(large.queries).toBe(small.queries);
  // The caller with their roles, the page with the records its rows show (print files too), the
  // counts, and one per other one-to-many relation asked for (addresses, the type's carriers). On
  // PostgreSQL the page is two: its ids, then their records by a statement whose plan the server
  // keeps.
  expect(large.queries).toBe(currentKind() === 'postgres' ? 6 : 5);
});

test("a page's print files are each order's own, in the order's order", async () => {
  const token = await api.tokenFor(demoEmail('Administrator'));
  const FILES =
    'print_files { id product_type_print_file_id title mockup fileID file_id width height note }';
  const page = await api.ok<{ orders: { hits: { id: string; print_files: unknown[] }[] } }>(
    `query ($filter: OrderFilter) { orders(filter: $filter) { hits { id ${FILES} } } }`,
    { filter: { limit: 100 } },
    token,
  );
  const withFiles = page.orders.hits.filter((o) => o.print_files.length > 0);
  expect(withFiles.length).toBeGreaterThan(0);
  expect(withFiles.some((o) => o.print_files.length > 1)).toBe(true);
  for (const hit of [
    ...withFiles.slice(0, 3),
    page.orders.hits.find((o) => o.print_files.length === 0),
  ]) {
    if (!hit) continue;
    const one = await api.ok<{ order: { print_files: unknown[] } }>(
      `query ($id: ID!) { order(id: $id) { ${FILES} } }`,
      { id: hit.id },
      token,
    );
    expect(hit.print_files).toEqual(one.order.print_files);
  }
});

test("a page asking more of a row's carrier, type or variant than the list shows gets the whole records, one statement each", async () => {
  const token = await api.tokenFor(demoEmail('Administrator'));
  const MORE = `carrier { id name code url status } product_type { id title description images
    attributes { name options { name } } } product_type_variant { id sku base_cost fee_ship
    supplier_costs { user_id cost } }`;
  const page = await api.ok<{ orders: { hits: { id: string; carrier: unknown }[] } }>(
    `query ($filter: OrderFilter) { orders(filter: $filter) { hits { id ${MORE} } } }`,
    { filter: { limit: 50 } },
    token,
  );
  const withCarrier = page.orders.hits.filter((o) => o.carrier !== null);
  expect(withCarrier.length).toBeGreaterThan(0);
  for (const hit of [page.orders.hits[0]!, withCarrier[0]!]) {
    const one = await api.ok<{ order: Record<string, unknown> }>(
      `query ($id: ID!) { order(id: $id) { id ${MORE} } }`,
      { id: hit.id },
      token,
    );
    expect(hit).toEqual(one.order);
  }
  const shown = await queriesOf(`{ orders(filter: { limit: 20 }) { hits { id carrier { name }
    product_type { title } product_type_variant { sku } } } }`);
  const more = await queriesOf(`{ orders(filter: { limit: 20 }) { hits { id ${MORE} } } }`);
  expect(more).toBe(shown + 3);
});

test("a Seller's orders page and dashboard read their sites with the caller, not in a statement of their own", async () => {
  const page = `{ orders(filter: { limit: 20 }) { count aggs { key doc_count } hits { id } } }`;
  const [admin, seller] = [await queriesOf(page, 'Administrator'), await queriesOf(page, 'Seller')];
  expect(seller).toBe(admin);
  // The caller (with their sites), then the status counts and the waiting external orders side
  // by side.
  expect(await queriesOf('{ dashboard { external_order { all } } }', 'Seller')).toBe(3);
});

async function queriesOf(query: string, role = 'Administrator'): Promise<number> {
  const token = await api.tokenFor(demoEmail(role));
  await api.ok(query, {}, token);
  queries = [];
  counting = true;
  await api.ok(query, {}, token);
  counting = false;
  return queries.length;
}
