import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { PRODUCTS_PAGE_SIZE, canReadProducts, fromCents, hasRole } from '@podoffice/domain';
import type { Executor } from '../../db/client';
import {
  files,
  productPrintFiles,
  productStores,
  productTypePrintAreas,
  productTypes,
  productTypeVariants,
  productVariants,
  products,
  sites,
} from '../../db/schema';
import { fileStoreOf } from '../../files';
import { platformsOf } from '../../platforms';
import { distinctValues, likePattern, page, rowIdOf } from '../args';
import type { Context, Viewer } from '../context';
import { forbidden } from '../errors';
import { fileUrl } from '../files/files';
import type { Product, ProductFilter } from '../resolvers-types.generated';

/** §9 caps a page at 20; a caller may ask for up to 100. */
export const PRODUCTS_MAX_LIMIT = 100;

/** Where short links are served: GET /p/{code} (shortLink.ts). */
export const SHORT_LINK_PATH = '/p';

export type ProductRow = typeof products.$inferSelect;

/**
 * Whose products a caller reads: a Seller their own (the id), staff who read products everyone's
 * (null); anyone else is refused.
 */
export function productOwnerScope(viewer: Viewer): number | null {
  if (!canReadProducts(viewer)) throw forbidden();
  return hasRole(viewer, 'Administrator', 'Supporter', 'Listing') ? null : viewer.id;
}

/** Ids of a filter list; an id that cannot be a row matches nothing rather than failing. */
function idsOf(values: readonly string[] | null | undefined, field: string): number[] | null {
  const list = distinctValues(values, field);
  if (list === null) return null;
  return list.map((v) => rowIdOf(v) ?? -1);
}

/** What narrows a products list or export (§7 products, exportProduct). */
export type ProductQuery = Pick<
  ProductFilter,
  'search' | 'site_ids' | 'product_type_ids' | 'seller_site_id'
>;

/**
 * The filter's conditions over `products`, within what `owner` may read (null: everyone's).
 * Bad input (over 100 ids) is refused here, before any read.
 */
export function productWhere(
  db: Executor,
  owner: number | null,
  filter: ProductQuery | null | undefined,
): SQL | undefined {
  const search = likePattern(filter?.search);
  const siteIds = idsOf(filter?.site_ids, 'site_ids');
  const typeIds = idsOf(filter?.product_type_ids, 'product_type_ids');
  const sellerSiteId =
    filter?.seller_site_id == null ? null : (rowIdOf(String(filter.seller_site_id)) ?? -1);
  return and(
    owner === null ? undefined : eq(products.userId, owner),
    sellerSiteId === null
      ? undefined
      : inArray(
          products.userId,
          db.select({ id: sites.userId }).from(sites).where(eq(sites.id, sellerSiteId)),
        ),
    search ? or(ilike(products.title, search), ilike(products.sku, search)) : undefined,
    siteIds
      ? exists(
          db
            .select({ one: productStores.id })
            .from(productStores)
            .where(
              and(
                eq(productStores.productId, products.id),
                inArray(productStores.siteId, siteIds.length ? siteIds : [-1]),
              ),
            ),
        )
      : undefined,
    typeIds
      ? exists(
          db
            .select({ one: productVariants.id })
            .from(productVariants)
            .where(
              and(
                eq(productVariants.productId, products.id),
                inArray(productVariants.productTypeId, typeIds.length ? typeIds : [-1]),
              ),
            ),
        )
      : undefined,
  );
}

/** Newest first, as the list shows them and the export writes them. */
export const PRODUCTS_NEWEST_FIRST = [desc(products.createdAt), desc(products.id)] as const;

/** §2's list: the caller's products (a site, product type and search narrow it), newest first. */
export async function listProducts(
  ctx: Context,
  viewer: Viewer,
  filter: ProductFilter | null | undefined,
): Promise<{ count: number; hits: Product[] }> {
  const owner = productOwnerScope(viewer);
  const { limit, offset } = page(filter, PRODUCTS_PAGE_SIZE, PRODUCTS_MAX_LIMIT);
  const where = productWhere(ctx.db, owner, filter);
  const [total, rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(products).where(where),
    ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...PRODUCTS_NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
  ]);
  return { count: total[0]?.n ?? 0, hits: await toProducts(ctx, rows) };
}

/** One product the caller may read, or undefined. */
export async function readableProduct(
  db: Executor,
  viewer: Viewer,
  id: number,
): Promise<ProductRow | undefined> {
  const owner = productOwnerScope(viewer);
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), owner === null ? undefined : eq(products.userId, owner)));
  return row;
}

