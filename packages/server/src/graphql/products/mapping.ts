import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  SYSTEM_LOG_TYPES,
  canAddProducts,
  cutText,
  hasRole,
  isShopPlatform,
} from '@podoffice/domain';
import { productStores, products, sites, systemLogs } from '../../db/schema';
import { jobsOf } from '../../jobs';
import { SHOP_LIST_MAX } from '../../platforms/types';
import { platformsOf, type ConnectedShop } from '../../platforms';
import type { Context } from '../context';
import { badInput, forbidden, platformFailure } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import type {
  OriginProductInput,
  ProductPrintFileInput,
  QueryShopProductsArgs,
} from '../resolvers-types.generated';
import { actionableProduct } from './edits';
import { readableProduct, toProducts } from './list';
import {
  PRODUCT_MAPPING_MESSAGES,
  productMappingJob,
  shopProductFields,
  type ProductMappingJobData,
} from './mappingJob';
import { checkedPrintFiles, checkedVariants, defaultSku, pushSite } from './push';

const M = PRODUCT_MAPPING_MESSAGES;
const ORIGIN_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The shop the wizard works on: a Seller's own connected shop, any for an Administrator (§2: the
 * wizard is the Seller's screen; the server lets an Administrator do what they may do for one).
 */
async function mappingShop(ctx: Context, siteId: string) {
  const viewer = await ctx.viewer();
  if (!canAddProducts(viewer)) throw forbidden();
  const site = await pushSite(ctx, viewer.id, hasRole(viewer, 'Administrator'), siteId);
  if (!isShopPlatform(site.platform)) throw forbidden();
  const shop: ConnectedShop = {
    id: site.id,
    domain: site.domain,
    platform: site.platform,
    accessToken: site.accessToken!,
  };
  return { viewer, site, shop, client: platformsOf(ctx.services).client(site.platform) };
}

function originIdOf(id: string, message: string = M.originId): string {
  const trimmed = id.trim();
  if (!ORIGIN_ID.test(trimmed)) throw badInput(message);
  return trimmed;
}

/** §7 shop proxy: categories (or collections). */
export async function shopCategories(ctx: Context, siteId: string) {
  const { shop, client } = await mappingShop(ctx, siteId);
  return client.listCategories(shop).catch(platformFailure);
}

/** §7 shop proxy: tags (WooCommerce). */
export async function shopTags(ctx: Context, siteId: string) {
  const { shop, client } = await mappingShop(ctx, siteId);
  return client.listTags(shop).catch(platformFailure);
}

/** §7 shop proxy: a category's or tag's products, or all of them. */
export async function shopProducts(ctx: Context, args: QueryShopProductsArgs) {
  const { shop, client } = await mappingShop(ctx, args.site_id);
  const categoryId = args.category_id ? originIdOf(args.category_id, M.termId) : null;
  const tagId = args.tag_id ? originIdOf(args.tag_id, M.termId) : null;
  return client.listProducts(shop, { categoryId, tagId }, SHOP_LIST_MAX).catch(platformFailure);
}

/** The site's mapped shop products among `originIds`. */
async function mappedOf(ctx: Context, siteId: number, originIds: string[]) {
  if (originIds.length === 0) return [];
  return ctx.db
    .select({ originId: productStores.originId, productId: productStores.productId })
    .from(productStores)
    .where(and(eq(productStores.siteId, siteId), inArray(productStores.originId, originIds)));
}

/** §7 productCheckOriginIDs: those of the ids mapped on the site (Mapped products disappear). */
export async function productCheckOriginIDs(ctx: Context, siteId: string, originIds: string[]) {
  const { site } = await mappingShop(ctx, siteId);
  if (originIds.length > SHOP_LIST_MAX) throw badInput(M.originIds);
  const ids = [...new Set(originIds.map((id) => originIdOf(id)))];
  const mapped = new Set((await mappedOf(ctx, site.id, ids)).map((m) => m.originId));
  return ids.filter((id) => mapped.has(id));
}

