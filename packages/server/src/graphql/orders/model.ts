import type {
  Carrier,
  Order,
  OrderCustomer,
  OrderPrintFile,
  OrderSite,
  OrderSupplier,
  OrderTracking,
} from '../resolvers-types.generated';
import type { ProductTypeModel, ProductTypeVariantModel } from '../productTypes/model';

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
  /**
   * The records an orders page shows of each row, read with the page in its one statement
   * (orderPage); without it each is loaded by its DataLoader.
   */
  related?: OrderRelated;
};

/** An order's records, as its fields answer them (null: none). */
export interface OrderRelated {
  customer: OrderCustomer | null;
  site: OrderSite | null;
  siteFulfillRole: boolean;
  supplier: OrderSupplier | null;
  // What the page reads of these (orderPage's PAGE_SHOWS); a field asking more loads the record.
  carrier: Pick<Carrier, 'id' | 'name' | 'code'> | null;
  productType: Pick<
    ProductTypeModel,
    'id' | 'title' | 'sku' | 'state' | 'personalized' | 'listed'
  > | null;
  variant: Pick<ProductTypeVariantModel, 'id' | 'sku' | 'attributes'> | null;
  tracking: OrderTracking | null;
  printFiles: OrderPrintFile[];
}
