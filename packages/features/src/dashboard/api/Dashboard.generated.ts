/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type DashboardFilter = {
  /** a Seller: their own sites (their verified, active sites when omitted) */
  site_ids?: Array<string> | null | undefined;
};

export type DashboardQueryVariables = Exact<{
  filter?: Types.DashboardFilter | null | undefined;
}>;


export type DashboardQuery = { dashboard: { internal_order: { all: number, pending: number, pending_design: number, processing: number, ready: number, in_production: number, fulfilled: number, cancelled: number, error: number }, external_order: { all: number } } };

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

export const DashboardDocument = new TypedDocumentString(`
    query Dashboard($filter: DashboardFilter) {
  dashboard(filter: $filter) {
    internal_order {
      all
      pending
      pending_design
      processing
      ready
      in_production
      fulfilled
      cancelled
      error
    }
    external_order {
      all
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Dashboard: build.query<DashboardQuery, DashboardQueryVariables | void>({
      query: (variables) => ({ document: DashboardDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useDashboardQuery, useLazyDashboardQuery } = injectedRtkApi;

