import { eq } from 'drizzle-orm';
import {
  DTF_PARTNER_NAME,
  DTF_PARTNER_SUPPLIER_ID,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { partnerFulfillments, roles, userRoles, users } from '../src/db/schema';
import { fakePrintTypes, startFakePartner, type FakePartner } from '../src/demo/fakes/partner';
import { PARTNER_MESSAGES } from '../src/graphql/partners/resolvers';
import { PARTNER_CACHE_MS } from '../src/partners';
import { DEMO_SUPPLIER_PARTNER, DTF_PARTNER_DEMO } from '../src/seed/partners';
import { partnerCredentialsRefused } from '../src/graphql/accounts/messages';
import { demoEmail, startTestApi, type TestApi } from './harness';

// partnerCatalogs (spec 2 §7) over the real server, its partner client pointed at the fake partner
// with PARTNER_BASE_URL's setting, and the seeded direct-to-film partner (supplier 193).

const CATALOGS = `query ($id: ID!) {
  partnerCatalogs(PartnerFulfillmentID: $id) {
    count
    hits { product_id blank sku quantity type size color method placement }
  }
}`;

interface CatalogList {
  partnerCatalogs: {
    count: number;
    hits: Record<string, string | number>[];
  };
}

let api: TestApi;
let fake: FakePartner;
let colorId: string;

beforeAll(async () => {
  fake = await startFakePartner();
  api = await startTestApi({ partners: { baseUrl: fake.url } });
  const [row] = await api.server.db
    .select({ id: partnerFulfillments.id })
    .from(partnerFulfillments)
    .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
  colorId = String(row?.id);
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.behaviour.failWith = undefined;
  // Each test starts with an empty partner cache: a minute later than the last.
  api.clock.advance(PARTNER_CACHE_MS + 1);
});

const token = (role: UserRole) => api.tokenFor(demoEmail(role));

describe('the seeded direct-to-film partner', () => {
  test('is supplier 193, Color Ecommerce, with its partner fulfillment', async () => {
    const [user] = await api.server.db
      .select()
      .from(users)
      .where(eq(users.id, DTF_PARTNER_SUPPLIER_ID));
    expect(user).toMatchObject({
      email: DTF_PARTNER_DEMO.email,
      firstName: 'Color',
      lastName: 'Ecommerce',
      status: true,
    });
    const roleNames = await api.server.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, DTF_PARTNER_SUPPLIER_ID));
    expect(roleNames).toEqual([{ name: 'Supplier' }]);
    const [partner] = await api.server.db
      .select()
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
    expect(partner).toMatchObject({
      name: DTF_PARTNER_NAME,
      domain: DTF_PARTNER_DEMO.partner.domain,
    });
  });

  test('its print areas are the placements of its print types (variants map to them)', async () => {
    const [partner] = await api.server.db
      .select({ printAreas: partnerFulfillments.printAreas })
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
    expect(new Set(partner?.printAreas as string[])).toEqual(
      new Set(fakePrintTypes().map((p) => p.placement)),
    );
  });

  test('accounts created after the seed continue after id 193', async () => {
    const [created] = await api.server.db
      .insert(users)
      .values({
        email: 'after-193@podoffice.test',
        passwordHash: 'x',
        firstName: 'After',
        lastName: 'Seed',
      })
      .returning({ id: users.id });
    expect(created?.id).toBeGreaterThan(DTF_PARTNER_SUPPLIER_ID);
    await api.server.db.delete(users).where(eq(users.id, created?.id ?? 0));
  });
});

