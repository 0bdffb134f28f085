/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type SearchKind =
  | 'news'
  | 'site'
  | 'user';

export type SearchQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type SearchQuery = { search: Array<{ kind: Types.SearchKind, id: string, title: string, subtitle: string | null, path: string }> };

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

export const SearchDocument = new TypedDocumentString(`
    query Search($text: String!, $limit: Int) {
  search(text: $text, limit: $limit) {
    kind
    id
    title
    subtitle
    path
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Search: build.query<SearchQuery, SearchQueryVariables>({
      query: (variables) => ({ document: SearchDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useSearchQuery, useLazySearchQuery } = injectedRtkApi;

