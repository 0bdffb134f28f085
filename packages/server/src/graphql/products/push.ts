import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  PRODUCT_MESSAGES as M,
  PRODUCT_VARIANTS_MAX,
  SYSTEM_LOG_TYPES,
  canAddProducts,
  canPickTogether,
  cutText,
  DESIGN_MESSAGES,
  hasRole,
  isPrintFileName,
  isShopPlatform,
  toCents,
  variantPriceErrors,
} from '@podoffice/domain';
import type { Database } from '../../db/client';
import {
  files,
  productPrintFiles,
  productStores,
  productTypeCategories,
  productTypePrintAreas,
  productTypes,
  productTypeVariants,
  productVariants,
  products,
  sites,
  systemLogs,
} from '../../db/schema';
import { sanitizeStoredHtml } from '../../html/sanitizeHtml';
import { jobsOf } from '../../jobs';
import { JobFailure, type JobKind } from '../../jobs/types';
import { saveVariantMappings } from '../../orders/variantMappings';
import {
  PlatformError,
  platformsOf,
  type ConnectedShop,
  type ShopProductDraft,
} from '../../platforms';
import { parseId, rowIdOf } from '../args';
import type { Context, Services, Viewer } from '../context';
import { badInput, forbidden, notFound, uniqueViolationOf } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import type { CreateProductInput, ProductVariantInput } from '../resolvers-types.generated';

/** What one product may carry: bounded, so one request cannot hold a shop's API for an hour. */
export const PRODUCT_LIMITS = {
  title: 255,
  sku: 64,
  description: 100_000,
  list: 50,
  listItem: 100,
  images: 20,
  variants: PRODUCT_VARIANTS_MAX,
  pushKey: { min: 8, max: 100 },
} as const;

/** This server's own texts for what the spec does not word. */
export const PRODUCT_SERVER_MESSAGES = {
  siteNotYours: 'Site not found',
  notConnected: 'Connect the site to its shop before putting products on it.',
  pushKey: `push_key must be ${PRODUCT_LIMITS.pushKey.min} to ${PRODUCT_LIMITS.pushKey.max} characters`,
  titleTooLong: `The title is at most ${PRODUCT_LIMITS.title} characters.`,
  skuInvalid: `The SKU is 1 to ${PRODUCT_LIMITS.sku} letters, digits, dashes or underscores.`,
  descriptionTooLong: `The description is at most ${PRODUCT_LIMITS.description} characters.`,
  tooMany: (field: string, max: number) => `At most ${max} ${field}.`,
  itemTooLong: (field: string) =>
    `Each of the ${field} is 1 to ${PRODUCT_LIMITS.listItem} characters.`,
  imageAddress: 'Images are http or https addresses.',
  noVariants: 'Choose at least one variant.',
  variantTwice: 'A variant is chosen twice.',
  variantUnavailable: (id: string) =>
    `Variant ${id} cannot be sold: it is missing, inactive, of a paused or personalized product type, or has no base cost.`,
  printAreaUnknown: (id: string) => `Print area ${id} is not one of the chosen product types'.`,
  fileUnknown: (id: string) => `File ${id} was not found.`,
} as const;

const S = PRODUCT_SERVER_MESSAGES;

/** A variant as the job puts it on the shop and registers it. */
interface PushVariant {
  productTypeId: number;
  productTypeVariantId: number;
  sku: string;
  optionValues: string[];
  regularCents: number;
  saleCents: number;
}

export interface ProductPushJobData {
  ownerId: number;
  startedBy: number;
  siteId: number;
  pushKey: string;
  sku: string;
  title: string;
  description: string;
  tags: string[];
  categories: string[];
  images: string[];
  options: string[];
  variants: PushVariant[];
  printFiles: { productTypeId: number; printAreaId: number; fileId: number }[];
}

export interface ProductPushResult {
  productId: string;
  message: string;
}

