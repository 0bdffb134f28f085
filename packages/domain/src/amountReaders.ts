import type { HasRoles } from './roles';
import { canReadOrderPrices, canReadOrderSupplierCost } from './permissions';
import { canReadVariantInternalCosts } from './productTypes/permissions';

type AmountRule = (user: HasRoles | null | undefined) => boolean;

/**
 * Who reads each amount that not every reader of its record may read,
 * by GraphQL type: the server resolves these fields by it, answering null to the others (so every
 * role's page still loads), and the features' mocks answer as the server does. A Supplier reads
 * what it is paid, never the seller's prices of a variant (retail_cost, sale_cost) nor the seller
 * cost the platform charges (an order's or a variant's base_cost) nor the shopper's price. An
 * amount not listed is read by whoever reads its record: the shipping amounts (an order's
 * shipping_cost, a type's carrier prices, a variant's carrier costs and fee_ship) are the shipping
 * the supplier carries out. A variant's supplier costs are a list: visibleSupplierCosts filters it.
 */
export const AMOUNT_READERS = {
  Order: {
    price: canReadOrderPrices,
    base_cost: canReadOrderPrices,
    supplier_cost: canReadOrderSupplierCost,
  },
  ProductTypeVariant: {
    retail_cost: canReadOrderPrices,
    sale_cost: canReadOrderPrices,
    base_cost: canReadOrderPrices,
    original_cost: canReadVariantInternalCosts,
    other_base_cost: canReadVariantInternalCosts,
  },
  CustomerOrder: { price: canReadOrderPrices },
  // What the supplier entered for its shipment (its pay): never the seller's to read.
  Tracking: { base_cost: canReadOrderSupplierCost, shipping_cost: canReadOrderSupplierCost },
  CustomerOrderList: { lifetime_value: canReadOrderPrices },
} as const satisfies Record<string, Record<string, AmountRule>>;

/** A type whose amounts AMOUNT_READERS guards. */
export type AmountRecord = keyof typeof AMOUNT_READERS;

/** The guarded amounts of a record type. */
export type AmountField<R extends AmountRecord> = keyof (typeof AMOUNT_READERS)[R] & string;

/** `value` as `user` reads it: the guarded amounts they may not read are null. */
export function readableAmounts<T extends object>(
  user: HasRoles | null | undefined,
  record: AmountRecord,
  value: T,
): T {
  const read: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [field, canRead] of Object.entries<AmountRule>(AMOUNT_READERS[record])) {
    if (Object.hasOwn(read, field) && !canRead(user)) read[field] = null;
  }
  return read as T;
}