/** The products' variants in their order, with their type's title, options and base cost. */
export function variantsOf(db: Executor, productIds: readonly number[]) {
  return db
    .select({
      row: productVariants,
      typeTitle: productTypes.title,
      attributes: productTypeVariants.attributes,
      baseCents: productTypeVariants.baseCostCents,
    })
    .from(productVariants)
    .innerJoin(productTypes, eq(productTypes.id, productVariants.productTypeId))
    .innerJoin(
      productTypeVariants,
      eq(productTypeVariants.id, productVariants.productTypeVariantId),
    )
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.sorting), asc(productVariants.id));
}

/**
 * The products as §3 shows them, with their stores, variants and print areas: four queries for a
 * page, whatever its size.
 */
export async function toProducts(ctx: Context, rows: readonly ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [stores, variants, designs] = await Promise.all([
    ctx.db
      .select({
        row: productStores,
        title: sites.title,
        domain: sites.domain,
        platform: sites.platform,
      })
      .from(productStores)
      .innerJoin(sites, eq(sites.id, productStores.siteId))
      .where(inArray(productStores.productId, ids))
      .orderBy(asc(productStores.id)),
    variantsOf(ctx.db, ids),
    ctx.db
      .select({
        productId: productPrintFiles.productId,
        areaId: productPrintFiles.printAreaId,
        key: files.key,
        fileId: files.id,
      })
      .from(productPrintFiles)
      .innerJoin(files, eq(files.id, productPrintFiles.fileId))
      .where(inArray(productPrintFiles.productId, ids)),
  ]);
  const typeIds = [...new Set(variants.map((v) => v.row.productTypeId))];
  const areas = typeIds.length
    ? await ctx.db
        .select()
        .from(productTypePrintAreas)
        .where(inArray(productTypePrintAreas.productTypeId, typeIds))
        .orderBy(asc(productTypePrintAreas.sorting), asc(productTypePrintAreas.id))
    : [];
  const store = fileStoreOf(ctx.services);
  const designOf = new Map<string, { fileId: number; url: string }>();
  for (const d of designs) {
    designOf.set(`${d.productId}:${d.areaId}`, {
      fileId: d.fileId,
      url: await fileUrl(store, d.key),
    });
  }
  const shortBase = `${platformsOf(ctx.services).apiUrl}${SHORT_LINK_PATH}`;
  return rows.map((row) => {
    const own = variants.filter((v) => v.row.productId === row.id);
    const ownTypes = new Set(own.map((v) => v.row.productTypeId));
    const printFiles = areas
      .filter((a) => ownTypes.has(a.productTypeId))
      .map((a) => {
        const design = designOf.get(`${row.id}:${a.id}`);
        return {
          product_type_id: String(a.productTypeId),
          print_area_id: String(a.id),
          title: a.title,
          width: a.width,
          height: a.height,
          file_id: design ? String(design.fileId) : null,
          file_url: design?.url ?? null,
        };
      });
    const complete = (typeId: number) =>
      printFiles.every((f) => f.product_type_id !== String(typeId) || f.file_id !== null);
    return {
      id: String(row.id),
      sku: row.sku,
      title: row.title,
      description: row.description,
      images: row.images,
      tags: row.tags,
      categories: row.categories,
      personalized: row.personalized,
      created_at: row.createdAt.toISOString(),
      user_id: String(row.userId),
      short_link: `${shortBase}/${row.shortCode}`,
      productStore: stores
        .filter((s) => s.row.productId === row.id)
        .map((s) => ({
          id: String(s.row.id),
          site_id: String(s.row.siteId),
          origin_id: s.row.originId,
          permalink: s.row.permalink,
          site_title: s.title,
          site_domain: s.domain,
          platform: s.platform,
        })),
      product_type_ids: [...ownTypes].map(String),
      variants: own.map((v) => ({
        id: String(v.row.id),
        sku: v.row.sku,
        image: v.row.image,
        product_type_id: String(v.row.productTypeId),
        product_type_title: v.typeTitle,
        product_type_variant_id: String(v.row.productTypeVariantId),
        attributes: v.attributes,
        regular_price: fromCents(v.row.regularPriceCents),
        sale_price: fromCents(v.row.salePriceCents),
        base_cost: fromCents(v.baseCents),
        design_status: complete(v.row.productTypeId),
      })),
      print_files: printFiles,
    };
  });
}
