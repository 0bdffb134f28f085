import { and, asc, eq } from 'drizzle-orm';
import { DTF_DEFAULT_SHIPPING_METHOD, checkOrderAction, orderActorOf } from '@podoffice/domain';
import type { Executor } from '../../db/client';
import {
  files,
  orderPrintFiles,
  orders,
  productTypePartnerVariants,
  productTypeVariants,
} from '../../db/schema';
import { fileStoreOf } from '../../files';
import { PartnerError, partnersOf } from '../../partners';
import { parseId } from '../args';
import type { Context, Services, Viewer } from '../context';
import { badInput, clientError, forbidden, notFound } from '../errors';
import { fileUrl } from '../files/files';
import { mayEverAct, orderFactsOf, type OrderRow } from '../orders/act';
import { ORDER_READ_MESSAGES } from '../orders/filter';
import { inScope, orderScope } from '../orders/scope';
import type { DtfOrderMapping } from '../resolvers-types.generated';
import { dtfPartnerOf, dtfProductsOf, type DtfPartner, type DtfProduct } from './partner';

/** An order's designs with the address the partner (and the modal) reads each at; null: no file. */
export async function designsOf(services: Services, db: Executor, orderId: number) {
  const rows = await db
    .select({
      id: orderPrintFiles.id,
      title: orderPrintFiles.title,
      areaId: orderPrintFiles.productTypePrintFileId,
      key: files.key,
    })
    .from(orderPrintFiles)
    .leftJoin(files, eq(files.id, orderPrintFiles.fileId))
    .where(eq(orderPrintFiles.orderId, orderId))
    .orderBy(asc(orderPrintFiles.sorting), asc(orderPrintFiles.id));
  const store = fileStoreOf(services);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      title: r.title,
      areaId: r.areaId,
      url: r.key ? await fileUrl(store, r.key) : null,
    })),
  );
}

/** The partner's products, a partner that cannot be reached answering its own message. */
export async function dtfProducts(services: Services, partner: DtfPartner): Promise<DtfProduct[]> {
  try {
    return dtfProductsOf(await partnersOf(services).printTypes(partner));
  } catch (e) {
    if (e instanceof PartnerError) throw clientError(e.message, 'BAD_GATEWAY');
    throw e;
  }
}

/**
 * The mapping the catalogue suggests for an order: the product whose print types the variant maps
 * to at the partner, and for each design with a file the placement its print area maps to.
 */
export async function suggestedMapping(
  db: Executor,
  row: OrderRow,
  partner: DtfPartner,
  products: readonly DtfProduct[],
  designs: readonly { id: number; areaId: number | null; url: string | null }[],
) {
  const [variant] = await db
    .select({ areas: productTypeVariants.mappingPartnerPrintAreas })
    .from(productTypeVariants)
    .where(eq(productTypeVariants.id, row.productTypeVariantId));
  const mapped = await db
    .select({ id: productTypePartnerVariants.partnerVariantId })
    .from(productTypePartnerVariants)
    .where(
      and(
        eq(productTypePartnerVariants.productTypeVariantId, row.productTypeVariantId),
        eq(productTypePartnerVariants.partnerFulfillmentId, String(partner.id)),
      ),
    );
  const ids = new Set(mapped.map((m) => m.id));
  const product = products.find((p) => p.printTypeSkus.some((sku) => ids.has(sku)));
  const keyOfArea = new Map(
    (variant?.areas ?? [])
      .filter((a) => a.partner_id === String(partner.id))
      .map((a) => [a.product_type_print_area_id, a.partner_key]),
  );
  const placement = designs.flatMap((d) => {
    const key = d.areaId === null ? undefined : keyOfArea.get(String(d.areaId));
    const fits = key && (!product || product.placements.includes(key));
    return d.url && fits ? [{ print_file_id: String(d.id), placement: key }] : [];
  });
  return { sku: product?.sku ?? null, placement };
}

/** The order of `rawId` if the caller reads it and may map it (§4 DTF mapping). */
async function mappableOrder(ctx: Context, viewer: Viewer, rawId: string): Promise<OrderRow> {
  if (!mayEverAct(viewer, 'dtfMapping')) throw forbidden();
  const scope = await orderScope(ctx, viewer);
  const id = parseId(rawId, ORDER_READ_MESSAGES.orderNotFound);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row || !inScope(scope, row)) throw notFound(ORDER_READ_MESSAGES.orderNotFound);
  const facts = await orderFactsOf(ctx.db, row);
  const check = checkOrderAction('dtfMapping', facts, orderActorOf(viewer), ctx.now);
  if (!check.ok) throw badInput(check.reason);
  return row;
}

/** dtfOrderMapping: the DTF data mapping modal's data of one order. */
export async function dtfOrderMapping(ctx: Context, rawId: string): Promise<DtfOrderMapping> {
  const viewer = await ctx.viewer();
  const row = await mappableOrder(ctx, viewer, rawId);
  const partner = await dtfPartnerOf(ctx.db);
  const [products, designs] = await Promise.all([
    dtfProducts(ctx.services, partner),
    designsOf(ctx.services, ctx.db, row.id),
  ]);
  const suggested = await suggestedMapping(ctx.db, row, partner, products, designs);
  return {
    order_id: String(row.id),
    origin_number: row.originNumber,
    product_name: row.productName,
    designs: designs.map((d) => ({ id: String(d.id), title: d.title, url: d.url })),
    sku_options: products.map((p) => ({ sku: p.sku, label: p.label })),
    placement_options: [...new Set(products.flatMap((p) => p.placements))],
    sku: suggested.sku,
    placement: suggested.placement,
    shipping_method: DTF_DEFAULT_SHIPPING_METHOD,
  };
}
