import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PRODUCT_MESSAGES as M,
  SYSTEM_LOG_TYPES,
  canActOnProducts,
  canResetProductPrintAreas,
  cutText,
  isShopPlatform,
} from '@podoffice/domain';
import {
  productPrintFiles,
  productTypePrintAreas,
  productVariants,
  productStores,
  products,
  siteVariantMappings,
  sites,
  systemLogs,
} from '../../db/schema';
import { PlatformError, platformsOf } from '../../platforms';
import { parseId, rowIdOf } from '../args';
import type { Context } from '../context';
import { badInput, clientError, forbidden, notFound } from '../errors';
import type { ProductTypePrintFilesInput, UpdateProductInput } from '../resolvers-types.generated';
import { readableProduct, toProducts } from './list';
import { PRODUCT_LIMITS, PRODUCT_SERVER_MESSAGES, checkedPrintFiles } from './push';

export const PRODUCT_EDIT_MESSAGES = {
  notFound: 'Product not found',
  variantNotFound: 'This variant is not one of the product’s',
  typeNotOfProduct: (id: string) => `Product type ${id} is not one of the product’s.`,
  noPrintFiles: 'Give the designs of at least one product type.',
} as const;

/** updatePrintFiles: a product's types (a push takes types of one category, a few at most). */
const PRINT_FILE_TYPES_MAX = 20;
const PRINT_FILES_PER_TYPE_MAX = 50;

/** The product a caller may act on (§6: Administrator, Seller on their own, Listing). */
export async function actionableProduct(ctx: Context, id: string) {
  const viewer = await ctx.viewer();
  if (!canActOnProducts(viewer)) throw forbidden();
  const row = await readableProduct(ctx.db, viewer, parseId(id, PRODUCT_EDIT_MESSAGES.notFound));
  if (!row) throw notFound(PRODUCT_EDIT_MESSAGES.notFound);
  return { viewer, row };
}

/** §2 Edit: Save changes the title only (the shop keeps its own until the next push). */
export async function updateProduct(ctx: Context, id: string, input: UpdateProductInput) {
  const { row } = await actionableProduct(ctx, id);
  const title = input.title.trim();
  if (!title) throw badInput(M.titleRequired);
  if (title.length > PRODUCT_LIMITS.title) {
    throw badInput(PRODUCT_SERVER_MESSAGES.titleTooLong);
  }
  const [updated] = await ctx.db
    .update(products)
    .set({ title, updatedAt: ctx.now })
    .where(eq(products.id, row.id))
    .returning();
  return (await toProducts(ctx, [updated!]))[0]!;
}

/**
 * §7 deleteProduct: with isDelOnStore the product is removed from each of its shops first (a shop
 * that refuses stops the deletion, so nothing is half gone); then its rows and its shop variants'
 * mappings (orders of a deleted product wait for mapping again).
 */
export async function deleteProduct(ctx: Context, id: string, onStore: boolean) {
  const { row } = await actionableProduct(ctx, id);
  const stores = await ctx.db
    .select({ store: productStores, site: sites })
    .from(productStores)
    .innerJoin(sites, eq(sites.id, productStores.siteId))
    .where(eq(productStores.productId, row.id));
  if (onStore) {
    for (const { store, site } of stores) {
      if (!isShopPlatform(site.platform) || !site.accessToken) continue;
      try {
        await platformsOf(ctx.services).client(site.platform).deleteProduct(
          {
            id: site.id,
            domain: site.domain,
            platform: site.platform,
            accessToken: site.accessToken,
          },
          store.originId,
        );
      } catch (error) {
        if (error instanceof PlatformError) throw clientError(error.message, 'BAD_GATEWAY');
        throw error;
      }
    }
  }
  await ctx.db.transaction(async (tx) => {
    for (const { store } of stores) {
      await tx
        .delete(siteVariantMappings)
        .where(
          and(
            eq(siteVariantMappings.siteId, store.siteId),
            eq(siteVariantMappings.originProductId, store.originId),
          ),
        );
    }
    await tx.delete(products).where(eq(products.id, row.id));
    await tx.insert(systemLogs).values({
      type: SYSTEM_LOG_TYPES.productDeleted,
      message: cutText(
        `Product #${row.id} ${row.title} deleted${onStore ? ' here and on its shops' : ''}`,
        2000,
      ),
      createdAt: ctx.now,
    });
  });
  return true;
}

