import { and, eq } from 'drizzle-orm';
import {
  ORDER_MAPPING_MESSAGES as M,
  ORDER_ROW_MESSAGES as R,
  SERVER_MESSAGES,
} from '@podoffice/domain';
import { orderPrintFiles, orders, productTypeVariants, sites } from '../src/db/schema';
import { startDesignHost } from './fakes/designHost';
import { demoEmail, jobEnded, startTestApi, type TestApi } from './harness';

// Issue 26, CSV order import (spec 2 §2, §3 CSV order row and Import history, §5, §7
// importFromCSV, listImportHistory, CheckExistOrders, §8): the dry run reports every refused row
// and writes nothing; the import writes the rows that pass as a job, keeps the import in the
// history with its refused rows as a CSV; importing the same file again makes nothing.

const VALIDATE = `query V($site_id: ID!, $input: [CsvOrderRowInput!]!) {
  validateOrderImport(site_id: $site_id, input: $input) { accepted refused problems { row column message } }
}`;
const IMPORT = `mutation I($site_id: ID!, $input: [CsvOrderRowInput!]!, $origin_name: String!) {
  importFromCSV(site_id: $site_id, input: $input, origin_name: $origin_name) { id }
}`;
const HISTORY = `query H($filter: ImportHistoryFilter) {
  listImportHistory(filter: $filter) { count hits { id site_id origin_name done failed user_name has_refused } }
}`;
const DOWNLOAD = `mutation D($id: ID!) { downloadImportRefused(id: $id) }`;
const EXIST = `query E($site_id: ID!, $inputs: [OrderItemInput!]!) { CheckExistOrders(site_id: $site_id, inputs: $inputs) { origin_id item } }`;

let api: TestApi;
let designs: Awaited<ReturnType<typeof startDesignHost>>;
let seller: string;
let siteId: string;
let otherSite: string;
let variant: string;

const row = (n: number, overrides: Record<string, unknown> = {}, shipping: object = {}) => ({
  row: n,
  orderNumber: `CSV-${n}`,
  variantID: variant,
  shippingMethod: 'Standard',
  quantity: '1',
  shipping: {
    firstName: 'Ada',
    lastName: 'Byron',
    address1: '12 Analytical Row',
    city: 'London',
    state: 'London',
    zipCode: 'N1 7AA',
    countryCode: 'GB',
    email: 'ada@example.com',
    ...shipping,
  },
  ...overrides,
});

/** Two good rows and four refused: an empty Last Name (a formula in its City), quantity 0, an unknown variant, a repeat. */
const FILE = () => [
  row(2),
  row(3, {}, { lastName: ' ', city: '=HYPERLINK("http://evil.example","x")' }),
  row(4, { quantity: '0' }),
  row(5, { variantID: '2000000' }),
  row(6, { orderNumber: 'CSV-2' }),
  row(7, { orderNumber: 'CSV-7' }),
];

const waitJob = (id: string) => jobEnded(api, id, seller);

beforeAll(async () => {
  designs = await startDesignHost();
  api = await startTestApi({ files: { downloadPrivate: true } });
  seller = await api.tokenFor(demoEmail('Seller'));
  const sellerId = await api.idOf(demoEmail('Seller'));
  const [own] = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.userId, sellerId), eq(sites.platform, 'shopify')));
  const [other] = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.userId, await api.idOf('seller2@podoffice.test')));
  [siteId, otherSite] = [String(own!.id), String(other!.id)];
  const [used] = await api.server.db
    .select({ id: orders.productTypeVariantId })
    .from(orders)
    .limit(1);
  variant = String(used!.id);
});
afterAll(async () => {
  await api?.close();
  await designs?.close();
});

test('the dry run names each refused row, its column and what to fix, and writes nothing', async () => {
  const before = await api.rows(orders);
  const { validateOrderImport } = await api.ok<{
    validateOrderImport: { accepted: number; refused: number; problems: unknown[] };
  }>(VALIDATE, { site_id: siteId, input: FILE() }, seller);
  expect(validateOrderImport).toEqual({
    accepted: 2,
    refused: 4,
    problems: [
      { row: 3, column: 'Last Name', message: R.emptyField('Last Name') },
      { row: 4, column: 'Quantity', message: R.quantity },
      { row: 5, column: 'Variant ID', message: R.variantNotFound },
      { row: 6, column: 'Order Number', message: R.repeatedInFile(2) },
    ],
  });
  expect(await api.rows(orders)).toBe(before);
});

