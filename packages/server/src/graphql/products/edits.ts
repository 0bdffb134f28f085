import { and, eq } from 'drizzle-orm';
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
  productStores,
  products,
  siteVariantMappings,
  sites,
  systemLogs,
} from '../../db/schema';
import { PlatformError, platformsOf } from '../../platforms';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, clientError, forbidden, notFound } from '../errors';
import type { UpdateProductInput } from '../resolvers-types.generated';
import { readableProduct, toProducts } from './list';
import { PRODUCT_LIMITS, PRODUCT_SERVER_MESSAGES } from './push';

export const PRODUCT_EDIT_MESSAGES = {
  notFound: 'Product not found',
} as const;

/** The product a caller may act on (§6: Administrator, Seller on their own, Listing). */
async function actionableProduct(ctx: Context, id: string) {
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
