/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type ApiOrderSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiOrderSitesQuery = { sites: { hits: Array<{ id: string, title: string }> } };

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

export const ApiOrderSitesDocument = new TypedDocumentString(`
    query ApiOrderSites {
  sites(filter: {platform: api, limit: 999}) {
    hits {
      id
      title
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ApiOrderSites: build.query<ApiOrderSitesQuery, ApiOrderSitesQueryVariables | void>({
      query: (variables) => ({ document: ApiOrderSitesDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useApiOrderSitesQuery, useLazyApiOrderSitesQuery } = injectedRtkApi;