test('the import makes the rows that pass, keeps the file in the history with its refused rows; the same file again makes nothing', async () => {
  const started = await api.ok<{ importFromCSV: { id: string } }>(
    IMPORT,
    { site_id: siteId, input: FILE(), origin_name: 'november.csv' },
    seller,
  );
  const job = await waitJob(started.importFromCSV.id);
  expect(JSON.parse(job.result!)).toMatchObject({ done: 2, failed: 4, message: R.done(2, 4) });
  const made = await api.server.db
    .select({ originId: orders.originId, priceCents: orders.priceCents })
    .from(orders)
    .where(eq(orders.siteId, Number(siteId)));
  expect(
    made
      .filter((o) => o.originId.startsWith('CSV-'))
      .map((o) => o.originId)
      .sort(),
  ).toEqual(['CSV-2', 'CSV-7']);

  const { listImportHistory } = await api.ok<{
    listImportHistory: {
      count: number;
      hits: {
        id: string;
        origin_name: string;
        done: number;
        failed: number;
        user_name: string;
        has_refused: boolean;
      }[];
    };
  }>(HISTORY, { filter: { search: 'november' } }, seller);
  expect(listImportHistory.hits[0]).toMatchObject({
    origin_name: 'november.csv',
    done: 2,
    failed: 4,
    user_name: 'Sam Carter',
    has_refused: true,
  });
  const { downloadImportRefused: url } = await api.ok<{ downloadImportRefused: string }>(
    DOWNLOAD,
    { id: listImportHistory.hits[0]!.id },
    seller,
  );
  const csv = await (await fetch(new URL(url, api.server.url))).text();
  expect(csv).toContain(`Last Name: ${R.emptyField('Last Name')}`);
  // The one CSV writer neutralises formulas (issue 23).
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

  const again = await api.ok<{ importFromCSV: { id: string } }>(
    IMPORT,
    {
      site_id: siteId,
      input: [row(2), row(7, { orderNumber: 'CSV-7' })],
      origin_name: 'again.csv',
    },
    seller,
  );
  expect(JSON.parse((await waitJob(again.importFromCSV.id)).result!)).toMatchObject({
    done: 0,
    failed: 2,
  });
  const exist = await api.ok<{ CheckExistOrders: unknown[] }>(
    EXIST,
    {
      site_id: siteId,
      inputs: [
        { origin_id: 'CSV-2', item: variant },
        { origin_id: 'CSV-3', item: variant },
      ],
    },
    seller,
  );
  expect(exist.CheckExistOrders).toEqual([{ origin_id: 'CSV-2', item: variant }]);
});

test("a row's designs are downloaded onto its order's print areas (by name, Design_n on the n-th)", async () => {
  const started = await api.ok<{ importFromCSV: { id: string } }>(
    IMPORT,
    {
      site_id: siteId,
      input: [
        row(2, {
          orderNumber: 'CSV-D1',
          designs: [{ name: 'Design_1', design_link: `${designs.url}/front.png` }],
        }),
      ],
      origin_name: 'designs.csv',
    },
    seller,
  );
  expect(JSON.parse((await waitJob(started.importFromCSV.id)).result!)).toMatchObject({ done: 1 });
  const [made] = await api.server.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, Number(siteId)), eq(orders.originId, 'CSV-D1')));
  const firstArea = async () =>
    (
      await api.server.db
        .select({ fileId: orderPrintFiles.fileId })
        .from(orderPrintFiles)
        .where(eq(orderPrintFiles.orderId, made!.id))
        .orderBy(orderPrintFiles.id)
    )[0]?.fileId ?? null;
  for (let i = 0; i < 200 && (await firstArea()) === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await firstArea()).not.toBeNull();
});

