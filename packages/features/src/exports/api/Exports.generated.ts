/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type OrderExportFieldsFragment = { id: string, file_name: string, created_at: string, order_ids: Array<string>, order_count: number, user: { id: string, first_name: string, last_name: string, email: string } | null };

export type OrderExportsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type OrderExportsQuery = { orderExports: { count: number, hits: Array<{ id: string, file_name: string, created_at: string, order_ids: Array<string>, order_count: number, user: { id: string, first_name: string, last_name: string, email: string } | null }> } };

export type DownloadExportFileMutationVariables = Exact<{
  id: string;
}>;


export type DownloadExportFileMutation = { downloadFile: string };

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
export const OrderExportFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderExportFields on OrderExport {
  id
  file_name
  created_at
  order_ids
  order_count
  user {
    id
    first_name
    last_name
    email
  }
}
    `, {"fragmentName":"OrderExportFields"});
export const OrderExportsDocument = new TypedDocumentString(`
    query OrderExports($from: String, $to: String, $search: String, $limit: Int, $offset: Int) {
  orderExports(
    from: $from
    to: $to
    search: $search
    limit: $limit
    offset: $offset
  ) {
    count
    hits {
      ...OrderExportFields
    }
  }
}
    fragment OrderExportFields on OrderExport {
  id
  file_name
  created_at
  order_ids
  order_count
  user {
    id
    first_name
    last_name
    email
  }
}`);
export const DownloadExportFileDocument = new TypedDocumentString(`
    mutation DownloadExportFile($id: ID!) {
  downloadFile(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    OrderExports: build.query<OrderExportsQuery, OrderExportsQueryVariables | void>({
      query: (variables) => ({ document: OrderExportsDocument as unknown as string, variables })
    }),
    DownloadExportFile: build.mutation<DownloadExportFileMutation, DownloadExportFileMutationVariables>({
      query: (variables) => ({ document: DownloadExportFileDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useOrderExportsQuery, useLazyOrderExportsQuery, useDownloadExportFileMutation } = injectedRtkApi;

