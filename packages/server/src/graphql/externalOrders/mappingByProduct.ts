import { and, eq } from 'drizzle-orm';
import {
  EXTERNAL_ORDER_MESSAGES as M,
  canMapExternalOrders,
  productMappingInputError,
} from '@podoffice/domain';
import { productTypeVariants, productVariants, products, sites } from '../../db/schema';
import { productDesignsOf } from '../../orders/productDesigns';
import { parseId, rowIdOf } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import type { CreateNewOrderWithProductIdInput } from '../resolvers-types.generated';
import { makeMappedOrder, waitingExternalOrder } from './mapping';

/**
 * §7 createNewOrderWithProductId: the external order mapped to a variant of one of the seller's
 * products instead of a bare product type variant. The shop variant is mapped to that variant's
 * product type variant (its next orders arrive as internal orders, as with createNewOrder), and
 * the order starts with the product's designs, so a product whose print areas are all designed
 * goes straight to processing instead of waiting in pending design.
 *
 * The product must belong to the seller of the external order's site (staff map for the seller,
 * never with another seller's product). `productTypeId` and `productTypeVariantId` are what the
 * screen showed: when sent they must agree with the product's variant, so a stale screen cannot
 * make an order of something else than it showed.
 */
export async function createNewOrderWithProductId(
  ctx: Context,
  input: CreateNewOrderWithProductIdInput,
): Promise<string> {
  const viewer = await ctx.viewer();
  if (!canMapExternalOrders(viewer)) throw forbidden();
  const problem = productMappingInputError(input);
  if (problem) throw badInput(problem);
  const productId = rowIdOf(String(input.mappingProductId));
  const productVariantId = rowIdOf(String(input.mappingProductVariantId));
  if (productId === null || productVariantId === null) throw badInput(M.productAndVariant);

  const external = await waitingExternalOrder(ctx, viewer, input.mappingOrderId);
  if (input.siteId != null && parseId(input.siteId, M.notFound) !== external.siteId) {
    throw notFound(M.notFound);
  }
  if (!external.variantOriginId) throw badInput(M.orderVariantNotMapped);

  const [found] = await ctx.db
    .select({
      productTypeId: productVariants.productTypeId,
      productTypeVariantId: productVariants.productTypeVariantId,
      isActive: productTypeVariants.isActive,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(sites, eq(sites.userId, products.userId))
    .innerJoin(
      productTypeVariants,
      eq(productTypeVariants.id, productVariants.productTypeVariantId),
    )
    .where(
      and(
        eq(productVariants.id, productVariantId),
        eq(productVariants.productId, productId),
        eq(sites.id, external.siteId),
      ),
    );
  // Another seller's product, or a variant of another product, reads as not there.
  if (!found) throw notFound(M.productNotFound);
  const agrees = (sent: string | number | null | undefined, actual: number) =>
    sent == null || String(sent).trim() === '' || rowIdOf(String(sent)) === actual;
  if (
    !agrees(input.productTypeId, found.productTypeId) ||
    !agrees(input.productTypeVariantId, found.productTypeVariantId)
  ) {
    throw badInput(M.variantNotOfType);
  }
  if (!found.isActive) throw badInput(M.variantInactive);

  return makeMappedOrder(
    ctx,
    viewer.id,
    external,
    new Map([[external.variantOriginId, found.productTypeVariantId]]),
    await productDesignsOf(ctx.db, productId, found.productTypeId),
  );
}