const SKU_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A list of short texts: trimmed, each once, bounded. */
function textList(values: readonly string[] | null | undefined, field: string): string[] {
  const list = [...new Set((values ?? []).map((v) => v.trim()))];
  if (list.length > PRODUCT_LIMITS.list) throw badInput(S.tooMany(field, PRODUCT_LIMITS.list));
  if (list.some((v) => !v || v.length > PRODUCT_LIMITS.listItem)) {
    throw badInput(S.itemTooLong(field));
  }
  return list;
}

/** The shop a caller puts a product on: a Seller's own, any for an Administrator; connected. */
export async function pushSite(ctx: Context, viewerId: number, admin: boolean, siteId: string) {
  const id = parseId(siteId, S.siteNotYours);
  const [site] = await ctx.db.select().from(sites).where(eq(sites.id, id));
  if (!site || !site.status || (!admin && site.userId !== viewerId)) {
    throw notFound(S.siteNotYours);
  }
  if (
    !isShopPlatform(site.platform) ||
    site.type === 'offline' ||
    !site.verified ||
    !site.accessToken
  ) {
    throw badInput(S.notConnected);
  }
  return site;
}

/**
 * createProduct: checks everything the form checks (§5: title, prices at least the base cost,
 * sale not above regular, product types of one category; SKU unique), then starts the push job.
 * The job's key is the request's push_key: two clicks are one job and one product.
 */
export async function startProductPush(ctx: Context, input: CreateProductInput) {
  const viewer = await ctx.viewer();
  if (!canAddProducts(viewer)) throw forbidden();
  const admin = hasRole(viewer, 'Administrator');
  const pushKey = input.push_key.trim();
  if (pushKey.length < PRODUCT_LIMITS.pushKey.min || pushKey.length > PRODUCT_LIMITS.pushKey.max) {
    throw badInput(S.pushKey);
  }
  const site = await pushSite(ctx, viewer.id, admin, input.site_id);
  const title = input.title.trim();
  if (!title) throw badInput(M.titleRequired);
  if (title.length > PRODUCT_LIMITS.title) throw badInput(S.titleTooLong);
  if ((input.description?.length ?? 0) > PRODUCT_LIMITS.description) {
    throw badInput(S.descriptionTooLong);
  }
  const tags = textList(input.tags, 'tags');
  const categories = textList(input.categories, 'categories');
  const images = textList(input.images, 'images');
  if (images.length > PRODUCT_LIMITS.images)
    throw badInput(S.tooMany('images', PRODUCT_LIMITS.images));
  if (images.some((src) => !/^https?:\/\/\S+$/i.test(src))) throw badInput(S.imageAddress);

  const { variants, optionNames, typeIds, firstTypeSku } = await checkedVariants(
    ctx,
    input.variants,
  );
  const sku = input.sku?.trim() || defaultSku(firstTypeSku, pushKey);
  if (!SKU_PATTERN.test(sku)) throw badInput(S.skuInvalid);
  const [taken] = await ctx.db
    .select({ id: products.id, pushKey: products.pushKey })
    .from(products)
    .where(and(eq(products.userId, site.userId), eq(products.sku, sku)));
  if (taken && taken.pushKey !== pushKey) throw badInput(M.skuExists);

  const printFiles = await checkedPrintFiles(ctx, viewer, input.print_files ?? [], typeIds);
  const data: ProductPushJobData = {
    ownerId: site.userId,
    startedBy: viewer.id,
    siteId: site.id,
    pushKey,
    sku,
    title,
    description: input.description ? await sanitizeStoredHtml(input.description) : '',
    tags,
    categories,
    images,
    options: optionNames,
    variants: variants.map((v) => ({ ...v, sku: `${sku}-${v.sku}` })),
    printFiles,
  };
  const key = createHash('sha256')
    .update(JSON.stringify([site.userId, pushKey]))
    .digest('hex');
  const job = await jobsOf(ctx.services).enqueue(productPushJob, data, {
    key,
    startedBy: viewer.id,
  });
  return toBackgroundJob(job);
}

