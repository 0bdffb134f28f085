import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { productPrintFiles, productStores, productTypePrintAreas } from '../db/schema';
import type { OrderDraft } from './createOrder';

export type ProductDesigns = Required<Pick<OrderDraft, 'designs' | 'designStatus'>>;

/**
 * What an order of one of a product's types starts with (spec 2 §4 design status): the product's
 * designs of that type, and whether every print area of the type has one (then nothing waits
 * for a designer: the order goes to processing).
 */
export async function productDesignsOf(
  db: Executor,
  productId: number,
  productTypeId: number,
): Promise<ProductDesigns> {
  const [designs, areas] = await Promise.all([
    db
      .select({
        productTypePrintFileId: productPrintFiles.printAreaId,
        fileId: productPrintFiles.fileId,
      })
      .from(productPrintFiles)
      .where(
        and(
          eq(productPrintFiles.productId, productId),
          eq(productPrintFiles.productTypeId, productTypeId),
          isNotNull(productPrintFiles.fileId),
        ),
      ),
    db
      .select({ id: productTypePrintAreas.id })
      .from(productTypePrintAreas)
      .where(eq(productTypePrintAreas.productTypeId, productTypeId)),
  ]);
  const designed = new Set(designs.map((d) => d.productTypePrintFileId));
  return { designs, designStatus: areas.length > 0 && areas.every((a) => designed.has(a.id)) };
}

/** The POD products a site's shop products are (a push or a mapping registered), by shop product id. */
export async function productsOfShopProducts(
  db: Executor,
  siteId: number,
  originProductIds: string[],
): Promise<Map<string, number>> {
  if (originProductIds.length === 0) return new Map();
  const rows = await db
    .select({ originId: productStores.originId, productId: productStores.productId })
    .from(productStores)
    .where(
      and(eq(productStores.siteId, siteId), inArray(productStores.originId, originProductIds)),
    );
  return new Map(rows.map((r) => [r.originId, r.productId]));
}
