import { and, asc, inArray, sql } from 'drizzle-orm';
import { isOrderStatus, type OrderStatus } from '@podoffice/domain';
import type { Database, Executor } from '../db/client';
import {
  activityLogs,
  customers,
  entityLogs,
  orderAddresses,
  orderPrintFiles,
  orders,
  productTypeCarriers,
  productTypePrintAreas,
  productTypeSuppliers,
  productTypes,
  productTypeVariants,
  sites,
  type CustomerAddress,
} from '../db/schema';
import {
  ORDER_ACTIVITY_TYPES,
  ORDER_ENTITY_NAME,
  ORDER_INPUT_LIMITS as L,
  ORDER_INPUT_MESSAGES as M,
  isOrderEmail,
} from './model';
import { linePricing, shippingCostCents as shippingCost } from './pricing';

/** A postal address as a shop or a CSV row sends it. */
export interface OrderAddressDraft {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  stateCode?: string | null;
  zip?: string | null;
  country?: string | null;
  countryCode?: string | null;
}

/**
 * One order line to create: what shop ingestion, the CSV import and the seed know about it. Money
 * in cents. What is not given is taken from the catalogue: the supplier (the variant's selected
 * one), the carrier (the variant's default), the costs, the product name and the print areas.
 */
export interface OrderDraft {
  siteId: number;
  /** The shop's order id and line item id: with the site, what makes an import the same order. */
  originId: string;
  originItem: string;
  originNumber?: string | null;
  originSku?: string | null;
  productTypeVariantId: number;
  quantity: number;
  /** What the shopper paid for one item. */
  priceCents: number;
  /** A supplier of the product type; the variant's selected supplier when omitted. */
  supplierId?: number | null;
  /** A carrier of the product type; the variant's default carrier when omitted. */
  carrierId?: number | null;
  /**
   * The status it starts in: pending_design until its designs are in, else processing. The seed
   * and tests give any status; an import gives none.
   */
  status?: OrderStatus;
  customOrder?: boolean;
  designStatus?: boolean;
  productName?: string | null;
  variantImage?: string | null;
  amazonOrderId?: string | null;
  partnerError?: string[];
  customer?: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
    address?: CustomerAddress | null;
  } | null;
  billing?: OrderAddressDraft | null;
  shipping?: (OrderAddressDraft & { methodTitle?: string | null }) | null;
  /** Designs already known, by print area of the product type; the other areas get an empty row. */
  designs?: { productTypePrintFileId: number; fileId?: number | null; mockup?: string | null }[];
  paidAt?: Date | null;
  /** When the shop took the order (the seed spreads its orders over months); now when omitted. */
  createdAt?: Date;
}

/** Who creates the orders: a user (a CSV import, an Administrator) or the platform (a shop fetch). */
export interface OrderCreator {
  userId: number | null;
  /** Said in the entity log: 'Shopify', 'CSV import', 'demo seed'. */
  source: string;
  now: Date;
}

/** The order of a draft: created now, or the one an earlier import of the same line made. */
export interface CreatedOrder {
  id: number;
  created: boolean;
}

/** A draft the service refused, with the message a caller shows next to its row. */
export class OrderDraftError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
    this.name = 'OrderDraftError';
  }
}

const text = (value: string | null | undefined, max: number, label: string, index: number) => {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw new OrderDraftError(index, M.tooLong(label, max));
  return trimmed === '' ? null : trimmed;
};