test('who may import and read the history; limits', async () => {
  const input = [row(2)];
  expect(await api.refused(VALIDATE, { site_id: otherSite, input }, seller)).toBe(R.notYourSite);
  for (const role of ['Supplier', 'Supporter', 'Listing', 'Accounting']) {
    const token = await api.tokenFor(demoEmail(role));
    expect(await api.refused(IMPORT, { site_id: siteId, input, origin_name: 'x.csv' }, token)).toBe(
      SERVER_MESSAGES.forbidden,
    );
  }
  const supporter = await api.tokenFor(demoEmail('Supporter'));
  const all = await api.ok<{ listImportHistory: { count: number } }>(HISTORY, {}, supporter);
  expect(all.listImportHistory.count).toBeGreaterThan(0);
  const theirs = await api.ok<{ listImportHistory: { count: number } }>(
    HISTORY,
    {},
    await api.tokenFor('seller2@podoffice.test'),
  );
  expect(theirs.listImportHistory.count).toBe(0);
  expect(await api.refused(HISTORY, {}, await api.tokenFor(demoEmail('Supplier')))).toBe(
    SERVER_MESSAGES.forbidden,
  );
  expect(await api.refused(VALIDATE, { site_id: siteId, input: [] }, seller)).toBe(R.noRows);
  const many = Array.from({ length: 5_001 }, (_, i) => ({ row: i + 2 }));
  expect(await api.refused(VALIDATE, { site_id: siteId, input: many }, seller)).toBe(R.tooManyRows);
});

// A shop's own export through Mapping Order Fields (spec 2 §5, §7 ImportOrder): one row at a time,
// with the product type variant the seller chose; templates kept as site settings (§3).
const IMPORT_ORDER = `mutation O($data: ImportOrderInput!) { ImportOrder(data: $data) { id origin_id item message } }`;
const MAPPINGS = `query M($site_id: ID!, $ids: [String!]!) {
  importedProductMappings(site_id: $site_id, product_origin_ids: $ids) { product_origin_id product_variation product_type_id variant_id }
}`;
const SAVE_SETTING = `mutation S($input: SiteSettingInput!) { createSiteSetting(input: $input) { name value } }`;
const SETTINGS = `query G($site_id: ID) { getSiteSettings(site_id: $site_id) { name value } }`;

