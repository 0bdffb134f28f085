import { and, eq } from 'drizzle-orm';
import { PRODUCT_MESSAGES as M, SERVER_MESSAGES, fromCents } from '@podoffice/domain';
import {
  files,
  orderPrintFiles,
  orders,
  productStores,
  productTypePrintAreas,
  products,
} from '../src/db/schema';
import { sampleProducts, startFakePlatforms, type FakePlatforms } from '../src/demo/fakes';
import { PRODUCT_MAPPING_MESSAGES as MM } from '../src/graphql/products/mappingJob';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/graphql/products/push';
import { sellableVariants, type SellableVariant } from './fakes/sellableVariants';
import { connectShop } from './fakes/siteOperations';
import { demoEmail, jobEnded, startTestApi, type TestApi } from './harness';

// Issue 28, the product mapping wizard (spec 2 §2 Product mapping wizard, §4 Wizards, §7 the shop
// proxy GETs, productCheckOriginIDs/ID, fetchProductFromSite, updateProductFromSite): a seller's
// shop products listed through the server (the fake shops speak the platforms' REST APIs), then
// mapped: their variants on the shop replaced by POD's and the product registered, so the shop's
// orders of it arrive as internal orders.

const CATEGORIES = `query C($site: ID!) { shopCategories(site_id: $site) { id name } }`;
const TAGS = `query T($site: ID!) { shopTags(site_id: $site) { id name } }`;
const PRODUCTS = `query P($site: ID!, $category: ID, $tag: ID) {
  shopProducts(site_id: $site, category_id: $category, tag_id: $tag) { truncated products { id name image variants } }
}`;
const CHECK_IDS = `query Ids($site: ID!, $ids: [ID!]!) { productCheckOriginIDs(site_id: $site, origin_ids: $ids) }`;
const CHECK_ID = `query Id($site: ID!, $id: ID!) {
  productCheckOriginID(site_id: $site, origin_id: $id) { id title categories variants { product_type_id product_type_variant_id sku sale_price } }
}`;
const MAP = `mutation Map($site: ID!, $product: ID!, $origin: OriginProductInput!, $files: [ProductPrintFileInput!]) {
  fetchProductFromSite(site_id: $site, product_id: $product, origin_product: $origin, print_files: $files) { id }
}`;
const FROM_SITE = `mutation FromSite($id: ID!) { updateProductFromSite(id: $id) { id title tags } }`;

const SHOP = 'mapping.myshopify.com';
const WOO_SHOP = 'mapping-woo.example';

let fakes: FakePlatforms;
let api: TestApi;
let seller: string;
let seller2: string;
let shopSite: number;
let wooSite: number;
let pair: SellableVariant[];
let otherCategory: SellableVariant;
// The fake WooCommerce shop's own products (T-Shirt in Apparel, Mug and Poster in Home): kept so a
// test can change one as the shop owner would.
const wooProducts = sampleProducts(3);

jest.setTimeout(90_000);

const connect = (platform: 'shopify' | 'shopbase' | 'woocommerce', host: string) =>
  connectShop(api, fakes, seller, platform, host);

const origin = (variants: SellableVariant[] = pair, extra = 1000) => ({
  variants: variants.map((v) => ({
    product_type_variant_id: String(v.id),
    regular_price: fromCents(v.baseCents + extra + 500),
    sale_price: fromCents(v.baseCents + extra),
  })),
});

/** Maps and waits for the job's end. */
async function map(
  site: number,
  product: string,
  values = origin(),
  token = seller,
  files: { print_area_id: string; file_id: string }[] = [],
) {
  const { fetchProductFromSite } = await api.ok<{ fetchProductFromSite: { id: string } }>(
    MAP,
    { site: String(site), product, origin: values, files },
    token,
  );
  const job = await jobEnded(api, fetchProductFromSite.id, token, 60_000);
  return {
    job,
    result: job.result ? (JSON.parse(job.result) as { productId: string; message: string }) : null,
  };
}

beforeAll(async () => {
  fakes = await startFakePlatforms({ [WOO_SHOP]: wooProducts });
  api = await startTestApi({ platforms: fakes.config() });
  [seller, seller2] = await Promise.all([
    api.tokenFor(demoEmail('Seller')),
    api.tokenFor('seller2@podoffice.test'),
  ]);
  shopSite = await connect('shopify', SHOP);
  wooSite = await connect('woocommerce', WOO_SHOP);
  ({ pair, otherCategory } = await sellableVariants(api.server.db));
});
afterAll(async () => {
  await api?.close();
  await fakes?.close();
});

