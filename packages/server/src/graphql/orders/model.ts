import type { Order } from '../resolvers-types.generated';

/**
 * An order row as resolvers pass it on: its scalar fields, and the ids its related records are
 * loaded by (DataLoaders, so a page of 20 costs one query per relation).
 */
export type OrderModel = Omit<
  Order,
  | 'print_files'
  | 'tracking'
  | 'customer'
  | 'site'
  | 'supplier'
  | 'carrier'
  | 'billing'
  | 'shipping'
  | 'product_type'
  | 'product_type_variant'
  | 'site_fulfill_role'
> & {
  id: number;
  siteId: number;
  supplierId: number | null;
  carrierId: number | null;
  customerId: number | null;
  productTypeId: number;
  productTypeVariantId: number;
  /** The shipping method's title, answered as shipping.method_title. */
  methodTitle: string | null;
};