describe('the seeded DTF Tee, printed by the partner', () => {
  test('its variants map to print types the partner lists, with the partner as default and its placements', async () => {
    const listing = await token('Listing');
    const { productTypes } = await api.ok<{
      productTypes: { hits: { id: string; suppliers: { id: string }[] }[] };
    }>(
      '{ productTypes(filter: { search: "DTF Tee" }) { hits { id suppliers { id } } } }',
      {},
      listing,
    );
    expect(productTypes.hits).toHaveLength(1);
    const [tee] = productTypes.hits;
    expect(tee!.suppliers.map((s) => s.id)).toEqual([String(DTF_PARTNER_SUPPLIER_ID)]);
    const { productTypeById } = await api.ok<{
      productTypeById: {
        print_files: { id: string; title: string }[];
        variants: {
          sku: string;
          attributes: { slug: string; option: string }[];
          partner_default_id: string | null;
          partner_variants: {
            partner_variant_id: string;
            partner_fulfillment_id: string;
            sku: string;
          }[];
          mapping_partner_print_areas: {
            partner_id: string;
            partner_key: string;
            product_type_print_area_id: string;
          }[];
        }[];
      };
    }>(
      `query ($id: ID!) { productTypeById(id: $id) { print_files { id title } variants { sku
        attributes { slug option } partner_default_id
        partner_variants { partner_variant_id partner_fulfillment_id sku }
        mapping_partner_print_areas { partner_id partner_key product_type_print_area_id } } } }`,
      { id: tee!.id },
      listing,
    );
    const catalogue = new Map(
      (await api.ok<CatalogList>(CATALOGS, { id: colorId }, listing)).partnerCatalogs.hits.map(
        (hit) => [hit.sku as string, hit],
      ),
    );
    const areaIds = Object.fromEntries(productTypeById.print_files.map((p) => [p.title, p.id]));
    expect(productTypeById.variants).toHaveLength(30);
    for (const variant of productTypeById.variants) {
      expect(variant.partner_default_id).toBe(colorId);
      expect(variant.mapping_partner_print_areas).toEqual([
        { partner_id: colorId, partner_key: 'front', product_type_print_area_id: areaIds.Front },
        { partner_id: colorId, partner_key: 'back', product_type_print_area_id: areaIds.Back },
        {
          partner_id: colorId,
          partner_key: 'left_sleeve',
          product_type_print_area_id: areaIds['Left Sleeve'],
        },
        {
          partner_id: colorId,
          partner_key: 'right_sleeve',
          product_type_print_area_id: areaIds['Right Sleeve'],
        },
      ]);
      const option = (slug: string) => variant.attributes.find((a) => a.slug === slug)!.option;
      const hits = variant.partner_variants.map((p) => {
        expect(p.partner_fulfillment_id).toBe(colorId);
        expect(p.sku).toBe(p.partner_variant_id);
        return catalogue.get(p.partner_variant_id);
      });
      expect(hits.map((h) => [h?.blank, h?.color, h?.size, h?.placement])).toEqual(
        ['front', 'back', 'left_sleeve', 'right_sleeve'].map((placement) => [
          'Gildan 5000',
          option('color'),
          option('size'),
          placement,
        ]),
      );
    }
  });

  test('the partner supplier reads its type in its own list, with its partner data', async () => {
    const partner = await api.tokenFor(DTF_PARTNER_DEMO.email);
    const { productTypes } = await api.ok<{
      productTypes: { hits: { id: string; sku: string }[] };
    }>('{ productTypes { hits { id sku } } }', {}, partner);
    expect(productTypes.hits.map((t) => t.sku)).toEqual(['DTF']);
    const { productTypeById } = await api.ok<{
      productTypeById: {
        variants: { partner_default_id: string | null; partner_variants: unknown[] }[];
      };
    }>(
      'query ($id: ID!) { productTypeById(id: $id) { variants { partner_default_id partner_variants { sku } } } }',
      { id: productTypes.hits[0]!.id },
      partner,
    );
    expect(productTypeById.variants[0]!.partner_default_id).toBe(colorId);
    expect(productTypeById.variants[0]!.partner_variants).toHaveLength(4);
  });
});