/**
 * The variants asked for, as a push or a mapping puts them on a shop: each an active variant with a
 * base cost of an active, non-personalized product type, types of one category (§5), prices at
 * least the base cost and sale not above regular, at most 500. Several product types: the type is
 * the first option, so a shirt's M and a hoodie's M differ.
 */
export async function checkedVariants(ctx: Context, asked: readonly ProductVariantInput[]) {
  if (asked.length === 0) throw badInput(S.noVariants);
  if (asked.length > PRODUCT_LIMITS.variants) throw badInput(M.tooManyVariants(asked.length));
  const variantIds = asked.map((v) => rowIdOf(v.product_type_variant_id) ?? -1);
  if (new Set(variantIds).size !== variantIds.length) throw badInput(S.variantTwice);
  const rows = await ctx.db
    .select({ variant: productTypeVariants, type: productTypes })
    .from(productTypeVariants)
    .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
    .where(inArray(productTypeVariants.id, variantIds));
  const byId = new Map(rows.map((r) => [r.variant.id, r]));
  const typeIds = [...new Set(rows.map((r) => r.type.id))];
  const categoryRows = await ctx.db
    .select()
    .from(productTypeCategories)
    .where(inArray(productTypeCategories.productTypeId, typeIds.length ? typeIds : [-1]));
  const categoryIdsOf = (typeId: number) =>
    categoryRows
      .filter((c) => c.productTypeId === typeId)
      .map((c) => String(c.categoryId))
      .sort((a, b) => Number(a) - Number(b));
  const chosen: { id: string; categoryIds: string[] }[] = [];
  const options = new Set<string>();
  const variants: PushVariant[] = [];
  for (const [i, v] of asked.entries()) {
    const row = byId.get(variantIds[i]!);
    if (
      !row ||
      !row.variant.isActive ||
      row.type.state !== 'active' ||
      row.type.personalized ||
      row.variant.baseCostCents <= 0
    ) {
      throw badInput(S.variantUnavailable(v.product_type_variant_id));
    }
    const typeId = String(row.type.id);
    if (!chosen.some((t) => t.id === typeId)) {
      const candidate = { id: typeId, categoryIds: categoryIdsOf(row.type.id) };
      if (!canPickTogether(chosen, candidate)) throw badInput(M.oneCategory);
      chosen.push(candidate);
    }
    const prices = {
      baseCents: row.variant.baseCostCents,
      regularCents: toCents(v.regular_price),
      saleCents: toCents(v.sale_price),
    };
    const errors = variantPriceErrors(prices);
    const error = errors.regular ?? errors.sale;
    if (error) throw badInput(`${row.variant.sku}: ${error}`);
    for (const a of row.variant.attributes) options.add(a.name);
    variants.push({
      productTypeId: row.type.id,
      productTypeVariantId: row.variant.id,
      sku: row.variant.sku,
      optionValues: [],
      regularCents: prices.regularCents,
      saleCents: prices.saleCents,
    });
  }
  // Several product types: the type is the first option, so a shirt's M and a hoodie's M differ.
  const manyTypes = chosen.length > 1;
  const optionNames = [...(manyTypes ? ['Type'] : []), ...options];
  for (const v of variants) {
    const row = byId.get(v.productTypeVariantId)!;
    v.optionValues = optionNames.map((name) =>
      name === 'Type' && manyTypes
        ? row.type.title
        : (row.variant.attributes.find((a) => a.name === name)?.option ?? '-'),
    );
  }

  return { variants, optionNames, typeIds, firstTypeSku: rows[0]!.type.sku };
}

/** §5's SKU when none is typed: the first product type's, and a part of the request's key. */
export function defaultSku(typeSku: string, pushKey: string): string {
  const part = createHash('sha256').update(pushKey).digest('hex').slice(0, 6).toUpperCase();
  return `${typeSku}-${part}`;
}

/** The designs: print areas of the chosen types, each once, with files that exist. */
/**
 * Designs for print areas of `typeIds`: each area one of theirs, each file an upload of the
 * caller's (staff: anyone's), so another user's file id cannot be attached and then read through
 * the product ('File {id} was not found.' either way). Areas given twice: the last file wins.
 */