test('the shop proxy: WooCommerce categories, tags and their products; Shopify collections and theirs', async () => {
  const woo = String(wooSite);
  const { shopCategories } = await api.ok<{ shopCategories: { id: string; name: string }[] }>(
    CATEGORIES,
    { site: woo },
    seller,
  );
  expect(shopCategories.map((c) => c.name)).toEqual(['Apparel', 'Home']);
  const { shopTags } = await api.ok<{ shopTags: { id: string; name: string }[] }>(
    TAGS,
    { site: woo },
    seller,
  );
  expect(shopTags.map((t) => t.name)).toEqual(['cotton', 'gift', 'wall art']);
  const home = shopCategories.find((c) => c.name === 'Home')!.id;
  const listed = async (variables: Record<string, unknown>) =>
    (
      await api.ok<{
        shopProducts: { truncated: boolean; products: { name: string; variants: number }[] };
      }>(PRODUCTS, variables, seller)
    ).shopProducts;
  expect(await listed({ site: woo, category: home })).toEqual({
    truncated: false,
    products: [
      expect.objectContaining({ name: 'Ceramic Mug 2', variants: 2 }),
      expect.objectContaining({ name: 'Poster 3', variants: 1 }),
    ],
  });
  const gift = shopTags.find((t) => t.name === 'gift')!.id;
  expect((await listed({ site: woo, tag: gift })).products.map((p) => p.name)).toEqual([
    'Ceramic Mug 2',
  ]);
  expect((await listed({ site: woo })).products).toHaveLength(3);

  const shop = String(shopSite);
  const collections = (
    await api.ok<{ shopCategories: { id: string; name: string }[] }>(
      CATEGORIES,
      { site: shop },
      seller,
    )
  ).shopCategories;
  expect(collections.map((c) => c.name)).toEqual(['Apparel', 'Home']);
  const apparel = collections.find((c) => c.name === 'Apparel')!.id;
  expect((await listed({ site: shop, category: apparel })).products).toEqual([
    {
      id: '1000',
      name: 'Classic T-Shirt 1',
      image: 'https://images.example.com/shop/1000.png',
      variants: 4,
    },
  ]);
  expect((await api.ok<{ shopTags: unknown[] }>(TAGS, { site: shop }, seller)).shopTags).toEqual(
    [],
  );
  expect(await api.refused(PRODUCTS, { site: woo, category: 'x y' }, seller)).toBe(MM.termId);
});

