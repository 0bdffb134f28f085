/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CarrierFilter = {
  /** 1 to 500; 20 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /**
   * true for active carriers, false for inactive ones; omitted lists both. Only Administrator,
   * Supporter and Listing choose: everyone else gets the active carriers whatever they send.
   */
  status?: boolean | null | undefined;
};

/**
 * A carrier's fields. createCarrier needs name, code and url (status defaults to true);
 * updateCarrier changes only the fields given, and { status: false } is the screen's delete.
 */
export type CarrierInput = {
  code?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  status?: boolean | null | undefined;
  url?: string | null | undefined;
};

export type CarrierFieldsFragment = { id: string, name: string, code: string, url: string, description: string | null, status: boolean, created_at: string, updated_at: string };

export type CarriersQueryVariables = Exact<{
  filter?: Types.CarrierFilter | null | undefined;
}>;


export type CarriersQuery = { carriers: { count: number, hits: Array<{ id: string, name: string, code: string, url: string, description: string | null, status: boolean, created_at: string, updated_at: string }> } };

export type CreateCarrierMutationVariables = Exact<{
  input: Types.CarrierInput;
}>;


export type CreateCarrierMutation = { createCarrier: { id: string, name: string, code: string, url: string, description: string | null, status: boolean, created_at: string, updated_at: string } };

export type UpdateCarrierMutationVariables = Exact<{
  id: string;
  input: Types.CarrierInput;
}>;


export type UpdateCarrierMutation = { updateCarrier: { id: string, name: string, code: string, url: string, description: string | null, status: boolean, created_at: string, updated_at: string } };

export type DeleteCarrierMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCarrierMutation = { updateCarrier: { id: string, name: string, code: string, url: string, description: string | null, status: boolean, created_at: string, updated_at: string } };

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
export const CarrierFieldsFragmentDoc = new TypedDocumentString(`
    fragment CarrierFields on Carrier {
  id
  name
  code
  url
  description
  status
  created_at
  updated_at
}
    `, {"fragmentName":"CarrierFields"});
export const CarriersDocument = new TypedDocumentString(`
    query Carriers($filter: CarrierFilter) {
  carriers(filter: $filter) {
    count
    hits {
      ...CarrierFields
    }
  }
}
    fragment CarrierFields on Carrier {
  id
  name
  code
  url
  description
  status
  created_at
  updated_at
}`);
export const CreateCarrierDocument = new TypedDocumentString(`
    mutation CreateCarrier($input: CarrierInput!) {
  createCarrier(input: $input) {
    ...CarrierFields
  }
}
    fragment CarrierFields on Carrier {
  id
  name
  code
  url
  description
  status
  created_at
  updated_at
}`);
export const UpdateCarrierDocument = new TypedDocumentString(`
    mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {
  updateCarrier(id: $id, input: $input) {
    ...CarrierFields
  }
}
    fragment CarrierFields on Carrier {
  id
  name
  code
  url
  description
  status
  created_at
  updated_at
}`);
export const DeleteCarrierDocument = new TypedDocumentString(`
    mutation DeleteCarrier($id: ID!) {
  updateCarrier(id: $id, input: {status: false}) {
    ...CarrierFields
  }
}
    fragment CarrierFields on Carrier {
  id
  name
  code
  url
  description
  status
  created_at
  updated_at
}`);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Carriers: build.query<CarriersQuery, CarriersQueryVariables | void>({
      query: (variables) => ({ document: CarriersDocument as unknown as string, variables })
    }),
    CreateCarrier: build.mutation<CreateCarrierMutation, CreateCarrierMutationVariables>({
      query: (variables) => ({ document: CreateCarrierDocument as unknown as string, variables })
    }),
    UpdateCarrier: build.mutation<UpdateCarrierMutation, UpdateCarrierMutationVariables>({
      query: (variables) => ({ document: UpdateCarrierDocument as unknown as string, variables })
    }),
    DeleteCarrier: build.mutation<DeleteCarrierMutation, DeleteCarrierMutationVariables>({
      query: (variables) => ({ document: DeleteCarrierDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useCarriersQuery, useLazyCarriersQuery, useCreateCarrierMutation, useUpdateCarrierMutation, useDeleteCarrierMutation } = injectedRtkApi;

