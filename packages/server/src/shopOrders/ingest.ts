import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SYSTEM_LOG_TYPES, cutText, orderIdLabel } from '@podoffice/domain';
import type { Database, Executor } from '../db/client';
import { externalOrders, productTypeVariants, siteVariantMappings, systemLogs } from '../db/schema';
import { createOrdersIn, type OrderCreator, type OrderDraft } from '../orders/createOrder';
import { isOrderEmail } from '../orders/model';
import { productDesignsOf, productsOfShopProducts } from '../orders/productDesigns';
import type { ShopOrder, ShopOrderLine } from './shopOrder';

/** The site an order arrives on, as ingestion needs it. */
export interface IngestSite {
  id: number;
  title: string;
}

/** What became of one shop order's lines. */
export interface IngestOutcome {
  /** Lines that became internal orders now. */
  created: number[];
  /** Lines stored as external orders now. */
  external: number;
  /** Lines already here: an order made earlier, an external order waiting, mapped or removed. */
  known: number;
}

/**
 * One shop order into the platform, in one transaction: lines whose shop variant is mapped become
 * orders through the orders core's creation path (createOrdersIn: prices, supplier, carrier,
 * print areas, the 24-hour hold from its creation), the others wait as external orders. Both are
 * idempotent on the site, the shop's order id and the line id (unique indexes), so a webhook
 * delivered three times, or at the same time as a Fetch Orders, leaves one of each. A line that
 * waited and is now mapped becomes its order and leaves the external list. Every outcome is a line
 * of the system log (spec 2 §9's types).
 */
export async function ingestShopOrder(
  db: Database,
  site: IngestSite,
  order: ShopOrder,
  creator: OrderCreator,
): Promise<IngestOutcome> {
  const outcome = await db.transaction((tx) => ingestIn(tx, site, order, creator));
  await db.insert(systemLogs).values({
    type: outcomeType(outcome),
    message: describe(site, order, creator.source, outcome),
    createdAt: creator.now,
  });
  return outcome;
}

/** Logs a shop order ingestion could not read or write (a bad payload, a refused draft). */
export async function logConvertError(
  db: Database,
  site: IngestSite,
  what: string,
  message: string,
  now: Date,
): Promise<void> {
  await db.insert(systemLogs).values({
    type: SYSTEM_LOG_TYPES.orderConvertError,
    message: cutText(`${site.title} (site ${site.id}) ${what}: ${message}`, 2000),
    createdAt: now,
  });
}

