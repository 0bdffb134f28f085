import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DESIGN_MESSAGES,
  PRODUCT_MESSAGES as M,
  SERVER_MESSAGES,
  USER_ROLES,
  fromCents,
} from '@podoffice/domain';
import {
  files,
  orders,
  productStores,
  productTypePrintAreas,
  products,
  siteVariantMappings,
} from '../src/db/schema';
import { startFakePlatforms, type FakePlatforms } from '../src/demo/fakes';
import { PRODUCT_EDIT_MESSAGES } from '../src/graphql/products/edits';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/graphql/products/push';
import { sellableVariants } from './fakes/sellableVariants';
import { connectShop } from './fakes/siteOperations';
import { demoEmail, jobEnded, startTestApi, type TestApi } from './harness';

// Issue 28, products (spec 2 §2 Products, §3 Product, §5 prices, title and SKU, §6, §7, §8): a
// product is made on the seller's shop (the fake Shopify and WooCommerce speak the platforms' REST
// APIs), then registered with its variants, store and variant mappings, so the shop's orders of it
// arrive as internal orders; a registration that fails removes it from the shop again.

const LIST = `query List($filter: ProductFilter) {
  products(filter: $filter) { count hits { id sku title user_id short_link productStore { site_id origin_id permalink platform } } }
}`;
const BY_ID = `query One($id: ID!) {
  productByID(id: $id) {
    id sku title description tags categories
    variants { sku product_type_variant_id regular_price sale_price base_cost design_status }
    productStore { site_id origin_id }
  }
}`;
const CREATE = `mutation Create($input: CreateProductInput!) { createProduct(input: $input) { id status } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id title } }`;
const DELETE = `mutation Delete($id: ID!, $onStore: Boolean) { deleteProduct(product_id: $id, isDelOnStore: $onStore) }`;
const RESET = `mutation Reset($id: ID!) { resetVariantsPrintFiles(product_id: $id) { id } }`;

const SHOP = 'products.myshopify.com';
const WOO_SHOP = 'products-woo.example';

let fakes: FakePlatforms;
let api: TestApi;
let seller: string;
let seller2: string;
let admin: string;
let shopSite: number;
let wooSite: number;
/** Sellable variants: two of one type, one of another type of the same first category, one of another category. */
let pair: { id: number; typeId: number; baseCents: number }[];
let sameCategory: { id: number; typeId: number; baseCents: number };
let otherCategory: { id: number; typeId: number; baseCents: number };

const connect = (platform: 'shopify' | 'shopbase' | 'woocommerce', host: string) =>
  connectShop(api, fakes, seller, platform, host);

const price = (cents: number, extra: number) => fromCents(cents + extra);

function input(overrides: Record<string, unknown> = {}) {
  return {
    site_id: String(shopSite),
    push_key: randomUUID(),
    title: 'Sunset Tee',
    description: '<p>Soft <b>cotton</b><script>alert(1)</script></p>',
    tags: ['summer', 'sunset'],
    categories: ['Tees'],
    variants: pair.map((v) => ({
      product_type_variant_id: String(v.id),
      regular_price: price(v.baseCents, 1500),
      sale_price: price(v.baseCents, 1000),
    })),
    ...overrides,
  };
}

// A push is several HTTP calls to the fake shop and a transaction; the first also loads the HTML
// sanitiser (jsdom): about 6 s on a quiet machine, so a loaded CI machine gets room.
jest.setTimeout(90_000);

/** A push's end, waited for up to 60 s (the harness's default is 10). */
const pushEnded = (id: string, token: string) => jobEnded(api, id, token, 60_000);

/** Pushes and waits: the job's end and the product it registered. */
async function push(values: Record<string, unknown>, token = seller) {
  const { createProduct } = await api.ok<{ createProduct: { id: string } }>(
    CREATE,
    { input: values },
    token,
  );
  const job = await pushEnded(createProduct.id, token);
  const result = job.result
    ? (JSON.parse(job.result) as { productId: string; message: string })
    : null;
  return { job, jobId: createProduct.id, result };
}

