/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CustomerFilter = {
  /** 1 to 100; 20 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** part of the name, email or phone; at most 100 characters */
  search?: string | null | undefined;
};

/** The detail's Edit form, whole: every field is written, a missing one is cleared. */
export type CustomerInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: string | null | undefined;
  /** well-formed when given; one customer per e-mail per site */
  email?: string | null | undefined;
  /** required ('Please input first name') */
  first_name: string;
  last_name?: string | null | undefined;
  /** at most 20, each at most 50 characters, each once */
  lists?: Array<string> | null | undefined;
  phone?: string | null | undefined;
  /** at most 20, each at most 50 characters, each once */
  tags?: Array<string> | null | undefined;
  zip?: string | null | undefined;
};

export type CustomerFieldsFragment = { id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null, company: string | null, tags: Array<string>, lists: Array<string>, site_id: string, created_at: string, address: { address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, country: string | null, country_code: string | null, zip: string | null } | null };

export type CustomersQueryVariables = Exact<{
  filter?: Types.CustomerFilter | null | undefined;
}>;


export type CustomersQuery = { customers: { count: number, hits: Array<{ id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null, company: string | null, tags: Array<string>, lists: Array<string>, site_id: string, created_at: string, address: { address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, country: string | null, country_code: string | null, zip: string | null } | null }> } };

export type CustomerByIdQueryVariables = Exact<{
  id: string;
}>;


export type CustomerByIdQuery = { customerById: { id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null, company: string | null, tags: Array<string>, lists: Array<string>, site_id: string, created_at: string, address: { address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, country: string | null, country_code: string | null, zip: string | null } | null } };

export type OrdersByCustomerQueryVariables = Exact<{
  cus_id: string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type OrdersByCustomerQuery = { ordersByCustomer: { count: number, lifetime_value: number | null, hits: Array<{ id: string, product: string | null, variant: string | null, price: number | null, quantity: number, created_at: string, status: string }> } };

export type UpdateCustomerMutationVariables = Exact<{
  id: string;
  input: Types.CustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, first_name: string | null, last_name: string | null, email: string | null, phone: string | null, company: string | null, tags: Array<string>, lists: Array<string>, site_id: string, created_at: string, address: { address1: string | null, address2: string | null, city: string | null, state: string | null, state_code: string | null, country: string | null, country_code: string | null, zip: string | null } | null } };

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
export const CustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerFields on Customer {
  id
  first_name
  last_name
  email
  phone
  address {
    address1
    address2
    city
    state
    state_code
    country
    country_code
    zip
  }
  company
  tags
  lists
  site_id
  created_at
}
    `, {"fragmentName":"CustomerFields"});
export const CustomersDocument = new TypedDocumentString(`
    query Customers($filter: CustomerFilter) {
  customers(filter: $filter) {
    count
    hits {
      ...CustomerFields
    }
  }
}
    fragment CustomerFields on Customer {
  id
  first_name
  last_name
  email
  phone
  address {
    address1
    address2
    city
    state
    state_code
    country
    country_code
    zip
  }
  company
  tags
  lists
  site_id
  created_at
}`);
export const CustomerByIdDocument = new TypedDocumentString(`
    query CustomerById($id: ID!) {
  customerById(id: $id) {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  first_name
  last_name
  email
  phone
  address {
    address1
    address2
    city
    state
    state_code
    country
    country_code
    zip
  }
  company
  tags
  lists
  site_id
  created_at
}`);
export const OrdersByCustomerDocument = new TypedDocumentString(`
    query OrdersByCustomer($cus_id: ID!, $limit: Int, $offset: Int) {
  ordersByCustomer(cus_id: $cus_id, limit: $limit, offset: $offset) {
    count
    lifetime_value
    hits {
      id
      product
      variant
      price
      quantity
      created_at
      status
    }
  }
}
    `);
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
  updateCustomer(id: $id, input: $input) {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  first_name
  last_name
  email
  phone
  address {
    address1
    address2
    city
    state
    state_code
    country
    country_code
    zip
  }
  company
  tags
  lists
  site_id
  created_at
}`);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Customers: build.query<CustomersQuery, CustomersQueryVariables | void>({
      query: (variables) => ({ document: CustomersDocument as unknown as string, variables })
    }),
    CustomerById: build.query<CustomerByIdQuery, CustomerByIdQueryVariables>({
      query: (variables) => ({ document: CustomerByIdDocument as unknown as string, variables })
    }),
    OrdersByCustomer: build.query<OrdersByCustomerQuery, OrdersByCustomerQueryVariables>({
      query: (variables) => ({ document: OrdersByCustomerDocument as unknown as string, variables })
    }),
    UpdateCustomer: build.mutation<UpdateCustomerMutation, UpdateCustomerMutationVariables>({
      query: (variables) => ({ document: UpdateCustomerDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useCustomersQuery, useLazyCustomersQuery, useCustomerByIdQuery, useLazyCustomerByIdQuery, useOrdersByCustomerQuery, useLazyOrdersByCustomerQuery, useUpdateCustomerMutation } = injectedRtkApi;