function checkDraft(draft: OrderDraft, index: number) {
  const fail = (message: string) => new OrderDraftError(index, message);
  const originId = text(draft.originId, L.idMax, 'Origin ID', index);
  const originItem = text(draft.originItem, L.idMax, 'Order item', index);
  if (!originId) throw fail(M.originIdRequired);
  if (!originItem) throw fail(M.originItemRequired);
  if (!Number.isInteger(draft.quantity) || draft.quantity < 1 || draft.quantity > L.quantityMax) {
    throw fail(M.quantityInvalid);
  }
  if (
    !Number.isInteger(draft.priceCents) ||
    draft.priceCents < 0 ||
    draft.priceCents > L.centsMax
  ) {
    throw fail(M.priceInvalid);
  }
  if (draft.status !== undefined && !isOrderStatus(draft.status)) throw fail(M.statusInvalid);
  if ((draft.partnerError?.length ?? 0) > L.partnerErrorsMax) throw fail(M.tooManyPartnerErrors);
  for (const message of draft.partnerError ?? []) text(message, L.textMax, 'Partner error', index);
  if ((draft.designs?.length ?? 0) > L.designsMax) throw fail(M.tooManyDesigns);
  const address = (a: OrderAddressDraft | null | undefined) =>
    a && {
      firstName: text(a.firstName, L.textMax, 'First Name', index),
      lastName: text(a.lastName, L.textMax, 'Last Name', index),
      company: text(a.company, L.textMax, 'Company', index),
      phone: text(a.phone, L.textMax, 'Phone', index),
      address1: text(a.address1, L.textMax, 'Address1', index),
      address2: text(a.address2, L.textMax, 'Address2', index),
      city: text(a.city, L.textMax, 'City', index),
      state: text(a.state, L.textMax, 'State', index),
      stateCode: text(a.stateCode, L.textMax, 'State Code', index),
      zip: text(a.zip, L.textMax, 'Zip', index),
      country: text(a.country, L.textMax, 'Country', index),
      countryCode: text(a.countryCode, L.textMax, 'Country Code', index),
    };
  const email = text(draft.customer?.email, L.textMax, 'Email', index)?.toLowerCase() ?? null;
  if (email !== null && !isOrderEmail(email)) throw fail(M.emailInvalid);
  return {
    originId,
    originItem,
    originNumber: text(draft.originNumber, L.idMax, 'Origin number', index),
    originSku: text(draft.originSku, L.textMax, 'Origin SKU', index),
    productName: text(draft.productName, L.textMax, 'Product name', index),
    variantImage: text(draft.variantImage, L.urlMax, 'Variant image', index),
    amazonOrderId: text(draft.amazonOrderId, L.idMax, 'Amazon order id', index),
    customer: draft.customer
      ? {
          firstName: text(draft.customer.firstName, L.textMax, 'First Name', index),
          lastName: text(draft.customer.lastName, L.textMax, 'Last Name', index),
          email,
          phone: text(draft.customer.phone, L.textMax, 'Phone', index),
          address: draft.customer.address ?? null,
        }
      : null,
    billing: address(draft.billing),
    shipping: address(draft.shipping),
    methodTitle: text(draft.shipping?.methodTitle, L.textMax, 'Shipping method', index),
  };
}

type Checked = ReturnType<typeof checkDraft>;

/** What the drafts point at, read once for the whole batch (createOrders and refreshOrder). */
async function catalogueOf(
  tx: Executor,
  drafts: readonly Pick<OrderDraft, 'siteId' | 'productTypeVariantId'>[],
) {
  const variantIds = [...new Set(drafts.map((d) => d.productTypeVariantId))];
  const siteIds = [...new Set(drafts.map((d) => d.siteId))];
  const variantRows = variantIds.length
    ? await tx
        .select({
          id: productTypeVariants.id,
          sku: productTypeVariants.sku,
          productTypeId: productTypeVariants.productTypeId,
          supplierCosts: productTypeVariants.supplierCosts,
          carrierCosts: productTypeVariants.carrierCosts,
          baseCostCents: productTypeVariants.baseCostCents,
          feeShipCents: productTypeVariants.feeShipCents,
          attributes: productTypeVariants.attributes,
        })
        .from(productTypeVariants)
        .where(inArray(productTypeVariants.id, variantIds))
    : [];
  const typeIds = [...new Set(variantRows.map((v) => v.productTypeId))];
  const [typeRows, typeCarrierRows, typeSupplierRows, areaRows, siteRows] = await Promise.all([
    typeIds.length
      ? tx
          .select({
            id: productTypes.id,
            title: productTypes.title,
            personalized: productTypes.personalized,
          })
          .from(productTypes)
          .where(inArray(productTypes.id, typeIds))
      : [],
    typeIds.length
      ? tx
          .select()
          .from(productTypeCarriers)
          .where(inArray(productTypeCarriers.productTypeId, typeIds))
          .orderBy(asc(productTypeCarriers.sorting), asc(productTypeCarriers.id))
      : [],
    typeIds.length
      ? tx
          .select()
          .from(productTypeSuppliers)
          .where(inArray(productTypeSuppliers.productTypeId, typeIds))
          .orderBy(asc(productTypeSuppliers.sorting))
      : [],
    typeIds.length
      ? tx
          .select()
          .from(productTypePrintAreas)
          .where(inArray(productTypePrintAreas.productTypeId, typeIds))
          .orderBy(asc(productTypePrintAreas.sorting), asc(productTypePrintAreas.id))
      : [],
    tx
      .select({ id: sites.id, title: sites.title, platform: sites.platform })
      .from(sites)
      .where(inArray(sites.id, siteIds)),
  ]);
  const byType = <R extends { productTypeId: number }>(rows: R[]) => {
    const map = new Map<number, R[]>();
    for (const row of rows)
      map.set(row.productTypeId, [...(map.get(row.productTypeId) ?? []), row]);
    return map;
  };
  return {
    variants: new Map(variantRows.map((v) => [v.id, v])),
    types: new Map(typeRows.map((t) => [t.id, t])),
    carriersOf: byType(typeCarrierRows),
    suppliersOf: byType(typeSupplierRows),
    areasOf: byType(areaRows),
    sites: new Map(siteRows.map((s) => [s.id, s])),
  };
}