beforeAll(async () => {
  fakes = await startFakePlatforms();
  api = await startTestApi({ platforms: fakes.config() });
  [seller, seller2, admin] = await Promise.all([
    api.tokenFor(demoEmail('Seller')),
    api.tokenFor('seller2@podoffice.test'),
    api.tokenFor(demoEmail('Administrator')),
  ]);
  shopSite = await connect('shopify', SHOP);
  wooSite = await connect('woocommerce', WOO_SHOP);
  ({ pair, sameCategory, otherCategory } = await sellableVariants(api.server.db));
});
afterAll(async () => {
  await api?.close();
  await fakes?.close();
});

describe('putting a product on a shop', () => {
  let productId: string;

  test('a Seller pushes a product to their Shopify shop: the shop holds it with its variants, prices, collection and tags; it is registered', async () => {
    const { job, result } = await push(input({ sku: 'SUNSET-1' }));
    expect(job.status).toBe('done');
    expect(result?.message).toBe(M.created);
    productId = result!.productId;

    const made = fakes.shopify.madeProducts.get(SHOP) ?? [];
    expect(made).toHaveLength(1);
    const shopProduct = made[0]!;
    expect(shopProduct).toMatchObject({
      title: 'Sunset Tee',
      tags: ['summer', 'sunset'],
      categories: ['Tees'],
    });
    expect(shopProduct.body_html).toBe('<p>Soft <b>cotton</b></p>');
    expect(shopProduct.variants.map((v) => [v.price, v.compare_at_price])).toEqual(
      pair.map((v) => [price(v.baseCents, 1000).toFixed(2), price(v.baseCents, 1500).toFixed(2)]),
    );

    const { productByID } = await api.ok<{
      productByID: {
        sku: string;
        description: string;
        variants: {
          sale_price: number;
          regular_price: number;
          base_cost: number;
          design_status: boolean;
        }[];
        productStore: { site_id: string; origin_id: string }[];
      };
    }>(BY_ID, { id: productId }, seller);
    expect(productByID.sku).toBe('SUNSET-1');
    expect(productByID.productStore).toEqual([
      { site_id: String(shopSite), origin_id: String(shopProduct.id) },
    ]);
    expect(productByID.variants.map((v) => v.sale_price)).toEqual(
      pair.map((v) => price(v.baseCents, 1000)),
    );
  });

  test('the shop variants are mapped: the shop order of the product arrives as an internal order', async () => {
    const shopProduct = fakes.shopify.madeProducts.get(SHOP)![0]!;
    const mappings = await api.server.db
      .select()
      .from(siteVariantMappings)
      .where(eq(siteVariantMappings.originProductId, String(shopProduct.id)));
    expect(mappings.map((m) => m.productTypeVariantId).sort()).toEqual(
      pair.map((v) => v.id).sort(),
    );

    const order = fakes.shopify.placeOrder(SHOP, {
      lines: [{ variantId: shopProduct.variants[0]!.id, quantity: 1 }],
    });
    for (let i = 0; i < 100; i++) {
      const made = await api.server.db
        .select({ variant: orders.productTypeVariantId })
        .from(orders)
        .where(and(eq(orders.siteId, shopSite), eq(orders.originId, String(order.id))));
      if (made.length) {
        expect(made).toEqual([{ variant: pair[0]!.id }]);
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the order did not arrive');
  });

  test('the same push key twice is one job and one product', async () => {
    const values = input({ title: 'Twice Tee' });
    const [a, b] = await Promise.all([
      api.ok<{ createProduct: { id: string } }>(CREATE, { input: values }, seller),
      api.ok<{ createProduct: { id: string } }>(CREATE, { input: values }, seller),
    ]);
    expect(a.createProduct.id).toBe(b.createProduct.id);
    await pushEnded(a.createProduct.id, seller);
    const again = await push(values);
    expect(again.job.status).toBe('done');
    const named = (fakes.shopify.madeProducts.get(SHOP) ?? []).filter(
      (p) => p.title === 'Twice Tee',
    );
    expect(named).toHaveLength(1);
    const rows = await api.server.db.select().from(products).where(eq(products.title, 'Twice Tee'));
    expect(rows).toHaveLength(1);
  });

  test('two product types of one category become one product, the type its first option; on WooCommerce', async () => {
    const { job, result } = await push(
      input({
        site_id: String(wooSite),
        title: 'Pair Set',
        variants: [pair[0]!, sameCategory].map((v) => ({
          product_type_variant_id: String(v.id),
          regular_price: price(v.baseCents, 500),
          sale_price: price(v.baseCents, 500),
        })),
      }),
    );
    expect(job.status).toBe('done');
    const made = (fakes.woocommerce.madeProducts.get(WOO_SHOP) ?? []).find(
      (p) => p.title === 'Pair Set',
    )!;
    expect(made.options[0]).toBe('Type');
    expect(made.variants).toHaveLength(2);
    expect(made.categories).toEqual(['Tees']);
    expect(made.variants.every((v) => v.compare_at_price === null)).toBe(true);
    const [store] = await api.server.db
      .select()
      .from(productStores)
      .where(eq(productStores.productId, Number(result!.productId)));
    expect(store).toMatchObject({ siteId: wooSite, originId: String(made.id) });
  });

  test('on ShopBase too: its REST Admin API gets the product, its variants and the collection', async () => {
    const host = 'products.onshopbase.com';
    const site = await connect('shopbase', host);
    const { job } = await push(input({ site_id: String(site), title: 'Base Tee' }));
    expect(job.status).toBe('done');
    const made = (fakes.shopbase.madeProducts.get(host) ?? []).find((p) => p.title === 'Base Tee')!;
    expect(made.variants).toHaveLength(pair.length);
    expect(made.categories).toEqual(['Tees']);
  });

  test('a shop that refuses: the push fails with §8 message and nothing is registered', async () => {
    fakes.shopify.failProducts(500);
    try {
      const { job } = await push(input({ title: 'Refused Tee' }));
      expect(job).toMatchObject({ status: 'failed', error: M.pushFailed });
    } finally {
      fakes.shopify.failProducts(undefined);
    }
    expect(
      await api.server.db.select().from(products).where(eq(products.title, 'Refused Tee')),
    ).toEqual([]);
  });

  test('a registration the database refuses removes the product from the shop again', async () => {
    // A trigger stands in for a race lost to another push of the same SKU: the shop made the
    // product, the registration's insert is refused as the SKU's unique index would refuse it.
    await api.server.db.execute(
      sql.raw(`create function refuse_orphan_test() returns trigger language plpgsql as $$
      begin
        if new.title = 'Orphan Tee' then
          raise exception 'duplicate key' using errcode = '23505', constraint = 'products_user_sku_unique';
        end if;
        return new;
      end $$`),
    );
    await api.server.db.execute(
      sql.raw(
        'create trigger refuse_orphan_test before insert on products for each row execute function refuse_orphan_test()',
      ),
    );
    try {
      const before = (fakes.shopify.madeProducts.get(SHOP) ?? []).length;
      const { job } = await push(input({ title: 'Orphan Tee' }));
      expect(job).toMatchObject({ status: 'failed', error: M.skuExists });
      const made = fakes.shopify.madeProducts.get(SHOP) ?? [];
      expect(made.filter((p) => p.title === 'Orphan Tee')).toEqual([]);
      expect(made).toHaveLength(before);
    } finally {
      await api.server.db.execute(sql.raw('drop trigger refuse_orphan_test on products'));
      await api.server.db.execute(sql.raw('drop function refuse_orphan_test()'));
    }
  });

  test('a SKU the seller already has is refused before anything is pushed', async () => {
    const before = (fakes.shopify.madeProducts.get(SHOP) ?? []).length;
    expect(await api.refused(CREATE, { input: input({ sku: 'SUNSET-1' }) }, seller)).toBe(
      M.skuExists,
    );
    expect(fakes.shopify.madeProducts.get(SHOP) ?? []).toHaveLength(before);
  });

  test.each([
    ['an empty title', { title: '  ' }, M.titleRequired],
    ['a short push key', { push_key: 'abc' }, S.pushKey],
    ['no variants', { variants: [] }, S.noVariants],
    ['a bad SKU', { sku: 'has space' }, S.skuInvalid],
    ['a non-http image', { images: ['javascript:alert(1)'] }, S.imageAddress],
    ['51 tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, S.tooMany('tags', 50)],
  ])('%s is refused with its message', async (_name, overrides, message) => {
    expect(await api.refused(CREATE, { input: input(overrides) }, seller)).toBe(message);
  });

  test('prices under the base cost and a sale above the regular price are refused (§5)', async () => {
    const v = pair[0]!;
    const under = await api.refused(
      CREATE,
      {
        input: input({
          variants: [
            {
              product_type_variant_id: String(v.id),
              regular_price: price(v.baseCents, -1),
              sale_price: price(v.baseCents, -1),
            },
          ],
        }),
      },
      seller,
    );
    expect(under).toContain(M.regularBelowBase(fromCents(v.baseCents)));
    const above = await api.refused(
      CREATE,
      {
        input: input({
          variants: [
            {
              product_type_variant_id: String(v.id),
              regular_price: price(v.baseCents, 100),
              sale_price: price(v.baseCents, 200),
            },
          ],
        }),
      },
      seller,
    );
    expect(above).toContain(M.saleAboveRegular);
  });

  test('product types of two categories are refused (§5 one category)', async () => {
    const variants = [pair[0]!, otherCategory].map((v) => ({
      product_type_variant_id: String(v.id),
      regular_price: price(v.baseCents, 500),
      sale_price: price(v.baseCents, 500),
    }));
    expect(await api.refused(CREATE, { input: input({ variants }) }, seller)).toBe(M.oneCategory);
  });

  test("another seller's site is not found; roles other than Seller and Administrator are refused", async () => {
    expect(await api.refused(CREATE, { input: input() }, seller2)).toBe(S.siteNotYours);
    for (const role of ['Supplier', 'Supporter', 'Listing', 'Accounting']) {
      const token = await api.tokenFor(demoEmail(role));
      expect(await api.refused(CREATE, { input: input() }, token)).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await api.refused(CREATE, { input: input() })).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test("an Administrator pushes to a seller's shop: the product is the seller's", async () => {
    const { result } = await push(input({ title: 'Admin Tee' }), admin);
    const [row] = await api.server.db
      .select({ userId: products.userId })
      .from(products)
      .where(eq(products.id, Number(result!.productId)));
    expect(row!.userId).toBe(await api.idOf(demoEmail('Seller')));
  });

  describe('reading, editing and deleting', () => {
    test('the list: a Seller reads their own, staff read every product; others are refused', async () => {
      const own = await api.ok<{
        products: { count: number; hits: { user_id: string; short_link: string }[] };
      }>(LIST, {}, seller);
      expect(own.products.count).toBeGreaterThanOrEqual(3);
      expect(await api.ok<{ products: { count: number } }>(LIST, {}, seller2)).toEqual({
        products: { count: 0, hits: [] },
      });
      for (const role of ['Administrator', 'Supporter', 'Listing']) {
        const token = await api.tokenFor(demoEmail(role));
        const all = await api.ok<{ products: { count: number } }>(LIST, {}, token);
        expect(all.products.count).toBe(own.products.count);
      }
      for (const role of USER_ROLES.filter(
        (r) => !['Administrator', 'Seller', 'Supporter', 'Listing'].includes(r),
      )) {
        const token = await api.tokenFor(demoEmail(role));
        expect(await api.refused(LIST, {}, token)).toBe(SERVER_MESSAGES.forbidden);
      }
    });

    test('filters: search by title or SKU, site, product type; the limit is bounded', async () => {
      const bySku = await api.ok<{ products: { hits: { sku: string }[] } }>(
        LIST,
        { filter: { search: 'sunset-1' } },
        seller,
      );
      expect(bySku.products.hits.map((h) => h.sku)).toEqual(['SUNSET-1']);
      const bySite = await api.ok<{
        products: { hits: { productStore: { site_id: string }[] }[] };
      }>(LIST, { filter: { site_ids: [String(wooSite)] } }, seller);
      expect(bySite.products.hits.length).toBeGreaterThan(0);
      expect(
        bySite.products.hits.every((h) => h.productStore[0]?.site_id === String(wooSite)),
      ).toBe(true);
      const byType = await api.ok<{ products: { count: number } }>(
        LIST,
        { filter: { product_type_ids: [String(sameCategory.typeId)] } },
        seller,
      );
      expect(byType.products.count).toBe(1);
      expect(await api.refused(LIST, { filter: { limit: 101 } }, seller)).toMatch(/limit/);
    });

    test('exportProduct: the filter’s products, a line per variant, mailed as a link to each receiver; §5’s receivers; only the caller’s products', async () => {
      const EXPORT = `mutation Export($filter: ExportProductFilter!) { exportProduct(filter: $filter) { id } }`;
      const receivers = ['Products-Export@example.com', 'second@example.com'];
      const { exportProduct } = await api.ok<{ exportProduct: { id: string } }>(
        EXPORT,
        { filter: { emails: receivers, search: 'SUNSET-1' } },
        seller,
      );
      const job = await jobEnded(api, exportProduct.id, seller);
      expect(job.status).toBe('done');
      const result = JSON.parse(job.result!) as { file_name: string; products: number };
      expect(result).toMatchObject({
        file_name: expect.stringMatching(/^products-\d{14}\.csv$/),
        products: 1,
      });
      const [mail] = await api.outbox('products-export@example.com');
      expect(mail!.text).toContain('The export of 1 products is ready');
      expect(await api.outbox('second@example.com')).toHaveLength(1);
      const csv = await (await fetch(/(https?:\/\/\S+)/.exec(mail!.text)![1]!)).text();
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Product ID,Title,SKU,Variant SKU,Product type,Options,Regular price,Sale price,Base cost,Profit,Sites,Short link,Created',
      );
      const { productByID } = await api.ok<{ productByID: { variants: { sku: string }[] } }>(
        BY_ID,
        { id: productId },
        seller,
      );
      expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(
        productByID.variants.map((v) => v.sku),
      );
      expect(lines.slice(1).every((l) => l.startsWith(`${productId},`))).toBe(true);

      // Another seller's export holds none of it; bad receivers and other roles are refused.
      const theirs = await api.ok<{ exportProduct: { id: string } }>(
        EXPORT,
        { filter: { emails: ['seller2-export@example.com'] } },
        seller2,
      );
      expect(
        JSON.parse((await jobEnded(api, theirs.exportProduct.id, seller2)).result!),
      ).toMatchObject({ products: 0 });
      expect(
        await api.refused(
          EXPORT,
          { filter: { emails: Array.from({ length: 6 }, (_, i) => `r${i}@example.com`) } },
          seller,
        ),
      ).toBe('You can enter at most 5 email addresses');
      expect(await api.refused(EXPORT, { filter: { emails: ['not-an-address'] } }, seller)).toMatch(
        /not-an-address/,
      );
      expect(
        await api.refused(
          EXPORT,
          { filter: { emails: ['a@example.com'], site_ids: Array(101).fill('1') } },
          seller,
        ),
      ).toMatch(/100/);
      expect(
        await api.refused(
          EXPORT,
          { filter: { emails: ['a@example.com'] } },
          await api.tokenFor(demoEmail('Supplier')),
        ),
      ).toBe(SERVER_MESSAGES.forbidden);
    });

    test('the short link sends the browser to the product on its shop', async () => {
      const { products: list } = await api.ok<{
        products: {
          hits: { sku: string; short_link: string; productStore: { permalink: string }[] }[];
        };
      }>(LIST, { filter: { search: 'SUNSET-1' } }, seller);
      const hit = list.hits[0]!;
      const res = await fetch(hit.short_link, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(hit.productStore[0]!.permalink);
      expect((await fetch(`${api.server.url}/p/nope`, { redirect: 'manual' })).status).toBe(404);
    });

    test("updateProduct changes the title only; another seller's product is not found", async () => {
      const { updateProduct } = await api.ok<{ updateProduct: { title: string } }>(
        UPDATE,
        { id: productId, input: { title: 'Sunset Tee II' } },
        seller,
      );
      expect(updateProduct.title).toBe('Sunset Tee II');
      expect(await api.refused(UPDATE, { id: productId, input: { title: ' ' } }, seller)).toBe(
        M.titleRequired,
      );
      expect(await api.refused(UPDATE, { id: productId, input: { title: 'X' } }, seller2)).toBe(
        'Product not found',
      );
      expect(await api.ok(BY_ID, { id: productId }, seller2)).toEqual({ productByID: null });
      const supporter = await api.tokenFor(demoEmail('Supporter'));
      expect(await api.refused(UPDATE, { id: productId, input: { title: 'X' } }, supporter)).toBe(
        SERVER_MESSAGES.forbidden,
      );
    });

    test('updatePrintFiles: designs by product type from the caller’s own uploads; bad areas, types, variants and others’ files refused', async () => {
      const PRINT = `mutation Print($id: ID!, $files: [ProductTypePrintFilesInput!]!, $variant: ID) {
        updatePrintFiles(product_id: $id, print_files: $files, product_variant_id: $variant) {
          print_files { product_type_id print_area_id file_id }
          variants { design_status }
        }
      }`;
      const typeId = String(pair[0]!.typeId);
      const areas = await api.server.db
        .select({ id: productTypePrintAreas.id })
        .from(productTypePrintAreas)
        .where(eq(productTypePrintAreas.productTypeId, pair[0]!.typeId));
      expect(areas.length).toBeGreaterThan(0);
      const upload = async (email: string, fileName = 'front.png') => {
        const [file] = await api.server.db
          .insert(files)
          .values({
            key: `designs/${randomUUID()}-${fileName}`,
            fileName,
            fileMime: 'image/png',
            fileSize: 1,
            userId: await api.idOf(email),
          })
          .returning({ id: files.id });
        return String(file!.id);
      };
      const mine = await upload(demoEmail('Seller'));
      const theirs = await upload('seller2@podoffice.test');
      const every = (fileId: string | null) => [
        {
          product_type_id: typeId,
          print_files: areas.map((a) => ({ print_area_id: String(a.id), file_id: fileId })),
        },
      ];
      type Printed = {
        updatePrintFiles: {
          print_files: { file_id: string | null }[];
          variants: { design_status: boolean }[];
        };
      };
      const { updatePrintFiles } = await api.ok<Printed>(
        PRINT,
        { id: productId, files: every(mine) },
        seller,
      );
      expect(updatePrintFiles.print_files.every((f) => f.file_id === mine)).toBe(true);
      expect(updatePrintFiles.variants.every((v) => v.design_status)).toBe(true);

      // §5: a design is an image file, not a .pdf.
      expect(
        await api.refused(
          PRINT,
          { id: productId, files: every(await upload(demoEmail('Seller'), 'label.pdf')) },
          seller,
        ),
      ).toBe(DESIGN_MESSAGES.printFileType);
      // Another user's upload reads as missing, here and in a push: it cannot be attached, then read.
      expect(await api.refused(PRINT, { id: productId, files: every(theirs) }, seller)).toBe(
        S.fileUnknown(theirs),
      );
      const pushWithTheirs = input({
        print_files: [{ print_area_id: String(areas[0]!.id), file_id: theirs }],
      });
      expect(await api.refused(CREATE, { input: pushWithTheirs }, seller)).toBe(
        S.fileUnknown(theirs),
      );
      expect(
        await api.refused(
          PRINT,
          {
            id: productId,
            files: [{ product_type_id: String(otherCategory.typeId), print_files: [] }],
          },
          seller,
        ),
      ).toBe(PRODUCT_EDIT_MESSAGES.typeNotOfProduct(String(otherCategory.typeId)));
      expect(
        await api.refused(
          PRINT,
          {
            id: productId,
            files: [
              {
                product_type_id: typeId,
                print_files: [{ print_area_id: '999999', file_id: null }],
              },
            ],
          },
          seller,
        ),
      ).toBe(S.printAreaUnknown('999999'));
      expect(
        await api.refused(PRINT, { id: productId, files: every(mine), variant: '999999' }, seller),
      ).toBe(PRODUCT_EDIT_MESSAGES.variantNotFound);
      expect(await api.refused(PRINT, { id: productId, files: [] }, seller)).toBe(
        PRODUCT_EDIT_MESSAGES.noPrintFiles,
      );
      expect(await api.refused(PRINT, { id: productId, files: every(mine) }, seller2)).toBe(
        'Product not found',
      );
      expect(
        await api.refused(
          PRINT,
          { id: productId, files: every(mine) },
          await api.tokenFor(demoEmail('Supplier')),
        ),
      ).toBe(SERVER_MESSAGES.forbidden);

      // An area given without a file loses its design; the others keep theirs.
      const cleared = await api.ok<Printed>(
        PRINT,
        {
          id: productId,
          files: [
            {
              product_type_id: typeId,
              print_files: [{ print_area_id: String(areas[0]!.id), file_id: null }],
            },
          ],
        },
        seller,
      );
      expect(cleared.updatePrintFiles.print_files.filter((f) => f.file_id === null)).toHaveLength(
        1,
      );
      expect(cleared.updatePrintFiles.variants.some((v) => !v.design_status)).toBe(true);
    });

    test("resetting print areas is the Administrator's", async () => {
      expect(await api.refused(RESET, { id: productId }, seller)).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.ok(RESET, { id: productId }, admin)).toEqual({
        resetVariantsPrintFiles: { id: productId },
      });
    });

    test('deleting with isDelOnStore removes it from the shop and its variant mappings', async () => {
      const shopProduct = fakes.shopify.madeProducts
        .get(SHOP)!
        .find((p) => p.handle.startsWith('sunset-tee-'))!;
      expect(await api.refused(DELETE, { id: productId, onStore: true }, seller2)).toBe(
        'Product not found',
      );
      expect(await api.ok(DELETE, { id: productId, onStore: true }, seller)).toEqual({
        deleteProduct: true,
      });
      expect(fakes.shopify.madeProducts.get(SHOP)!.some((p) => p.id === shopProduct.id)).toBe(
        false,
      );
      const left = await api.server.db
        .select()
        .from(siteVariantMappings)
        .where(
          and(
            eq(siteVariantMappings.siteId, shopSite),
            inArray(siteVariantMappings.originProductId, [String(shopProduct.id)]),
          ),
        );
      expect(left).toEqual([]);
      expect(await api.ok(BY_ID, { id: productId }, seller)).toEqual({ productByID: null });
    });
  });
});
