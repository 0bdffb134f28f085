import { asc, eq } from 'drizzle-orm';
import {
  CENTS_MAX,
  ORDER_QUANTITY_MESSAGES,
  carrierCostsForType,
  fromCents,
  supplierCostsForType,
  toCents,
} from '@podoffice/domain';
import type { Executor } from '../db/client';
import { badInput } from '../graphql/errors';
import {
  productTypeCarriers,
  productTypeSuppliers,
  productTypes,
  productTypeVariants,
} from '../db/schema';

/** What an order line costs by the catalogue today, in cents; null when a choice is not possible. */
export interface OrderPricing {
  variantId: number;
  productTypeId: number;
  productTypeTitle: string;
  sku: string;
  isActive: boolean;
  baseCostCents: number;
  feeShipCents: number;
  /** The supplier asked for (or the variant's selected one), with its cost on this variant. */
  supplierId: number | null;
  supplierCostCents: number;
  /** False when a supplier was asked for and it does not supply the variant's product type. */
  supplierOfType: boolean;
  /** The carrier asked for (or the variant's default), with its price for one item (0 is Free). */
  carrierId: number | null;
  carrierCostCents: number;
  /** False when a carrier was asked for and it is not a carrier of the variant's product type. */
  carrierOfType: boolean;
  /** The order's shipping cost for `quantity` items (see shippingCostCents). */
  shippingCostCents: (quantity: number) => number;
}

/**
 * §5 'Fee Ship(item >= 2)': the carrier's price once, and the variant's fee for each further item
 * (what createOrders charges, so an edited order costs what a new one would).
 */
export function shippingCostCents(
  pricing: Pick<OrderPricing, 'carrierId' | 'carrierCostCents' | 'feeShipCents'>,
  quantity: number,
): number {
  const cents =
    pricing.carrierId === null
      ? 0
      : pricing.carrierCostCents + pricing.feeShipCents * Math.max(quantity - 1, 0);
  // Within SHIPPING_MONEY_MAX it cannot overflow; a fee stored before that bound could.
  if (cents > CENTS_MAX) throw badInput(ORDER_QUANTITY_MESSAGES.shippingTooLarge);
  return cents;
}

/** A variant's row as linePricing reads it. */
export interface PricedVariant {
  supplierCosts: { user_id: string; cost_cents: number; selected: boolean }[];
  carrierCosts: { carrier_id: string; cost_cents: number; default: boolean }[];
}

/**
 * The supplier and carrier of one order line and what they cost, from the variant's costs and its
 * product type's carriers and suppliers (rows as stored), by the domain's rules: a carrier without
 * a variant cost of its own costs the type's price, a supplier without one costs 0, and one
 * default carrier and one selected supplier are taken when none is asked for. createOrders (a
 * batch read once) and orderPricing (one order in a change's transaction) both price through it.
 */
export function linePricing(
  variant: PricedVariant,
  typeCarriers: readonly { carrierId: number; priceCents: number; isDefault: boolean }[],
  typeSuppliers: readonly { userId: number }[],
  asked: { supplierId?: number | null; carrierId?: number | null },
) {
  const carrierCosts = carrierCostsForType(
    variant.carrierCosts.map((c) => ({
      carrier_id: c.carrier_id,
      cost: fromCents(c.cost_cents),
      default: c.default,
    })),
    typeCarriers.map((c) => ({
      carrier_id: String(c.carrierId),
      price: fromCents(c.priceCents),
      default: c.isDefault,
    })),
  );
  const supplierCosts = supplierCostsForType(
    variant.supplierCosts.map((c) => ({
      user_id: c.user_id,
      cost: fromCents(c.cost_cents),
      selected: c.selected,
    })),
    typeSuppliers.map((s) => ({ id: String(s.userId) })),
  );
  const askedSupplier = asked.supplierId ?? null;
  const supplier =
    askedSupplier === null
      ? supplierCosts.find((c) => c.selected)
      : supplierCosts.find((c) => c.user_id === String(askedSupplier));
  const askedCarrier = asked.carrierId ?? null;
  const carrier =
    askedCarrier === null
      ? carrierCosts.find((c) => c.default)
      : carrierCosts.find((c) => c.carrier_id === String(askedCarrier));
  return {
    supplierId: supplier ? Number(supplier.user_id) : null,
    supplierCostCents: supplier ? toCents(supplier.cost) : 0,
    supplierOfType: askedSupplier === null || supplier !== undefined,
    carrierId: carrier ? Number(carrier.carrier_id) : null,
    carrierCostCents: carrier ? toCents(carrier.cost) : 0,
    carrierOfType: askedCarrier === null || carrier !== undefined,
  };
}

/**
 * The catalogue's prices of one order line: the variant's sku and base cost, the supplier's cost
 * on the variant and the carrier's price for it (the variant's own cost, else the product type's
 * price), filled by the domain's rules exactly as createOrders fills them (a supplier without a
 * cost costs 0; a carrier without a variant cost costs the type's price). A supplier or carrier
 * id of null or undefined takes the variant's selected supplier or default carrier, as an order
 * created without one does. Null when the variant does not exist.
 *
 * The change calls (reMapOrderVariant, updateOrderQuantity, AssignOrderSupplier,
 * assignOrderCarrier) read their prices here, in the change's transaction; createOrders reads a
 * whole batch at once and keeps its own batched reading of the same rules.
 */
export async function orderPricing(
  tx: Executor,
  input: { variantId: number; supplierId?: number | null; carrierId?: number | null },
): Promise<OrderPricing | null> {
  const [variant] = await tx
    .select({
      id: productTypeVariants.id,
      sku: productTypeVariants.sku,
      productTypeId: productTypeVariants.productTypeId,
      supplierCosts: productTypeVariants.supplierCosts,
      carrierCosts: productTypeVariants.carrierCosts,
      baseCostCents: productTypeVariants.baseCostCents,
      feeShipCents: productTypeVariants.feeShipCents,
      isActive: productTypeVariants.isActive,
      typeTitle: productTypes.title,
    })
    .from(productTypeVariants)
    .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
    .where(eq(productTypeVariants.id, input.variantId));
  if (!variant) return null;
  const [typeCarriers, typeSuppliers] = await Promise.all([
    tx
      .select()
      .from(productTypeCarriers)
      .where(eq(productTypeCarriers.productTypeId, variant.productTypeId))
      .orderBy(asc(productTypeCarriers.sorting), asc(productTypeCarriers.id)),
    tx
      .select()
      .from(productTypeSuppliers)
      .where(eq(productTypeSuppliers.productTypeId, variant.productTypeId))
      .orderBy(asc(productTypeSuppliers.sorting)),
  ]);
  const line = linePricing(variant, typeCarriers, typeSuppliers, input);
  const pricing = {
    variantId: variant.id,
    productTypeId: variant.productTypeId,
    productTypeTitle: variant.typeTitle,
    sku: variant.sku,
    isActive: variant.isActive,
    baseCostCents: variant.baseCostCents,
    feeShipCents: variant.feeShipCents,
    ...line,
  };
  return { ...pricing, shippingCostCents: (quantity) => shippingCostCents(pricing, quantity) };
}