export async function checkedPrintFiles(
  ctx: Context,
  viewer: Viewer,
  given: readonly { print_area_id: string; file_id?: string | null }[],
  typeIds: readonly number[],
) {
  const withFile = given.filter((f) => f.file_id);
  if (withFile.length === 0) return [];
  if (withFile.length > PRODUCT_LIMITS.variants) {
    throw badInput(S.tooMany('print files', PRODUCT_LIMITS.variants));
  }
  const areaIds = withFile.map((f) => rowIdOf(f.print_area_id) ?? -1);
  const fileIds = withFile.map((f) => rowIdOf(f.file_id!) ?? -1);
  const staff = hasRole(viewer, 'Administrator', 'Supporter');
  const [areas, found] = await Promise.all([
    ctx.db
      .select({ id: productTypePrintAreas.id, typeId: productTypePrintAreas.productTypeId })
      .from(productTypePrintAreas)
      .where(inArray(productTypePrintAreas.id, areaIds)),
    ctx.db
      .select({ id: files.id, fileName: files.fileName })
      .from(files)
      .where(and(inArray(files.id, fileIds), staff ? undefined : eq(files.userId, viewer.id))),
  ]);
  // §5: a design is a .jpg, .png, .tiff, .psd or .dxf file, as on an order.
  if (found.some((f) => !isPrintFileName(f.fileName))) {
    throw badInput(DESIGN_MESSAGES.printFileType);
  }
  const typeOf = new Map(areas.map((a) => [a.id, a.typeId]));
  const known = new Set(found.map((f) => f.id));
  const seen = new Map<number, { productTypeId: number; printAreaId: number; fileId: number }>();
  withFile.forEach((f, i) => {
    const typeId = typeOf.get(areaIds[i]!);
    if (typeId === undefined || !typeIds.includes(typeId)) {
      throw badInput(S.printAreaUnknown(f.print_area_id));
    }
    if (!known.has(fileIds[i]!)) throw badInput(S.fileUnknown(f.file_id!));
    seen.set(areaIds[i]!, { productTypeId: typeId, printAreaId: areaIds[i]!, fileId: fileIds[i]! });
  });
  return [...seen.values()];
}

/** The product a push registered, if an earlier attempt did. */
export async function pushedProduct(db: Database, ownerId: number, pushKey: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.userId, ownerId), eq(products.pushKey, pushKey)));
  return row;
}

/** The shop product's handle (slug): readable, and the push's own so a retry finds it again. */
function handleOf(data: ProductPushJobData): string {
  const slug = data.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const key = createHash('sha256')
    .update(JSON.stringify([data.ownerId, data.pushKey]))
    .digest('hex')
    .slice(0, 10);
  return `${slug || 'product'}-${key}`;
}

export async function logPush(services: Services, type: string, message: string) {
  await services.db
    .insert(systemLogs)
    .values({ type, message: cutText(message, 2000), createdAt: services.now() });
}

/** The shop a push or a mapping job works on: still active and connected, else the push fails (§8). */
export async function jobShop(services: Services, siteId: number) {
  const [site] = await services.db.select().from(sites).where(eq(sites.id, siteId));
  if (!site?.status || !site.verified || !site.accessToken || !isShopPlatform(site.platform)) {
    throw new JobFailure(M.pushFailed);
  }
  const shop: ConnectedShop = {
    id: site.id,
    domain: site.domain,
    platform: site.platform,
    accessToken: site.accessToken,
  };
  return { site, shop, client: platformsOf(services).client(site.platform) };
}

/**
 * The push (§8): the product is made on the shop, then registered here with its variants, designs
 * and store, and the shop's variants are mapped to the product type variants (so the shop's orders
 * of it arrive as internal orders). When the registration fails, the shop's product is removed
 * again, so the shop never keeps a product POD Office does not know.
 */
