/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type EntityLogFilter = {
  /** order (the only kind logged so far) */
  entity_name: string;
  /** the record's id */
  id: string;
  /** 1 to 100; 100 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

/**
 * The order list's filter. Dates are ISO 8601: a bare date is a whole UTC
 * day (from its start, to its end).
 */
export type OrderFilter = {
  /** what aggs counts by: status (the default, and the only one) */
  aggs_by?: string | null | undefined;
  /** true: orders of api sites only (/orders/ApiOrders); false: the others; both when omitted */
  api_order?: boolean | null | undefined;
  /** all (the default), origin_id, origin_number, amazon_order_id, id, method_title (not a Supplier's), sku, customer_email */
  field?: string | null | undefined;
  from?: string | null | undefined;
  /** 1 to 100; 20 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** one order by id (the search box's POD order id) */
  order_id?: string | null | undefined;
  /**
   * these orders only, within the rest of the filter (the bulk bar's Export of the selected orders):
   * 1 to 100 ids; an order the caller does not see is not in the answer
   */
  order_ids?: Array<string> | null | undefined;
  product_type_ids?: Array<string> | null | undefined;
  /** at most 100 characters; part of the field's value */
  search?: string | null | undefined;
  seller_ids?: Array<string> | null | undefined;
  /** a Seller: their own sites only (all of them when omitted) */
  site_ids?: Array<string> | null | undefined;
  /** the tab: these statuses only (all the caller sees when omitted); aggs ignore it */
  status?: Array<string> | null | undefined;
  /** a Supplier: their own id only */
  supplier_ids?: Array<string> | null | undefined;
  to?: string | null | undefined;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type OrderAddressFieldsFragment = { id: string, first_name: string | null, last_name: string | null, company: string | null, phone: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, zip: string | null, country: string | null, country_code: string | null, method_title: string | null };

export type OrderRowFieldsFragment = { id: string, origin_id: string, origin_number: string | null, origin_sku: string | null, product_sku: string | null, price: number | null, base_cost: number | null, supplier_cost: number | null, quantity: number, shipping_cost: number, status: string, paused_from: string | null, personalized: boolean, custom_order: boolean, design_status: boolean, product_name: string | null, variant_image: string | null, amazon_order_id: string | null, label_image_id: string | null, partner_error: Array<string>, api_order: boolean, paid_at: string | null, created_at: string, site_fulfill_role: boolean, tracking: { id: string, tracking_code: string, status: string } | null, customer: { id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null } | null, site: { id: string, title: string, user: { id: string, first_name: string, last_name: string } }, supplier: { id: string, first_name: string, last_name: string } | null, carrier: { id: string, name: string } | null, product_type: { id: string, title: string, state: string }, print_files: Array<{ id: string, file_id: string | null, mockup: string | null }>, product_type_variant: { id: string, sku: string, attributes: Array<{ name: string, option: string }> } };

export type OrdersQueryVariables = Exact<{
  filter?: Types.OrderFilter | null | undefined;
}>;


export type OrdersQuery = { orders: { count: number, count_capped: boolean, hits: Array<{ id: string, origin_id: string, origin_number: string | null, origin_sku: string | null, product_sku: string | null, price: number | null, base_cost: number | null, supplier_cost: number | null, quantity: number, shipping_cost: number, status: string, paused_from: string | null, personalized: boolean, custom_order: boolean, design_status: boolean, product_name: string | null, variant_image: string | null, amazon_order_id: string | null, label_image_id: string | null, partner_error: Array<string>, api_order: boolean, paid_at: string | null, created_at: string, site_fulfill_role: boolean, tracking: { id: string, tracking_code: string, status: string } | null, customer: { id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null } | null, site: { id: string, title: string, user: { id: string, first_name: string, last_name: string } }, supplier: { id: string, first_name: string, last_name: string } | null, carrier: { id: string, name: string } | null, product_type: { id: string, title: string, state: string }, print_files: Array<{ id: string, file_id: string | null, mockup: string | null }>, product_type_variant: { id: string, sku: string, attributes: Array<{ name: string, option: string }> } }>, aggs: Array<{ key: string, doc_count: number }> } };

export type OrderQueryVariables = Exact<{
  id: string;
}>;


export type OrderQuery = { order: { id: string, origin_id: string, origin_number: string | null, origin_sku: string | null, product_sku: string | null, price: number | null, base_cost: number | null, supplier_cost: number | null, quantity: number, shipping_cost: number, status: string, paused_from: string | null, personalized: boolean, custom_order: boolean, design_status: boolean, product_name: string | null, variant_image: string | null, amazon_order_id: string | null, label_image_id: string | null, partner_error: Array<string>, api_order: boolean, paid_at: string | null, created_at: string, site_fulfill_role: boolean, billing: { id: string, first_name: string | null, last_name: string | null, company: string | null, phone: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, zip: string | null, country: string | null, country_code: string | null, method_title: string | null } | null, shipping: { id: string, first_name: string | null, last_name: string | null, company: string | null, phone: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, zip: string | null, country: string | null, country_code: string | null, method_title: string | null } | null, tracking: { id: string, tracking_code: string, status: string } | null, customer: { id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null } | null, site: { id: string, title: string, user: { id: string, first_name: string, last_name: string } }, supplier: { id: string, first_name: string, last_name: string } | null, carrier: { id: string, name: string } | null, product_type: { id: string, title: string, state: string }, print_files: Array<{ id: string, file_id: string | null, mockup: string | null }>, product_type_variant: { id: string, sku: string, attributes: Array<{ name: string, option: string }> } } };

export type OrderCommentsQueryVariables = Exact<{
  order_id: string;
}>;


export type OrderCommentsQuery = { OrderComments: Array<{ id: string, created_at: string, order_id: string, author: { id: string, first_name: string, last_name: string } | null, comment: { user_content: string } }> };

export type OrderEntityLogsQueryVariables = Exact<{
  filter: Types.EntityLogFilter;
}>;


export type OrderEntityLogsQuery = { entityLogs: { count: number, hits: Array<{ id: string, created_at: string, message: string }> } };

export type OrderFilterProductTypesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type OrderFilterProductTypesQuery = { productTypes: { hits: Array<{ id: string, title: string }> } };

export type OrderFilterSuppliersQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderFilterSuppliersQuery = { users: { hits: Array<{ id: string, first_name: string, last_name: string }> } };

export type OrderFilterSellersQueryVariables = Exact<{
  withEmail?: boolean | null | undefined;
}>;


export type OrderFilterSellersQuery = { usersByRole: Array<{ id: string, first_name: string, last_name: string, email?: string }> };

export type OrderFilterSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderFilterSitesQuery = { sites: { hits: Array<{ id: string, title: string }> } };

export type SellerMessageQueryVariables = Exact<{ [key: string]: never; }>;


export type SellerMessageQuery = { getAppSettings: Array<{ id: string | null, name: string, value: string | null }> };

export type OrderCurrentSiteQueryVariables = Exact<{
  id: string;
}>;


export type OrderCurrentSiteQuery = { siteById: { id: string, title: string, platform: Types.Platform } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderAddressFields on OrderAddress {
  id
  first_name
  last_name
  company
  phone
  address1
  address2
  city
  state
  state_code
  zip
  country
  country_code
  method_title
}
    `, {"fragmentName":"OrderAddressFields"});
export const OrderRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderRowFields on Order {
  id
  origin_id
  origin_number
  origin_sku
  product_sku
  price
  base_cost
  supplier_cost
  quantity
  shipping_cost
  status
  paused_from
  personalized
  custom_order
  design_status
  product_name
  variant_image
  amazon_order_id
  label_image_id
  partner_error
  api_order
  paid_at
  created_at
  site_fulfill_role
  tracking {
    id
    tracking_code
    status
  }
  customer {
    id
    first_name
    last_name
    email
    phone
  }
  site {
    id
    title
    user {
      id
      first_name
      last_name
    }
  }
  supplier {
    id
    first_name
    last_name
  }
  carrier {
    id
    name
  }
  product_type {
    id
    title
    state
  }
  print_files {
    id
    file_id
    mockup
  }
  product_type_variant {
    id
    sku
    attributes {
      name
      option
    }
  }
}
    `, {"fragmentName":"OrderRowFields"});
export const OrdersDocument = new TypedDocumentString(`
    query Orders($filter: OrderFilter) {
  orders(filter: $filter) {
    count
    count_capped
    hits {
      ...OrderRowFields
    }
    aggs {
      key
      doc_count
    }
  }
}
    fragment OrderRowFields on Order {
  id
  origin_id
  origin_number
  origin_sku
  product_sku
  price
  base_cost
  supplier_cost
  quantity
  shipping_cost
  status
  paused_from
  personalized
  custom_order
  design_status
  product_name
  variant_image
  amazon_order_id
  label_image_id
  partner_error
  api_order
  paid_at
  created_at
  site_fulfill_role
  tracking {
    id
    tracking_code
    status
  }
  customer {
    id
    first_name
    last_name
    email
    phone
  }
  site {
    id
    title
    user {
      id
      first_name
      last_name
    }
  }
  supplier {
    id
    first_name
    last_name
  }
  carrier {
    id
    name
  }
  product_type {
    id
    title
    state
  }
  print_files {
    id
    file_id
    mockup
  }
  product_type_variant {
    id
    sku
    attributes {
      name
      option
    }
  }
}`);
export const OrderDocument = new TypedDocumentString(`
    query Order($id: ID!) {
  order(id: $id) {
    ...OrderRowFields
    billing {
      ...OrderAddressFields
    }
    shipping {
      ...OrderAddressFields
    }
  }
}
    fragment OrderAddressFields on OrderAddress {
  id
  first_name
  last_name
  company
  phone
  address1
  address2
  city
  state
  state_code
  zip
  country
  country_code
  method_title
}
fragment OrderRowFields on Order {
  id
  origin_id
  origin_number
  origin_sku
  product_sku
  price
  base_cost
  supplier_cost
  quantity
  shipping_cost
  status
  paused_from
  personalized
  custom_order
  design_status
  product_name
  variant_image
  amazon_order_id
  label_image_id
  partner_error
  api_order
  paid_at
  created_at
  site_fulfill_role
  tracking {
    id
    tracking_code
    status
  }
  customer {
    id
    first_name
    last_name
    email
    phone
  }
  site {
    id
    title
    user {
      id
      first_name
      last_name
    }
  }
  supplier {
    id
    first_name
    last_name
  }
  carrier {
    id
    name
  }
  product_type {
    id
    title
    state
  }
  print_files {
    id
    file_id
    mockup
  }
  product_type_variant {
    id
    sku
    attributes {
      name
      option
    }
  }
}`);
export const OrderCommentsDocument = new TypedDocumentString(`
    query OrderComments($order_id: ID!) {
  OrderComments(order_id: $order_id) {
    id
    created_at
    order_id
    author {
      id
      first_name
      last_name
    }
    comment {
      user_content
    }
  }
}
    `);
export const OrderEntityLogsDocument = new TypedDocumentString(`
    query OrderEntityLogs($filter: EntityLogFilter!) {
  entityLogs(filter: $filter) {
    count
    hits {
      id
      created_at
      message
    }
  }
}
    `);
export const OrderFilterProductTypesDocument = new TypedDocumentString(`
    query OrderFilterProductTypes($limit: Int) {
  productTypes(filter: {limit: $limit}) {
    hits {
      id
      title
    }
  }
}
    `);
export const OrderFilterSuppliersDocument = new TypedDocumentString(`
    query OrderFilterSuppliers {
  users(filter: {role: "Supplier", limit: 100}) {
    hits {
      id
      first_name
      last_name
    }
  }
}
    `);
export const OrderFilterSellersDocument = new TypedDocumentString(`
    query OrderFilterSellers($withEmail: Boolean = false) {
  usersByRole(role: "Seller") {
    id
    first_name
    last_name
    email @include(if: $withEmail)
  }
}
    `);
export const OrderFilterSitesDocument = new TypedDocumentString(`
    query OrderFilterSites {
  sites(filter: {limit: 9999}) {
    hits {
      id
      title
    }
  }
}
    `);
export const SellerMessageDocument = new TypedDocumentString(`
    query SellerMessage {
  getAppSettings(input: ["seller_message"]) {
    id
    name
    value
  }
}
    `);
export const OrderCurrentSiteDocument = new TypedDocumentString(`
    query OrderCurrentSite($id: ID!) {
  siteById(id: $id) {
    id
    title
    platform
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Orders: build.query<OrdersQuery, OrdersQueryVariables | void>({
      query: (variables) => ({ document: OrdersDocument as unknown as string, variables })
    }),
    Order: build.query<OrderQuery, OrderQueryVariables>({
      query: (variables) => ({ document: OrderDocument as unknown as string, variables })
    }),
    OrderComments: build.query<OrderCommentsQuery, OrderCommentsQueryVariables>({
      query: (variables) => ({ document: OrderCommentsDocument as unknown as string, variables })
    }),
    OrderEntityLogs: build.query<OrderEntityLogsQuery, OrderEntityLogsQueryVariables>({
      query: (variables) => ({ document: OrderEntityLogsDocument as unknown as string, variables })
    }),
    OrderFilterProductTypes: build.query<OrderFilterProductTypesQuery, OrderFilterProductTypesQueryVariables | void>({
      query: (variables) => ({ document: OrderFilterProductTypesDocument as unknown as string, variables })
    }),
    OrderFilterSuppliers: build.query<OrderFilterSuppliersQuery, OrderFilterSuppliersQueryVariables | void>({
      query: (variables) => ({ document: OrderFilterSuppliersDocument as unknown as string, variables })
    }),
    OrderFilterSellers: build.query<OrderFilterSellersQuery, OrderFilterSellersQueryVariables | void>({
      query: (variables) => ({ document: OrderFilterSellersDocument as unknown as string, variables })
    }),
    OrderFilterSites: build.query<OrderFilterSitesQuery, OrderFilterSitesQueryVariables | void>({
      query: (variables) => ({ document: OrderFilterSitesDocument as unknown as string, variables })
    }),
    SellerMessage: build.query<SellerMessageQuery, SellerMessageQueryVariables | void>({
      query: (variables) => ({ document: SellerMessageDocument as unknown as string, variables })
    }),
    OrderCurrentSite: build.query<OrderCurrentSiteQuery, OrderCurrentSiteQueryVariables>({
      query: (variables) => ({ document: OrderCurrentSiteDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useOrdersQuery, useLazyOrdersQuery, useOrderQuery, useLazyOrderQuery, useOrderCommentsQuery, useLazyOrderCommentsQuery, useOrderEntityLogsQuery, useLazyOrderEntityLogsQuery, useOrderFilterProductTypesQuery, useLazyOrderFilterProductTypesQuery, useOrderFilterSuppliersQuery, useLazyOrderFilterSuppliersQuery, useOrderFilterSellersQuery, useLazyOrderFilterSellersQuery, useOrderFilterSitesQuery, useLazyOrderFilterSitesQuery, useSellerMessageQuery, useLazySellerMessageQuery, useOrderCurrentSiteQuery, useLazyOrderCurrentSiteQuery } = injectedRtkApi;

