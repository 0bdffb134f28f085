import type { OrderView } from './statuses';

/**
 * The order filter bar: the fields the search box searches, by view. The supplier view has
 * no method_title (and the server limits it to the supplier's own orders).
 */
export const ORDER_SEARCH_FIELDS = [
  'all',
  'origin_id',
  'origin_number',
  'amazon_order_id',
  'id',
  'method_title',
  'sku',
  'customer_email',
] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

/** Not in the spec (it names the fields only): the field selector's labels. */
export const ORDER_SEARCH_FIELD_LABELS: Record<OrderSearchField, string> = {
  all: 'All',
  origin_id: 'Origin ID',
  origin_number: 'Origin Number',
  amazon_order_id: 'Amazon Order ID',
  id: 'POD Order ID',
  method_title: 'Shipping Method',
  sku: 'SKU',
  customer_email: 'Customer Email',
};

const SUPPLIER_FIELDS = ORDER_SEARCH_FIELDS.filter((field) => field !== 'method_title');

/** The fields of a view's selector, 'all' first. */
export function orderSearchFields(view: OrderView): readonly OrderSearchField[] {
  return view === 'supplier' ? SUPPLIER_FIELDS : ORDER_SEARCH_FIELDS;
}

/** Whether a view searches by `field`: the server refuses any other. */
export function isOrderSearchField(view: OrderView, field: unknown): field is OrderSearchField {
  return (orderSearchFields(view) as readonly unknown[]).includes(field);
}