export const productPushJob: JobKind<ProductPushJobData> = {
  name: 'product-push',
  retryLimit: 2,
  async run({ data, services, progress }): Promise<ProductPushResult> {
    const done = (id: number) => ({ productId: String(id), message: M.created });
    const earlier = await pushedProduct(services.db, data.ownerId, data.pushKey);
    if (earlier) return done(earlier.id);
    const { site, shop, client } = await jobShop(services, data.siteId);
    await progress(0, 2);
    const draft: ShopProductDraft = {
      handle: handleOf(data),
      title: data.title,
      descriptionHtml: data.description,
      tags: data.tags,
      categories: data.categories,
      options: data.options,
      variants: data.variants.map((v) => ({
        sku: v.sku,
        optionValues: v.optionValues,
        regularCents: v.regularCents,
        saleCents: v.saleCents,
      })),
      images: data.images,
    };
    let made;
    try {
      made = await client.createProduct(shop, draft);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      await logPush(
        services,
        SYSTEM_LOG_TYPES.productPushFailed,
        `${site.title} (site ${site.id}): ${error.message}`,
      );
      throw new JobFailure(M.pushFailed);
    }
    await progress(1, 2);
    try {
      const id = await register(services, data, made);
      await progress(2, 2);
      await logPush(
        services,
        SYSTEM_LOG_TYPES.productCreated,
        `Product #${id} ${data.title} on ${site.title} (site ${site.id}, shop product ${made.id})`,
      );
      return done(id);
    } catch (error) {
      const index = uniqueViolationOf(error);
      // Another attempt of this push registered the same shop product: it is theirs to keep.
      if (index === 'products_push_key_unique') {
        const theirs = await pushedProduct(services.db, data.ownerId, data.pushKey);
        if (theirs) return done(theirs.id);
      }
      await client.deleteProduct(shop, made.id).catch((e: unknown) => {
        console.error(
          `Product push: shop product ${made.id} of site ${site.id} not removed: ${String(e)}`,
        );
      });
      await logPush(
        services,
        SYSTEM_LOG_TYPES.productPushFailed,
        `${site.title} (site ${site.id}): registration failed, shop product ${made.id} removed`,
      );
      if (index === 'products_user_sku_unique') throw new JobFailure(M.skuExists);
      if (index !== undefined) throw new JobFailure(M.pushFailed);
      throw error;
    }
  },
};

/** Registers a product the shop made, in one transaction. */
export async function register(
  services: Services,
  data: ProductPushJobData,
  made: { id: string; permalink: string | null; variants: { id: string; sku: string }[] },
): Promise<number> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        userId: data.ownerId,
        sku: data.sku,
        title: data.title,
        description: data.description,
        images: data.images,
        tags: data.tags,
        categories: data.categories,
        shortCode: randomBytes(6).toString('base64url'),
        pushKey: data.pushKey,
        createdBy: data.startedBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    await tx.insert(productVariants).values(
      data.variants.map((v, sorting) => ({
        productId,
        productTypeId: v.productTypeId,
        productTypeVariantId: v.productTypeVariantId,
        sku: v.sku,
        regularPriceCents: v.regularCents,
        salePriceCents: v.saleCents,
        sorting,
      })),
    );
    if (data.printFiles.length) {
      await tx.insert(productPrintFiles).values(data.printFiles.map((f) => ({ productId, ...f })));
    }
    await tx.insert(productStores).values({
      productId,
      siteId: data.siteId,
      originId: made.id,
      permalink: made.permalink,
      createdAt: now,
    });
    const bySku = new Map(data.variants.map((v) => [v.sku, v.productTypeVariantId]));
    await saveVariantMappings(
      tx,
      made.variants.flatMap((v) => {
        const productTypeVariantId = bySku.get(v.sku);
        return productTypeVariantId === undefined
          ? []
          : [
              {
                siteId: data.siteId,
                originProductId: made.id,
                originVariantId: v.id,
                productTypeVariantId,
              },
            ];
      }),
      { userId: data.startedBy, now },
    );
    return productId;
  });
}