test('a Seller maps two WooCommerce products: the shop holds POD’s variants, the products are registered and marked mapped; a shop order arrives as an internal order with the product’s designs', async () => {
  // A design for every print area of the tee's product type, uploaded by the seller.
  const areas = await api.server.db
    .select({ id: productTypePrintAreas.id })
    .from(productTypePrintAreas)
    .where(eq(productTypePrintAreas.productTypeId, pair[0]!.typeId));
  const sellerId = await api.idOf(demoEmail('Seller'));
  const designs = [];
  for (const area of areas) {
    const [file] = await api.server.db
      .insert(files)
      .values({
        key: `designs/mapping-${area.id}.png`,
        fileName: `area-${area.id}.png`,
        fileMime: 'image/png',
        fileSize: 1,
        userId: sellerId,
      })
      .returning({ id: files.id });
    designs.push({ print_area_id: String(area.id), file_id: String(file!.id) });
  }
  const first = await map(wooSite, '1000', origin(), seller, designs);
  expect(first.job.status).toBe('done');
  expect(first.result?.message).toBe(M.mapped('1000'));
  const second = await map(wooSite, '1001', origin([pair[0]!]));
  expect(second.result?.message).toBe(M.mapped('1001'));

  // The shop's own variants were replaced by POD's, with POD's SKUs and the seller's prices.
  const tee = wooProducts[0]!;
  expect(tee.variants).toHaveLength(2);
  expect(tee.variants.map((v) => v.price)).toEqual(
    pair.map((v) => fromCents(v.baseCents + 1000).toFixed(2)),
  );
  expect(tee.variants.every((v) => !v.sku.startsWith('P1000'))).toBe(true);

  const { productCheckOriginIDs } = await api.ok<{ productCheckOriginIDs: string[] }>(
    CHECK_IDS,
    { site: String(wooSite), ids: ['1000', '1001', '1002', '1000'] },
    seller,
  );
  expect(productCheckOriginIDs).toEqual(['1000', '1001']);
  const { productCheckOriginID } = await api.ok<{
    productCheckOriginID: {
      id: string;
      title: string;
      categories: string[];
      variants: { product_type_id: string; product_type_variant_id: string; sku: string }[];
    };
  }>(CHECK_ID, { site: String(wooSite), id: '1000' }, seller);
  expect(productCheckOriginID).toMatchObject({
    id: first.result!.productId,
    title: 'Classic T-Shirt 1',
    categories: ['Apparel'],
  });
  expect(productCheckOriginID.variants.map((v) => v.product_type_variant_id)).toEqual(
    pair.map((v) => String(v.id)),
  );
  expect(productCheckOriginID.variants.map((v) => v.sku)).toEqual(tee.variants.map((v) => v.sku));
  expect(
    (
      await api.ok<{ productCheckOriginID: null }>(
        CHECK_ID,
        { site: String(wooSite), id: '1002' },
        seller,
      )
    ).productCheckOriginID,
  ).toBeNull();

  const order = fakes.woocommerce.placeOrder(WOO_SHOP, {
    lines: [{ variantId: tee.variants[1]!.id, quantity: 1 }],
  });
  for (let i = 0; i < 200; i++) {
    const made = await api.server.db
      .select({
        id: orders.id,
        variant: orders.productTypeVariantId,
        status: orders.status,
        designed: orders.designStatus,
      })
      .from(orders)
      .where(and(eq(orders.siteId, wooSite), eq(orders.originId, String(order.id))));
    if (made.length) {
      // Every print area designed: the order needs no designer (§4 design status).
      expect(made).toEqual([
        { id: made[0]!.id, variant: pair[1]!.id, status: 'processing', designed: areas.length > 0 },
      ]);
      const printFiles = await api.server.db
        .select({ fileId: orderPrintFiles.fileId })
        .from(orderPrintFiles)
        .where(eq(orderPrintFiles.orderId, made[0]!.id));
      expect(printFiles.map((f) => String(f.fileId)).sort()).toEqual(
        designs.map((d) => d.file_id).sort(),
      );
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the order did not arrive');
});

test('a mapped product again, bad prices, bad ids, a product the shop does not have: refused, nothing registered', async () => {
  const before = await api.server.db.select({ id: products.id }).from(products);
  const site = String(wooSite);
  expect(await api.refused(MAP, { site, product: '1000', origin: origin() }, seller)).toBe(
    MM.alreadyMapped('1000'),
  );
  const cheap = {
    variants: [
      { product_type_variant_id: String(pair[0]!.id), regular_price: 0.01, sale_price: 0.01 },
    ],
  };
  expect(await api.refused(MAP, { site, product: '1002', origin: cheap }, seller)).toMatch(
    /Regular price must be at least the base cost/,
  );
  expect(
    await api.refused(
      MAP,
      { site, product: '1002', origin: origin([pair[0]!, otherCategory]) },
      seller,
    ),
  ).toBe(M.oneCategory);
  expect(await api.refused(MAP, { site, product: '../1', origin: origin() }, seller)).toBe(
    MM.originId,
  );
  expect(await api.refused(MAP, { site, product: '1002', origin: { variants: [] } }, seller)).toBe(
    S.noVariants,
  );
  const ids = Array.from({ length: 5001 }, (_, i) => String(i));
  expect(await api.refused(CHECK_IDS, { site, ids }, seller)).toBe(MM.originIds);

  const missing = await map(wooSite, '4242');
  expect(missing.job).toMatchObject({ status: 'failed' });
  expect(missing.job.error).toMatch(/WooCommerce shop refused the request \(HTTP 404\)/);
  expect(await api.server.db.select({ id: products.id }).from(products)).toEqual(before);
});

test('who: another seller’s site is not found; roles other than Seller and Administrator are refused', async () => {
  const variables = { site: String(wooSite), product: '1002', origin: origin() };
  expect(await api.refused(MAP, variables, seller2)).toBe(S.siteNotYours);
  expect(await api.refused(PRODUCTS, { site: String(wooSite) }, seller2)).toBe(S.siteNotYours);
  for (const role of ['Supplier', 'Supporter', 'Listing', 'Accounting']) {
    const token = await api.tokenFor(demoEmail(role));
    expect(await api.refused(MAP, variables, token)).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(CATEGORIES, { site: String(wooSite) }, token)).toBe(
      SERVER_MESSAGES.forbidden,
    );
  }
  expect(await api.refused(CHECK_IDS, { site: String(wooSite), ids: ['1'] })).toBe(
    SERVER_MESSAGES.notSignedIn,
  );
});

test('on Shopify: the product’s variants are replaced with one PUT and it is registered; updateProductFromSite reads the shop again', async () => {
  const { job, result } = await map(shopSite, '1002', origin([pair[0]!]));
  expect(job.status).toBe('done');
  const [store] = await api.server.db
    .select()
    .from(productStores)
    .where(eq(productStores.productId, Number(result!.productId)));
  expect(store).toMatchObject({ siteId: shopSite, originId: '1002' });
  const put = fakes.shopify.requests.filter((r) => r.method === 'PUT');
  expect(put.map((r) => r.path)).toEqual([`/${SHOP}/admin/api/2024-10/products/1002.json`]);

  // The shop owner renames the WooCommerce tee; Update from site brings the new title.
  wooProducts[0]!.title = 'Classic Tee, renamed';
  const tee = (
    await api.ok<{ productCheckOriginID: { id: string } }>(
      CHECK_ID,
      { site: String(wooSite), id: '1000' },
      seller,
    )
  ).productCheckOriginID;
  const { updateProductFromSite } = await api.ok<{ updateProductFromSite: { title: string } }>(
    FROM_SITE,
    { id: tee.id },
    seller,
  );
  expect(updateProductFromSite.title).toBe('Classic Tee, renamed');
  expect(await api.refused(FROM_SITE, { id: tee.id }, seller2)).toBe('Product not found');
  expect(
    await api.refused(FROM_SITE, { id: tee.id }, await api.tokenFor(demoEmail('Supplier'))),
  ).toBe(SERVER_MESSAGES.forbidden);
});