/** §7 resetVariantsPrintFiles: the product's designs are cleared (§6: the Administrator's). */
export async function resetPrintFiles(ctx: Context, id: string) {
  const { viewer, row } = await actionableProduct(ctx, id);
  if (!canResetProductPrintAreas(viewer)) throw forbidden();
  await ctx.db.delete(productPrintFiles).where(eq(productPrintFiles.productId, row.id));
  const [updated] = await ctx.db
    .update(products)
    .set({ updatedAt: ctx.now })
    .where(eq(products.id, row.id))
    .returning();
  return (await toProducts(ctx, [updated!]))[0]!;
}

/**
 * §7 updatePrintFiles: the product's designs by product type, in one transaction. Each area must
 * be one of its type's and each file an upload of the caller's (checkedPrintFiles); an area given
 * without a file loses its design, an area left out keeps it. Orders mapped to the product later
 * start with these designs (createNewOrderWithProductId).
 */
export async function updatePrintFiles(
  ctx: Context,
  id: string,
  groups: readonly ProductTypePrintFilesInput[],
  variantId: string | null | undefined,
) {
  const { viewer, row } = await actionableProduct(ctx, id);
  if (groups.length === 0) throw badInput(PRODUCT_EDIT_MESSAGES.noPrintFiles);
  if (groups.length > PRINT_FILE_TYPES_MAX) {
    throw badInput(PRODUCT_SERVER_MESSAGES.tooMany('product types', PRINT_FILE_TYPES_MAX));
  }
  const variants = await ctx.db
    .select({ id: productVariants.id, typeId: productVariants.productTypeId })
    .from(productVariants)
    .where(eq(productVariants.productId, row.id));
  if (variantId != null && !variants.some((v) => String(v.id) === String(variantId).trim())) {
    throw notFound(PRODUCT_EDIT_MESSAGES.variantNotFound);
  }
  const ownTypes = new Set(variants.map((v) => v.typeId));
  const set: { productTypeId: number; printAreaId: number; fileId: number }[] = [];
  const cleared: number[] = [];
  for (const group of groups) {
    const typeId = rowIdOf(group.product_type_id);
    if (typeId === null || !ownTypes.has(typeId)) {
      throw badInput(PRODUCT_EDIT_MESSAGES.typeNotOfProduct(String(group.product_type_id)));
    }
    if (group.print_files.length > PRINT_FILES_PER_TYPE_MAX) {
      throw badInput(PRODUCT_SERVER_MESSAGES.tooMany('print files', PRINT_FILES_PER_TYPE_MAX));
    }
    set.push(...(await checkedPrintFiles(ctx, viewer, group.print_files, [typeId])));
    const emptied = group.print_files.filter((f) => !f.file_id).map((f) => f.print_area_id);
    if (emptied.length) {
      const areas = await ctx.db
        .select({ id: productTypePrintAreas.id })
        .from(productTypePrintAreas)
        .where(
          and(
            eq(productTypePrintAreas.productTypeId, typeId),
            inArray(
              productTypePrintAreas.id,
              emptied.map((a) => rowIdOf(a) ?? -1),
            ),
          ),
        );
      const known = new Set(areas.map((a) => String(a.id)));
      const unknown = emptied.find((a) => !known.has(String(rowIdOf(a))));
      if (unknown !== undefined) throw badInput(PRODUCT_SERVER_MESSAGES.printAreaUnknown(unknown));
      cleared.push(...areas.map((a) => a.id));
    }
  }
  await ctx.db.transaction(async (tx) => {
    if (cleared.length) {
      await tx
        .delete(productPrintFiles)
        .where(
          and(
            eq(productPrintFiles.productId, row.id),
            inArray(productPrintFiles.printAreaId, cleared),
          ),
        );
    }
    if (set.length) {
      await tx
        .insert(productPrintFiles)
        .values(set.map((f) => ({ productId: row.id, ...f })))
        .onConflictDoUpdate({
          target: [productPrintFiles.productId, productPrintFiles.printAreaId],
          set: { fileId: sql`excluded.file_id` },
        });
    }
    await tx.update(products).set({ updatedAt: ctx.now }).where(eq(products.id, row.id));
  });
  return (await toProducts(ctx, [row]))[0]!;
}
