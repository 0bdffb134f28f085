import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  EXTERNAL_ORDER_BATCH_MAX,
  EXTERNAL_ORDER_MESSAGES as M,
  SYSTEM_LOG_TYPES,
  canMapExternalOrders,
  mappingInputError,
  orderIdLabel,
} from '@podoffice/domain';
import { externalOrders, productTypeVariants, sites, systemLogs } from '../../db/schema';
import { createOrdersIn, OrderDraftError, type OrderDraft } from '../../orders/createOrder';
import { saveVariantMappings } from '../../orders/variantMappings';
import { orderDraftOf } from '../../shopOrders/ingest';
import type { ShopOrder } from '../../shopOrders/shopOrder';
import { parseId, rowIdOf } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import type { CreateNewOrderInput } from '../resolvers-types.generated';
import { externalOrderSites } from './list';

/** A bound on the shop's variant ids, like every stored id. */
const ORIGIN_ID_MAX = 255;

/** A thrown refusal that rolls the mapping's transaction back. */
class MappingRefused extends Error {}

/**
 * §7 createNewOrder: the external order's shop variant (and siblings) mapped to variants of the
 * product type chosen, and its order made through the orders core (makeMappedOrder).
 */
export async function createNewOrder(ctx: Context, input: CreateNewOrderInput): Promise<string> {
  const viewer = await ctx.viewer();
  if (!canMapExternalOrders(viewer)) throw forbidden();
  const problem = mappingInputError(input);
  if (problem) throw badInput(problem);
  const productTypeId = parseId(String(input.productType), M.variantNotOfType);
  const rows = (input.mappingProduct ?? []).map((m) => ({
    originVariantId: String(m.originVariantId).trim(),
    productTypeVariantId: rowIdOf(String(m.productTypeVariantId)),
  }));
  if (
    rows.some((r) => r.originVariantId.length > ORIGIN_ID_MAX || r.productTypeVariantId === null)
  ) {
    throw badInput(M.variantNotOfType);
  }

  const external = await waitingExternalOrder(ctx, viewer, input.mappingOrderId);
  if (!rows.some((r) => r.originVariantId === external.variantOriginId)) {
    throw badInput(M.orderVariantNotMapped);
  }
  const variantIds = [...new Set(rows.map((r) => r.productTypeVariantId!))];
  const variants = await ctx.db
    .select({
      id: productTypeVariants.id,
      productTypeId: productTypeVariants.productTypeId,
      isActive: productTypeVariants.isActive,
    })
    .from(productTypeVariants)
    .where(inArray(productTypeVariants.id, variantIds));
  const byId = new Map(variants.map((v) => [v.id, v]));
  for (const id of variantIds) {
    const variant = byId.get(id);
    if (!variant || variant.productTypeId !== productTypeId) throw badInput(M.variantNotOfType);
    if (!variant.isActive) throw badInput(M.variantInactive);
  }
  // The same shop variant twice: the last row wins, as the popover's last choice would.
  const mappingOf = new Map(rows.map((r) => [r.originVariantId, r.productTypeVariantId!]));
  return makeMappedOrder(ctx, viewer.id, external, mappingOf);
}

/** A waiting (not removed) external order the caller may map, or the refusal. */
export async function waitingExternalOrder(
  ctx: Context,
  viewer: Parameters<typeof externalOrderSites>[1],
  id: string | number,
): Promise<ExternalOrderRow> {
  const scope = await externalOrderSites(ctx, viewer);
  const externalId = parseId(id, M.notFound);
  const [external] = await ctx.db
    .select()
    .from(externalOrders)
    .where(and(eq(externalOrders.id, externalId), isNull(externalOrders.removedAt)));
  if (!external || (scope !== null && !scope.includes(external.siteId))) {
    throw notFound(M.notFound);
  }
  if (external.mappedAt) throw badInput(M.alreadyMapped);
  return external;
}

type ExternalOrderRow = typeof externalOrders.$inferSelect;