const shopRow = (originId: string, overrides: Record<string, unknown> = {}) => ({
  origin_id: originId,
  item: '11',
  quantity: '2',
  price: '0',
  site_id: siteId,
  product_origin_id: 'P-501',
  product_title: 'Cat tee',
  product_variation: 'Black / M',
  customer: { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com', phone: '' },
  shipping: {
    first_name: 'Ada',
    last_name: 'Byron',
    address1: '12 Analytical Row',
    city: 'London',
    country: 'United Kingdom',
    country_code: 'GB',
    zip: 'N1 7AA',
    state: 'London',
  },
  ...overrides,
});

test('ImportOrder makes a row its order once and remembers the product for the next rows', async () => {
  const [{ typeId }] = (await api.server.db
    .select({ typeId: productTypeVariants.productTypeId })
    .from(productTypeVariants)
    .where(eq(productTypeVariants.id, Number(variant)))) as [{ typeId: number }];
  const data = (order: object, extra: Record<string, unknown> = {}) => ({
    product_type_ids: [String(typeId)],
    product_origin_id: 'P-501',
    product_title: 'Cat tee',
    selected_variant_type_id: variant,
    order,
    ...extra,
  });
  const { ImportOrder } = await api.ok<{ ImportOrder: { id: string; message: string } }>(
    IMPORT_ORDER,
    { data: data(shopRow('#S-1001')) },
    seller,
  );
  expect(ImportOrder.message).toBe('Successfuly to import order #S-1001 item 11');
  const [made] = await api.server.db
    .select({
      quantity: orders.quantity,
      siteId: orders.siteId,
      variant: orders.productTypeVariantId,
    })
    .from(orders)
    .where(eq(orders.id, Number(ImportOrder.id)));
  expect(made).toEqual({ quantity: 2, siteId: Number(siteId), variant: Number(variant) });
  expect(await api.refused(IMPORT_ORDER, { data: data(shopRow('S-1001')) }, seller)).toBe(
    R.alreadyImported,
  );
  const { importedProductMappings } = await api.ok<{ importedProductMappings: unknown[] }>(
    MAPPINGS,
    { site_id: siteId, ids: ['P-501', 'P-999'] },
    seller,
  );
  expect(importedProductMappings).toEqual([
    {
      product_origin_id: 'P-501',
      product_variation: 'Black / M',
      product_type_id: String(typeId),
      variant_id: variant,
    },
  ]);

  // Bad input changes nothing: each with its message.
  const before = await api.rows(orders);
  const refusedWith = (d: object, token = seller) => api.refused(IMPORT_ORDER, { data: d }, token);
  expect(await refusedWith(data(shopRow('S-2', { customer: { email: '' } })))).toBe(
    R.emptyField('Customer Email'),
  );
  expect(await refusedWith(data(shopRow('S-2', { quantity: '0' })))).toBe(R.quantity);
  expect(await refusedWith(data(shopRow('S-2'), { product_type_ids: [String(typeId + 1)] }))).toBe(
    M.variantNotOfTypes,
  );
  expect(await refusedWith(data(shopRow('S-2'), { selected_variant_type_id: '2000000' }))).toBe(
    R.variantNotFound,
  );
  expect(await refusedWith(data(shopRow('S-2'), { product_origin_id: 'P-502' }))).toBe(
    M.notOfThisFile,
  );
  expect(await refusedWith(data(shopRow('S-2', { site_id: otherSite })))).toBe(R.notYourSite);
  for (const role of ['Supplier', 'Supporter', 'Listing', 'Accounting']) {
    const token = await api.tokenFor(demoEmail(role));
    expect(await refusedWith(data(shopRow('S-2')), token)).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(MAPPINGS, { site_id: siteId, ids: ['P-501'] }, token)).toBe(
      SERVER_MESSAGES.forbidden,
    );
  }
  expect(await api.rows(orders)).toBe(before);
});

test('order import templates: added as site settings, never twice, never Woo; bad ones refused', async () => {
  const save = (name: string, value: string, token = seller) =>
    api.gql(SAVE_SETTING, { input: { site_id: siteId, name, value } }, token);
  const mapping = JSON.stringify({ originId: 'Name', item: 'Lineitem id' });
  const saved = await api.ok<{ createSiteSetting: { name: string; value: string } }>(
    SAVE_SETTING,
    { input: { site_id: siteId, name: 'order_import_setting_Shopify export', value: mapping } },
    seller,
  );
  expect(saved.createSiteSetting).toEqual({
    name: 'order_import_setting_Shopify export',
    value: mapping,
  });
  const refusal = async (name: string, value = mapping) =>
    (await save(name, value)).errors?.[0]?.message;
  expect(await refusal('order_import_setting_shopify EXPORT')).toBe(M.templateExists);
  expect(await refusal('order_import_setting_Woo')).toBe(M.templateExists);
  expect(await refusal('order_import_setting_ ')).toBe(M.templateName);
  expect(await refusal('order_import_setting_Etsy', '{"price":"Total"}')).toBe(M.templateInvalid);
  expect(await refusal('order_import_setting_Etsy', '{}')).toBe(M.templateInvalid);
  const { getSiteSettings } = await api.ok<{ getSiteSettings: { name: string }[] }>(
    SETTINGS,
    { site_id: siteId },
    seller,
  );
  expect(getSiteSettings.filter((s) => s.name.startsWith('order_import_setting_'))).toHaveLength(1);
  // Another seller's site reads as missing; a Supplier has no site settings.
  const other = await api.gql(
    SAVE_SETTING,
    { input: { site_id: otherSite, name: 'order_import_setting_X', value: mapping } },
    seller,
  );
  expect(other.errors?.[0]?.message).toBe(SERVER_MESSAGES.siteNotFound);
  expect(
    (await save('order_import_setting_X', mapping, await api.tokenFor(demoEmail('Supplier'))))
      .errors?.[0]?.message,
  ).toBe(SERVER_MESSAGES.forbidden);
});