describe('partnerCatalogs', () => {
  test.each<UserRole>(['Administrator', 'Listing'])(
    '%s reads the whole list of print types, page by page from the partner',
    async (role) => {
      const before = fake.requests.length;
      const { partnerCatalogs } = await api.ok<CatalogList>(
        CATALOGS,
        { id: colorId },
        await token(role),
      );
      const all = fakePrintTypes();
      expect(partnerCatalogs.count).toBe(all.length);
      expect(partnerCatalogs.hits).toHaveLength(all.length);
      expect(partnerCatalogs.hits[0]).toEqual({
        product_id: '1001',
        blank: 'Gildan 5000',
        sku: 'G5000-BLK-S-FR',
        quantity: all[0]!.stock,
        type: 'T-Shirt',
        size: 'S',
        color: 'Black',
        method: 'DTF',
        placement: 'front',
      });
      expect(fake.requests.slice(before).map((r) => r.query.get('page'))).toEqual([
        '1',
        '2',
        '3',
        '4',
      ]);
    },
  );

  test("the demo supplier's own partner (DTF Express) is served by the fake as well", async () => {
    const supplierId = await api.idOf(demoEmail('Supplier'));
    const [row] = await api.server.db
      .select({ id: partnerFulfillments.id, name: partnerFulfillments.name })
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, supplierId));
    expect(row?.name).toBe('DTF Express');
    const { partnerCatalogs } = await api.ok<CatalogList>(
      CATALOGS,
      { id: String(row?.id) },
      await token('Listing'),
    );
    expect(partnerCatalogs.count).toBe(fakePrintTypes().length);
  });

  test.each(USER_ROLES.filter((role) => role !== 'Administrator' && role !== 'Listing'))(
    '%s is refused and the partner is not asked',
    async (role) => {
      const before = fake.requests.length;
      expect(await api.refused(CATALOGS, { id: colorId }, await token(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
      expect(fake.requests.length).toBe(before);
    },
  );

  test('an anonymous caller is told to sign in', async () => {
    expect(await api.refused(CATALOGS, { id: colorId })).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('a list read within a minute comes from the cache; after it, from the partner again', async () => {
    const admin = await token('Administrator');
    await api.ok(CATALOGS, { id: colorId }, admin);
    const loaded = fake.requests.length;
    await api.ok(CATALOGS, { id: colorId }, admin);
    expect(fake.requests.length).toBe(loaded);
    api.clock.advance(PARTNER_CACHE_MS + 1);
    await api.ok(CATALOGS, { id: colorId }, admin);
    expect(fake.requests.length).toBe(loaded + 4);
  });

  test.each(['999999', 'abc', '0'])('an unknown id (%s) is not found', async (id) => {
    expect(await api.refused(CATALOGS, { id }, await token('Administrator'))).toBe(
      PARTNER_MESSAGES.notFound,
    );
  });

  test('a partner fulfillment without credentials is refused before the partner is asked', async () => {
    const supplierId = await api.idOf(demoEmail('Supplier'));
    const [row] = await api.server.db
      .select()
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, supplierId));
    await api.server.db
      .update(partnerFulfillments)
      .set({ apiKey: '' })
      .where(eq(partnerFulfillments.id, row!.id));
    try {
      const before = fake.requests.length;
      expect(await api.refused(CATALOGS, { id: String(row!.id) }, await token('Listing'))).toBe(
        PARTNER_MESSAGES.noCredentials(row!.name),
      );
      expect(fake.requests.length).toBe(before);
    } finally {
      await api.server.db
        .update(partnerFulfillments)
        .set({ apiKey: row!.apiKey })
        .where(eq(partnerFulfillments.id, row!.id));
    }
  });

  test('a partner that refuses the credentials or fails is named, with the reason', async () => {
    const admin = await token('Administrator');
    // Another seeded supplier's partner is not one the fake knows: it answers 404.
    const [other] = await api.server.db
      .select()
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.name, 'Sato Print Co'));
    const unknown = await api.gql(CATALOGS, { id: String(other!.id) }, admin);
    expect(unknown.errors?.[0]).toMatchObject({
      message: `The partner ${other!.name} answered with an error (HTTP 404)`,
      extensions: { code: 'BAD_GATEWAY' },
    });

    fake.behaviour.failWith = 500;
    expect(await api.refused(CATALOGS, { id: colorId }, admin)).toBe(
      'The partner Color Ecommerce answered with an error (HTTP 500)',
    );
    // A failed load is not kept: the partner is asked again once it is back.
    fake.behaviour.failWith = undefined;
    const { partnerCatalogs } = await api.ok<CatalogList>(CATALOGS, { id: colorId }, admin);
    expect(partnerCatalogs.count).toBe(fakePrintTypes().length);

    await api.server.db
      .update(partnerFulfillments)
      .set({ apiSignature: 'ce_sig_wrong' })
      .where(eq(partnerFulfillments.id, Number(colorId)));
    try {
      expect(await api.refused(CATALOGS, { id: colorId }, admin)).toBe(
        'The partner Color Ecommerce refused its API key or signature (HTTP 401): check the partner fulfillment of its supplier',
      );
    } finally {
      await api.server.db
        .update(partnerFulfillments)
        .set({ apiSignature: DTF_PARTNER_DEMO.partner.apiSignature })
        .where(eq(partnerFulfillments.id, Number(colorId)));
    }
  });
});