async function ingestIn(
  tx: Executor,
  site: IngestSite,
  order: ShopOrder,
  creator: OrderCreator,
): Promise<IngestOutcome> {
  const variantIds = [
    ...new Set(order.lines.map((l) => l.variantId).filter((v): v is string => !!v)),
  ];
  const mappings = variantIds.length
    ? await tx
        .select({
          originVariantId: siteVariantMappings.originVariantId,
          productTypeVariantId: siteVariantMappings.productTypeVariantId,
          productTypeId: productTypeVariants.productTypeId,
        })
        .from(siteVariantMappings)
        .innerJoin(
          productTypeVariants,
          eq(productTypeVariants.id, siteVariantMappings.productTypeVariantId),
        )
        .where(
          and(
            eq(siteVariantMappings.siteId, site.id),
            inArray(siteVariantMappings.originVariantId, variantIds),
          ),
        )
    : [];
  const mappedTo = new Map(mappings.map((m) => [m.originVariantId, m]));
  const mapped = order.lines.filter((l) => l.variantId && mappedTo.has(l.variantId));
  const waiting = order.lines.filter((l) => !(l.variantId && mappedTo.has(l.variantId)));

  const outcome: IngestOutcome = { created: [], external: 0, known: 0 };
  if (mapped.length) {
    // A shop product that is one of the seller's products (pushed or mapped): its orders start
    // with the product's designs, as an order mapped by product does.
    const products = await productsOfShopProducts(tx, site.id, [
      ...new Set(mapped.flatMap((l) => (l.productId ? [l.productId] : []))),
    ]);
    const drafts: OrderDraft[] = [];
    for (const line of mapped) {
      const to = mappedTo.get(line.variantId!)!;
      const draft = orderDraftOf(site.id, order, line, to.productTypeVariantId, creator.now);
      const productId = line.productId ? products.get(line.productId) : undefined;
      drafts.push(
        productId === undefined || line.printFileUrl
          ? draft
          : { ...draft, ...(await productDesignsOf(tx, productId, to.productTypeId)) },
      );
    }
    const made = await createOrdersIn(tx, drafts, creator);
    for (const m of made) {
      if (m.created) outcome.created.push(m.id);
      else outcome.known += 1;
    }
    // A line that waited before its variant was mapped is this order now (a shop order has few
    // lines, and few of them waited).
    for (const [i, line] of mapped.entries()) {
      await tx
        .update(externalOrders)
        .set({ mappedOrderId: made[i]!.id, mappedAt: creator.now, updatedAt: creator.now })
        .where(
          and(
            eq(externalOrders.siteId, site.id),
            eq(externalOrders.orderOriginId, order.originId),
            eq(externalOrders.lineItemId, line.lineItemId),
            isNull(externalOrders.mappedAt),
          ),
        );
    }
  }
  if (waiting.length) {
    const stored = await tx
      .insert(externalOrders)
      .values(waiting.map((line) => externalRowOf(site.id, order, line, creator.now)))
      .onConflictDoUpdate({
        target: [externalOrders.siteId, externalOrders.orderOriginId, externalOrders.lineItemId],
        // The shop's update of a waiting line (a new address, a new quantity) is kept; a mapped
        // or removed line stays as it is.
        set: {
          order: sql`excluded.order`,
          quantity: sql`excluded.quantity`,
          priceCents: sql`excluded.price_cents`,
          metaData: sql`excluded.meta_data`,
          printFileUrl: sql`excluded.print_file_url`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${externalOrders.mappedAt} is null and ${externalOrders.removedAt} is null`,
      })
      // xmax is 0 for a row this statement inserted, the updater's id for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    outcome.external = stored.filter((row) => row.inserted).length;
    outcome.known += waiting.length - outcome.external;
  }
  return outcome;
}

/** The internal order of a mapped line (also what mapping an external order makes). */
export function orderDraftOf(
  siteId: number,
  order: ShopOrder,
  line: ShopOrderLine,
  productTypeVariantId: number,
  now: Date,
): OrderDraft {
  const email = order.customer?.email?.toLowerCase() ?? null;
  return {
    siteId,
    originId: order.originId,
    originItem: line.lineItemId,
    originNumber: order.number,
    originSku: line.sku,
    productTypeVariantId,
    quantity: line.quantity,
    priceCents: line.priceCents,
    productName: line.title,
    variantImage: line.image,
    // The hold counts from the shop's order time; an order from the future counts from now.
    createdAt: order.createdAt && order.createdAt <= now ? order.createdAt : now,
    customer: order.customer && {
      ...order.customer,
      // A shop may hold an address that is not one; the order keeps the rest of its customer.
      email: email && isOrderEmail(email) ? email : null,
    },
    billing: order.billing,
    shipping: order.shipping,
  };
}

function externalRowOf(siteId: number, order: ShopOrder, line: ShopOrderLine, now: Date) {
  return {
    siteId,
    orderOriginId: order.originId,
    orderNumber: order.number,
    lineItemId: line.lineItemId,
    productOriginId: line.productId,
    variantOriginId: line.variantId,
    sku: line.sku,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    priceCents: line.priceCents,
    images: line.image ? [line.image] : [],
    metaData: line.metaData,
    personalized: line.printFileUrl !== null,
    printFileUrl: line.printFileUrl,
    tags: order.tags,
    // The whole order, so that mapping one line later makes its order with the customer and
    // addresses the shop sent (and only this line of it).
    order: { ...order, lines: [line] },
    createdAt: now,
    updatedAt: now,
  };
}

function outcomeType(outcome: IngestOutcome): string {
  if (outcome.created.length > 0) return SYSTEM_LOG_TYPES.orderCreated;
  if (outcome.external > 0) return SYSTEM_LOG_TYPES.orderUpdated;
  return SYSTEM_LOG_TYPES.duplicateOrder;
}

function describe(site: IngestSite, order: ShopOrder, source: string, outcome: IngestOutcome) {
  const parts = [
    outcome.created.length &&
      `${outcome.created.length} line(s) became order(s) ${outcome.created.map(orderIdLabel).join(', ')}`,
    outcome.external && `${outcome.external} line(s) wait for mapping in External Orders`,
    outcome.known && `${outcome.known} line(s) were already here`,
  ].filter(Boolean);
  return `${site.title} (site ${site.id}) order ${order.number ?? order.originId} from ${source}: ${parts.join('; ')}`;
}
