/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CarriersEntryFieldsFragment = { id: string, name: string };

export type CarriersQueryVariables = Exact<{ [key: string]: never; }>;


export type CarriersQuery = { carriers: Array<{ id: string, name: string }> };

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
export const CarriersEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CarriersEntryFields on CarriersEntry {
  id
  name
}
    `, {"fragmentName":"CarriersEntryFields"});
export const CarriersDocument = new TypedDocumentString(`
    query Carriers {
  carriers {
    ...CarriersEntryFields
  }
}
    fragment CarriersEntryFields on CarriersEntry {
  id
  name
}`);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Carriers: build.query<CarriersQuery, CarriersQueryVariables | void>({
      query: (variables) => ({ document: CarriersDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useCarriersQuery, useLazyCarriersQuery } = injectedRtkApi;

