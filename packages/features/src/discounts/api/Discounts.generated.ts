/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type DiscountFilter = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

/** Only the chosen type's fields are kept; dates are stored as the start of their UTC day. */
export type DiscountInput = {
  /** percent, 1 to 100, at most two decimals */
  discount: number;
  effective_time?: number | null | undefined;
  end_time?: string | null | undefined;
  name: string;
  start_time?: string | null | undefined;
  type: DiscountType;
};

export type DiscountType =
  /** another spelling of time_amount, accepted on input and answered as time_amount */
  | 'days'
  /** for effective_time days */
  | 'time_amount'
  /** between start_time and end_time */
  | 'timeline';

export type DiscountFieldsFragment = { id: string, name: string, discount: number, type: Types.DiscountType, effective_time: number | null, start_time: string | null, end_time: string | null, created_at: string, updated_at: string };

export type DiscountsQueryVariables = Exact<{
  filter?: Types.DiscountFilter | null | undefined;
}>;


export type DiscountsQuery = { discounts: { count: number, hits: Array<{ id: string, name: string, discount: number, type: Types.DiscountType, effective_time: number | null, start_time: string | null, end_time: string | null, created_at: string, updated_at: string }> } };

export type DiscountByIdQueryVariables = Exact<{
  id: string;
}>;


export type DiscountByIdQuery = { discount: { id: string, name: string, discount: number, type: Types.DiscountType, effective_time: number | null, start_time: string | null, end_time: string | null, created_at: string, updated_at: string } };

export type DiscountTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountTypesQuery = { discountTypes: Array<{ value: Types.DiscountType, label: string }> };

export type CreateDiscountMutationVariables = Exact<{
  input: Types.DiscountInput;
}>;


export type CreateDiscountMutation = { createDiscount: { id: string, name: string, discount: number, type: Types.DiscountType, effective_time: number | null, start_time: string | null, end_time: string | null, created_at: string, updated_at: string } };

export type UpdateDiscountMutationVariables = Exact<{
  id: string;
  input: Types.DiscountInput;
}>;


export type UpdateDiscountMutation = { updateDiscount: { id: string, name: string, discount: number, type: Types.DiscountType, effective_time: number | null, start_time: string | null, end_time: string | null, created_at: string, updated_at: string } };

export type DeleteDiscountMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDiscountMutation = { deleteDiscount: string };

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
export const DiscountFieldsFragmentDoc = new TypedDocumentString(`
    fragment DiscountFields on Discount {
  id
  name
  discount
  type
  effective_time
  start_time
  end_time
  created_at
  updated_at
}
    `, {"fragmentName":"DiscountFields"});
export const DiscountsDocument = new TypedDocumentString(`
    query Discounts($filter: DiscountFilter) {
  discounts(filter: $filter) {
    count
    hits {
      ...DiscountFields
    }
  }
}
    fragment DiscountFields on Discount {
  id
  name
  discount
  type
  effective_time
  start_time
  end_time
  created_at
  updated_at
}`);
export const DiscountByIdDocument = new TypedDocumentString(`
    query DiscountById($id: ID!) {
  discount(id: $id) {
    ...DiscountFields
  }
}
    fragment DiscountFields on Discount {
  id
  name
  discount
  type
  effective_time
  start_time
  end_time
  created_at
  updated_at
}`);
export const DiscountTypesDocument = new TypedDocumentString(`
    query DiscountTypes {
  discountTypes {
    value
    label
  }
}
    `);
export const CreateDiscountDocument = new TypedDocumentString(`
    mutation CreateDiscount($input: DiscountInput!) {
  createDiscount(input: $input) {
    ...DiscountFields
  }
}
    fragment DiscountFields on Discount {
  id
  name
  discount
  type
  effective_time
  start_time
  end_time
  created_at
  updated_at
}`);
export const UpdateDiscountDocument = new TypedDocumentString(`
    mutation UpdateDiscount($id: ID!, $input: DiscountInput!) {
  updateDiscount(id: $id, input: $input) {
    ...DiscountFields
  }
}
    fragment DiscountFields on Discount {
  id
  name
  discount
  type
  effective_time
  start_time
  end_time
  created_at
  updated_at
}`);
export const DeleteDiscountDocument = new TypedDocumentString(`
    mutation DeleteDiscount($id: ID!) {
  deleteDiscount(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Discounts: build.query<DiscountsQuery, DiscountsQueryVariables | void>({
      query: (variables) => ({ document: DiscountsDocument as unknown as string, variables })
    }),
    DiscountById: build.query<DiscountByIdQuery, DiscountByIdQueryVariables>({
      query: (variables) => ({ document: DiscountByIdDocument as unknown as string, variables })
    }),
    DiscountTypes: build.query<DiscountTypesQuery, DiscountTypesQueryVariables | void>({
      query: (variables) => ({ document: DiscountTypesDocument as unknown as string, variables })
    }),
    CreateDiscount: build.mutation<CreateDiscountMutation, CreateDiscountMutationVariables>({
      query: (variables) => ({ document: CreateDiscountDocument as unknown as string, variables })
    }),
    UpdateDiscount: build.mutation<UpdateDiscountMutation, UpdateDiscountMutationVariables>({
      query: (variables) => ({ document: UpdateDiscountDocument as unknown as string, variables })
    }),
    DeleteDiscount: build.mutation<DeleteDiscountMutation, DeleteDiscountMutationVariables>({
      query: (variables) => ({ document: DeleteDiscountDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useDiscountsQuery, useLazyDiscountsQuery, useDiscountByIdQuery, useLazyDiscountByIdQuery, useDiscountTypesQuery, useLazyDiscountTypesQuery, useCreateDiscountMutation, useUpdateDiscountMutation, useDeleteDiscountMutation } = injectedRtkApi;