describe('partnerFulfillments', () => {
  const LIST = `query ($limit: Int, $filter: PartnerFulfillmentFilter) {
    partnerFulfillments(limit: $limit, filter: $filter) { id name }
  }`;

  test('takes filter{limit} as spec 2 §7 sends it, 20 at most by default', async () => {
    const admin = await token('Administrator');
    const one = await api.ok<{ partnerFulfillments: { name: string }[] }>(
      LIST,
      { filter: { limit: 1 } },
      admin,
    );
    expect(one.partnerFulfillments).toHaveLength(1);
    const all = await api.ok<{ partnerFulfillments: { name: string }[] }>(LIST, {}, admin);
    expect(all.partnerFulfillments.length).toBeLessThanOrEqual(20);
    expect(all.partnerFulfillments.map((p) => p.name)).toContain(DTF_PARTNER_NAME);
  });

  test('Listing lists the partners for the variant grid, but not their API credentials', async () => {
    const listing = await token('Listing');
    const names = await api.ok<{ partnerFulfillments: { id: string; name: string }[] }>(
      LIST,
      { filter: { limit: 20 } },
      listing,
    );
    expect(names.partnerFulfillments.map((p) => p.name)).toContain(DTF_PARTNER_NAME);
    for (const field of ['api_key', 'api_signature']) {
      expect(
        await api.refused(
          `{ partnerFulfillments(filter: { limit: 20 }) { id ${field} } }`,
          {},
          listing,
        ),
      ).toBe(partnerCredentialsRefused(field));
    }
  });

  test('Administrators read the credentials; a supplier reads its own through its account', async () => {
    const all = await api.ok<{ partnerFulfillments: { name: string; api_key: string }[] }>(
      '{ partnerFulfillments { name api_key } }',
      {},
      await token('Administrator'),
    );
    expect(all.partnerFulfillments.find((p) => p.name === DTF_PARTNER_NAME)?.api_key).toBe(
      DTF_PARTNER_DEMO.partner.apiKey,
    );
    const supplier = await token('Supplier');
    const id = await api.idOf(demoEmail('Supplier'));
    const own = await api.ok<{
      userById: { partner_fulfillment: { name: string; api_key: string; api_signature: string } };
    }>(
      'query ($id: ID!) { userById(id: $id) { partner_fulfillment { name api_key api_signature } } }',
      { id: String(id) },
      supplier,
    );
    expect(own.userById.partner_fulfillment).toEqual({
      name: DEMO_SUPPLIER_PARTNER.name,
      api_key: DEMO_SUPPLIER_PARTNER.apiKey,
      api_signature: DEMO_SUPPLIER_PARTNER.apiSignature,
    });
  });

  test.each<UserRole>(['Seller', 'Supplier', 'Supporter', 'Accounting'])(
    '%s does not list partner fulfillments',
    async (role) => {
      expect(await api.refused(LIST, {}, await token(role))).toBe(SERVER_MESSAGES.forbidden);
    },
  );
});
