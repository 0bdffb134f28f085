import { demoEmail, startTestApi, type TestApi, isBackgroundStatement } from './harness';

// A page of product types with every nested list: DataLoaders make it a handful of statements,
// the same for a page of 1 as for a page of 12.
const LIST = `query L($filter: ProductTypeFilter) {
  productTypes(filter: $filter) {
    count
    hits { id sku categories { id title } print_files { id title } suppliers { id first_name }
      product_type_carriers { carrier_id price carrier { id code } } totalVariant }
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

async function countedPage(limit: number) {
  const token = await api.tokenFor(demoEmail('Listing'));
  queries = [];
  counting = true;
  try {
    const data = await api.ok<{ productTypes: { hits: { totalVariant: number }[] } }>(
      LIST,
      { filter: { limit } },
      token,
    );
    return { hits: data.productTypes.hits, statements: queries.length };
  } finally {
    counting = false;
  }
}

test('a page of product types with its nested lists costs as many queries as a page of 1', async () => {
  const one = await countedPage(1);
  const page = await countedPage(50);
  expect(page.hits.length).toBeGreaterThan(10);
  expect(page.hits.some((t) => t.totalVariant === 2000)).toBe(true);
  expect(page.statements).toBe(one.statements);
  // The caller, the page, its count, categories, print areas, suppliers, carriers, their
  // carriers and the variant counts.
  expect(page.statements).toBeLessThanOrEqual(10);
});
