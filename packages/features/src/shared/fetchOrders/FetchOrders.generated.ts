/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
/** From 00:00:00 of `from` to 23:59:59 of `to`, UTC; not for Shopify sites (they fetch by id). */
export type FetchOrdersRange = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type FetchMultipleOrdersMutationVariables = Exact<{
  site_id: string;
  order_ids?: string | null | undefined;
  range_time?: Types.FetchOrdersRange | null | undefined;
}>;


export type FetchMultipleOrdersMutation = { fetchMultipleOrders: { id: string, kind: string, status: string, done: number, total: number | null, error: string | null, attempts: number, result: string | null } };

export type FetchOrdersSiteQueryVariables = Exact<{
  id: string;
}>;


export type FetchOrdersSiteQuery = { siteById: { id: string, title: string, platform: Types.Platform, type: string | null, verified: boolean } };

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

export const FetchMultipleOrdersDocument = new TypedDocumentString(`
    mutation FetchMultipleOrders($site_id: ID!, $order_ids: String, $range_time: FetchOrdersRange) {
  fetchMultipleOrders(
    site_id: $site_id
    order_ids: $order_ids
    range_time: $range_time
  ) {
    ...JobFields
  }
}
    fragment JobFields on BackgroundJob {
  id
  kind
  status
  done
  total
  error
  attempts
  result
}`);
export const FetchOrdersSiteDocument = new TypedDocumentString(`
    query FetchOrdersSite($id: ID!) {
  siteById(id: $id) {
    id
    title
    platform
    type
    verified
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    FetchMultipleOrders: build.mutation<FetchMultipleOrdersMutation, FetchMultipleOrdersMutationVariables>({
      query: (variables) => ({ document: FetchMultipleOrdersDocument as unknown as string, variables })
    }),
    FetchOrdersSite: build.query<FetchOrdersSiteQuery, FetchOrdersSiteQueryVariables>({
      query: (variables) => ({ document: FetchOrdersSiteDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useFetchMultipleOrdersMutation, useFetchOrdersSiteQuery, useLazyFetchOrdersSiteQuery } = injectedRtkApi;