type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

/** The catalogue's answer for one draft: type, supplier, carrier and the costs they give. */
function resolve(draft: OrderDraft, index: number, catalogue: Catalogue) {
  const fail = (message: string) => new OrderDraftError(index, message);
  const site = catalogue.sites.get(draft.siteId);
  if (!site) throw fail(M.siteNotFound);
  const variant = catalogue.variants.get(draft.productTypeVariantId);
  if (!variant) throw fail(M.variantNotFound);
  const type = catalogue.types.get(variant.productTypeId);
  if (!type) throw fail(M.variantNotFound);
  // The domain's rules fill what a variant lacks (§5): the type's price for a carrier without a
  // cost of its own, cost 0 for a supplier without one, and one default and one selected.
  const line = linePricing(
    variant,
    catalogue.carriersOf.get(type.id) ?? [],
    catalogue.suppliersOf.get(type.id) ?? [],
    { supplierId: draft.supplierId, carrierId: draft.carrierId },
  );
  if (!line.supplierOfType) throw fail(M.supplierNotOfType);
  if (!line.carrierOfType) throw fail(M.carrierNotOfType);
  // §5 'Fee Ship(item >= 2)': the carrier's cost once, the variant's fee for each further item.
  const shippingCostCents = shippingCost(
    { ...line, feeShipCents: variant.feeShipCents },
    draft.quantity,
  );
  const areas = catalogue.areasOf.get(type.id) ?? [];
  const designs = new Map((draft.designs ?? []).map((d) => [d.productTypePrintFileId, d]));
  for (const id of designs.keys()) {
    if (!areas.some((a) => a.id === id)) throw fail(M.printAreaNotOfType);
  }
  return {
    site,
    variant,
    type,
    supplierId: line.supplierId,
    supplierCostCents: line.supplierCostCents,
    carrierId: line.carrierId,
    shippingCostCents,
    printFiles: areas.map((area, sorting) => ({
      productTypePrintFileId: area.id,
      title: area.title,
      mockup: designs.get(area.id)?.mockup ?? area.mockup,
      fileId: designs.get(area.id)?.fileId ?? null,
      width: area.width,
      height: area.height,
      note: area.note,
      sorting,
    })),
  };
}

const keyOf = (siteId: number, originId: string, originItem: string) =>
  `${siteId}\u001f${originId}\u001f${originItem}`;

/** Rows a multi-row INSERT carries at once: PGlite is slow row by row, and a statement has a cap. */
const BATCH = 500;

/**
 * Creates orders: the one seam shop ingestion, the CSV import and the demo seed call. Every draft
 * is checked and resolved against the catalogue first (one bad draft creates nothing and names its
 * index); then orders, their customers, addresses and print areas, an entity log line and an
 * activity log line each are written in one transaction. Idempotent: a draft whose site, shop
 * order id and line item an earlier call already imported answers that order (created: false) and
 * writes nothing, and two calls racing on the same line leave one order (the unique index decides).
 */
export async function createOrders(
  db: Database,
  drafts: readonly OrderDraft[],
  creator: OrderCreator,
): Promise<CreatedOrder[]> {
  if (drafts.length > L.batchMax) throw new OrderDraftError(L.batchMax, M.tooManyOrders);
  return db.transaction((tx) => createOrdersIn(tx, drafts, creator));
}