/**
 * The one path both mappings end in, in one transaction: the external order is claimed first (a
 * conditional update), so two mappings of it at once make one order; the shop variants are
 * mapped for the next orders; the order is made through the orders core (the orders' unique
 * index refuses a webhook of the same line meanwhile), with the designs when the mapping knows them.
 */
export async function makeMappedOrder(
  ctx: Context,
  userId: number,
  external: ExternalOrderRow,
  mappingOf: ReadonlyMap<string, number>,
  designed?: Pick<OrderDraft, 'designs' | 'designStatus'>,
): Promise<string> {
  const [site] = await ctx.db
    .select({ title: sites.title })
    .from(sites)
    .where(eq(sites.id, external.siteId));
  const now = ctx.now;
  try {
    const orderId = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(externalOrders)
        .set({ mappedAt: now, updatedAt: now })
        .where(and(eq(externalOrders.id, external.id), isNull(externalOrders.mappedAt)))
        .returning({ id: externalOrders.id });
      if (claimed.length === 0) throw new MappingRefused(M.alreadyMapped);
      await saveVariantMappings(
        tx,
        [...mappingOf].map(([originVariantId, productTypeVariantId]) => ({
          siteId: external.siteId,
          originProductId: external.productOriginId,
          originVariantId,
          productTypeVariantId,
        })),
        { userId, now },
      );
      const order = storedOrder(external.order);
      const line = order.lines[0]!;
      const draft = orderDraftOf(
        external.siteId,
        order,
        line,
        mappingOf.get(external.variantOriginId!)!,
        now,
      );
      const [made] = await createOrdersIn(tx, [{ ...draft, ...designed }], {
        userId,
        source: 'External Orders mapping',
        now,
      });
      await tx
        .update(externalOrders)
        .set({ mappedOrderId: made!.id })
        .where(eq(externalOrders.id, external.id));
      await tx.insert(systemLogs).values({
        type: SYSTEM_LOG_TYPES.orderCreated,
        message: `${site?.title ?? 'Site'} (site ${external.siteId}) order ${external.orderNumber ?? external.orderOriginId} item ${external.lineItemId}: mapped by user ${userId}, order ${orderIdLabel(made!.id)}`,
        createdAt: now,
      });
      return made!.id;
    });
    return String(orderId);
  } catch (error) {
    if (error instanceof MappingRefused || error instanceof OrderDraftError) {
      throw badInput(error.message);
    }
    throw error;
  }
}

/** The shop order kept with an external order (jsonb: its date is text again). */
function storedOrder(value: unknown): ShopOrder {
  const order = value as ShopOrder & { createdAt: string | Date | null };
  return { ...order, createdAt: order.createdAt ? new Date(order.createdAt) : null };
}

/** §7 removeMappingOrder: waiting external orders of the caller's sites, at most 100 at once. */
export async function removeMappingOrder(
  ctx: Context,
  ids: readonly (string | number)[],
): Promise<number> {
  const viewer = await ctx.viewer();
  if (!canMapExternalOrders(viewer)) throw forbidden();
  if (ids.length === 0) throw badInput(M.noneSelected);
  if (ids.length > EXTERNAL_ORDER_BATCH_MAX) throw badInput(M.tooManyIds);
  const wanted = [...new Set(ids.map((id) => parseId(id, M.notFound)))];
  const scope = await externalOrderSites(ctx, viewer);
  const found = await ctx.db
    .select({ id: externalOrders.id, siteId: externalOrders.siteId })
    .from(externalOrders)
    .where(and(inArray(externalOrders.id, wanted), isNull(externalOrders.removedAt)));
  if (
    found.length !== wanted.length ||
    found.some((row) => scope !== null && !scope.includes(row.siteId))
  ) {
    throw notFound(M.notFound);
  }
  const removed = await ctx.db
    .update(externalOrders)
    .set({ removedAt: ctx.now, updatedAt: ctx.now })
    .where(
      and(
        inArray(externalOrders.id, wanted),
        isNull(externalOrders.mappedAt),
        isNull(externalOrders.removedAt),
      ),
    )
    .returning({ id: externalOrders.id });
  return removed.length;
}