/** §7 productCheckOriginID: the product a shop product is mapped to, with its variants' types. */
export async function productCheckOriginID(ctx: Context, siteId: string, originId: string) {
  const { site, viewer } = await mappingShop(ctx, siteId);
  const [found] = await mappedOf(ctx, site.id, [originIdOf(originId)]);
  if (!found) return null;
  const row = await readableProduct(ctx.db, viewer, found.productId);
  return row ? (await toProducts(ctx, [row]))[0]! : null;
}

/**
 * §7 fetchProductFromSite: checks what the wizard's Variants step checks (the push's rules: prices,
 * one category, at most 500 variants, the designs the caller's own), refuses a shop product already
 * mapped on the site, then starts the mapping job, keyed by the site and the shop product: a second
 * click while it runs is that job.
 */
export async function startProductMapping(
  ctx: Context,
  args: {
    site_id: string;
    product_id: string;
    print_files?: readonly ProductPrintFileInput[] | null;
    origin_product: OriginProductInput;
  },
) {
  const { viewer, site } = await mappingShop(ctx, args.site_id);
  const originId = originIdOf(args.product_id);
  const [mapped] = await mappedOf(ctx, site.id, [originId]);
  if (mapped) throw badInput(M.alreadyMapped(originId));
  const { variants, optionNames, typeIds, firstTypeSku } = await checkedVariants(
    ctx,
    args.origin_product.variants,
  );
  const printFiles = await checkedPrintFiles(ctx, viewer, args.print_files ?? [], typeIds);
  // The registration's key: a retried job finds the product an earlier attempt registered.
  const pushKey = `mapping-${site.id}-${originId}`;
  const sku = defaultSku(firstTypeSku, pushKey);
  const data: ProductMappingJobData = {
    ownerId: site.userId,
    startedBy: viewer.id,
    siteId: site.id,
    originId,
    pushKey,
    sku,
    options: optionNames,
    variants: variants.map((v) => ({ ...v, sku: `${sku}-${v.sku}` })),
    printFiles,
  };
  const job = await jobsOf(ctx.services).enqueue(productMappingJob, data, {
    key: createHash('sha256')
      .update(JSON.stringify([site.id, originId]))
      .digest('hex'),
    startedBy: viewer.id,
  });
  return toBackgroundJob(job);
}

/**
 * §7 updateProductFromSite: the product's title, description, images, tags and categories read
 * again from its first shop (who may act on the product may do it; variants and prices stay).
 */
export async function updateProductFromSite(ctx: Context, id: string) {
  const { row } = await actionableProduct(ctx, id);
  const [store] = await ctx.db
    .select({ store: productStores, site: sites })
    .from(productStores)
    .innerJoin(sites, eq(sites.id, productStores.siteId))
    .where(eq(productStores.productId, row.id))
    .orderBy(asc(productStores.id))
    .limit(1);
  const site = store?.site;
  if (!store || !site?.status || !site.accessToken || !isShopPlatform(site.platform)) {
    throw badInput(M.notOnShop);
  }
  const read = await platformsOf(ctx.services)
    .client(site.platform)
    .readProduct(
      { id: site.id, domain: site.domain, platform: site.platform, accessToken: site.accessToken },
      store.store.originId,
    )
    .catch(platformFailure);
  const fields = await shopProductFields(read);
  const [updated] = await ctx.db.transaction(async (tx) => {
    await tx.insert(systemLogs).values({
      type: SYSTEM_LOG_TYPES.productUpdated,
      message: cutText(`Product #${row.id} ${fields.title} read again from ${site.title}`, 2000),
      createdAt: ctx.now,
    });
    return tx
      .update(products)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(products.id, row.id))
      .returning();
  });
  return (await toProducts(ctx, [updated!]))[0]!;
}