/** createOrders inside a transaction the caller holds (the seed's, an import's). */
export async function createOrdersIn(
  tx: Executor,
  drafts: readonly OrderDraft[],
  creator: OrderCreator,
): Promise<CreatedOrder[]> {
  if (drafts.length === 0) return [];
  const checked: Checked[] = drafts.map(checkDraft);
  const catalogue = await catalogueOf(tx, drafts);
  const resolved = drafts.map((draft, i) => resolve(draft, i, catalogue));

  const customerIds = await upsertCustomers(tx, drafts, checked, creator.now);

  // Within one call, the same line twice is one order (the first draft wins).
  const firstOfKey = new Map<string, number>();
  drafts.forEach((d, i) => {
    const key = keyOf(d.siteId, checked[i]!.originId, checked[i]!.originItem);
    if (!firstOfKey.has(key)) firstOfKey.set(key, i);
  });
  const fresh = [...firstOfKey.values()];
  const idOfKey = new Map<string, number>();
  const createdKeys = new Set<string>();
  for (let start = 0; start < fresh.length; start += BATCH) {
    const indexes = fresh.slice(start, start + BATCH);
    const inserted = await tx
      .insert(orders)
      .values(
        indexes.map((i) => {
          const d = drafts[i]!;
          const c = checked[i]!;
          const r = resolved[i]!;
          const at = d.createdAt ?? creator.now;
          return {
            siteId: d.siteId,
            originId: c.originId,
            originItem: c.originItem,
            originNumber: c.originNumber,
            originSku: c.originSku,
            productSku: r.variant.sku,
            priceCents: d.priceCents,
            baseCostCents: r.variant.baseCostCents,
            supplierCostCents: r.supplierCostCents,
            shippingCostCents: r.shippingCostCents,
            quantity: d.quantity,
            status: d.status ?? (d.designStatus ? 'processing' : 'pending_design'),
            personalized: r.type.personalized,
            customOrder: d.customOrder ?? false,
            designStatus: d.designStatus ?? false,
            productName: c.productName ?? r.type.title,
            variantImage: c.variantImage,
            amazonOrderId: c.amazonOrderId,
            methodTitle: c.methodTitle,
            partnerError: d.partnerError ?? [],
            apiOrder: r.site.platform === 'api',
            supplierId: r.supplierId,
            carrierId: r.carrierId,
            productTypeId: r.type.id,
            productTypeVariantId: r.variant.id,
            customerId: customerIds[i] ?? null,
            paidAt: d.paidAt ?? null,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .onConflictDoNothing({
        target: [orders.siteId, orders.originId, orders.originItem],
        where: sql`${orders.splitFromId} is null`,
      })
      .returning({
        id: orders.id,
        siteId: orders.siteId,
        originId: orders.originId,
        originItem: orders.originItem,
      });
    for (const row of inserted) {
      const key = keyOf(row.siteId, row.originId, row.originItem);
      idOfKey.set(key, row.id);
      createdKeys.add(key);
    }
  }

  const created = fresh.filter((i) =>
    createdKeys.has(keyOf(drafts[i]!.siteId, checked[i]!.originId, checked[i]!.originItem)),
  );
  await writeDetails(tx, created, drafts, checked, resolved, idOfKey, creator);

  const missing = fresh.filter(
    (i) => !idOfKey.has(keyOf(drafts[i]!.siteId, checked[i]!.originId, checked[i]!.originItem)),
  );
  // Read by site and shop order id (the unique index's leading columns) and matched here: a
  // row-value IN list of 500 (site, order, item) triples took PGlite minutes.
  for (let start = 0; start < missing.length; start += BATCH) {
    const indexes = missing.slice(start, start + BATCH);
    const wanted = new Set(
      indexes.map((i) => keyOf(drafts[i]!.siteId, checked[i]!.originId, checked[i]!.originItem)),
    );
    const rows = await tx
      .select({
        id: orders.id,
        siteId: orders.siteId,
        originId: orders.originId,
        originItem: orders.originItem,
      })
      .from(orders)
      .where(
        and(
          sql`${orders.splitFromId} is null`,
          inArray(orders.siteId, [...new Set(indexes.map((i) => drafts[i]!.siteId))]),
          inArray(orders.originId, [...new Set(indexes.map((i) => checked[i]!.originId))]),
        ),
      );
    for (const row of rows) {
      const key = keyOf(row.siteId, row.originId, row.originItem);
      if (wanted.has(key)) idOfKey.set(key, row.id);
    }
  }

  return drafts.map((d, i) => {
    const key = keyOf(d.siteId, checked[i]!.originId, checked[i]!.originItem);
    return { id: idOfKey.get(key)!, created: createdKeys.has(key) && firstOfKey.get(key) === i };
  });
}

/** One customer per email per site (see the customers table); others are created per order. */
async function upsertCustomers(
  tx: Executor,
  drafts: readonly OrderDraft[],
  checked: Checked[],
  now: Date,
): Promise<(number | null)[]> {
  const ids: (number | null)[] = drafts.map(() => null);
  const withEmail = new Map<string, number[]>();
  const withoutEmail: number[] = [];
  checked.forEach((c, i) => {
    if (!c.customer) return;
    if (c.customer.email === null) withoutEmail.push(i);
    else {
      const key = `${drafts[i]!.siteId}\u001f${c.customer.email}`;
      withEmail.set(key, [...(withEmail.get(key) ?? []), i]);
    }
  });
  const values = (i: number) => {
    const c = checked[i]!.customer!;
    const at = drafts[i]!.createdAt ?? now;
    return {
      siteId: drafts[i]!.siteId,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      address: c.address,
      createdAt: at,
      updatedAt: at,
    };
  };
  const keyed = [...withEmail.values()];
  for (let start = 0; start < keyed.length; start += BATCH) {
    const groups = keyed.slice(start, start + BATCH);
    // A known customer keeps what staff may have corrected; the no-op update returns its id.
    const rows = await tx
      .insert(customers)
      .values(groups.map((g) => values(g[0]!)))
      .onConflictDoUpdate({
        target: [customers.siteId, customers.email],
        targetWhere: sql`${customers.email} is not null`,
        set: { email: sql`excluded.email` },
      })
      .returning({ id: customers.id, siteId: customers.siteId, email: customers.email });
    const idOf = new Map(rows.map((r) => [`${r.siteId}\u001f${r.email}`, r.id]));
    for (const group of groups) {
      const first = group[0]!;
      const id = idOf.get(`${drafts[first]!.siteId}\u001f${checked[first]!.customer!.email}`);
      for (const i of group) ids[i] = id ?? null;
    }
  }
  for (let start = 0; start < withoutEmail.length; start += BATCH) {
    const indexes = withoutEmail.slice(start, start + BATCH);
    const rows = await tx
      .insert(customers)
      .values(indexes.map(values))
      .returning({ id: customers.id });
    indexes.forEach((i, n) => (ids[i] = rows[n]?.id ?? null));
  }
  return ids;
}

async function writeDetails(
  tx: Executor,
  created: number[],
  drafts: readonly OrderDraft[],
  checked: Checked[],
  resolved: ReturnType<typeof resolve>[],
  idOfKey: Map<string, number>,
  creator: OrderCreator,
) {
  const idOf = (i: number) =>
    idOfKey.get(keyOf(drafts[i]!.siteId, checked[i]!.originId, checked[i]!.originItem))!;
  const addresses = created.flatMap((i) => {
    const c = checked[i]!;
    return [
      ...(c.billing ? [{ ...c.billing, orderId: idOf(i), kind: 'billing' }] : []),
      ...(c.shipping ? [{ ...c.shipping, orderId: idOf(i), kind: 'shipping' }] : []),
    ];
  });
  const printFiles = created.flatMap((i) =>
    resolved[i]!.printFiles.map((p) => ({ ...p, orderId: idOf(i) })),
  );
  const logs = created.map((i) => {
    const c = checked[i]!;
    const at = drafts[i]!.createdAt ?? creator.now;
    return {
      entityName: ORDER_ENTITY_NAME,
      entityId: idOf(i),
      message: `Order created from ${creator.source}: ${resolved[i]!.site.title} order ${c.originNumber ?? c.originId}, item ${c.originItem}`,
      createdAt: at,
    };
  });
  for (let start = 0; start < addresses.length; start += BATCH) {
    await tx.insert(orderAddresses).values(addresses.slice(start, start + BATCH));
  }
  for (let start = 0; start < printFiles.length; start += BATCH) {
    await tx.insert(orderPrintFiles).values(printFiles.slice(start, start + BATCH));
  }
  for (let start = 0; start < logs.length; start += BATCH) {
    await tx.insert(entityLogs).values(logs.slice(start, start + BATCH));
  }
  // The activity log of /egg/order-logs (spec 1 §3), one line per order, written in batches.
  const activities = created.map((i) => {
    const c = checked[i]!;
    return {
      type: ORDER_ACTIVITY_TYPES.create,
      userId: creator.userId,
      oldData: null,
      newData: {
        id: idOf(i),
        site_id: drafts[i]!.siteId,
        origin_id: c.originId,
        origin_item: c.originItem,
        product_type_variant_id: drafts[i]!.productTypeVariantId,
        quantity: drafts[i]!.quantity,
        source: creator.source,
      },
      createdAt: drafts[i]!.createdAt ?? creator.now,
    };
  });
  for (let start = 0; start < activities.length; start += BATCH) {
    await tx.insert(activityLogs).values(activities.slice(start, start + BATCH));
  }
}
