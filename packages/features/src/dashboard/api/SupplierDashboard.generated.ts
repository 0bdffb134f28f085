/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type NewsFilter = {
  limit?: number | null | undefined;
  notification?: boolean | null | undefined;
  offset?: number | null | undefined;
  /** words in the title */
  search?: string | null | undefined;
  /** true for active news, false for inactive; omitted lists both. Only active news for sellers and suppliers. */
  status?: boolean | null | undefined;
};

/**
 * The range of the series. Dates are ISO 8601: a bare date is a
 * whole UTC day. At most 5 years; orders count on the day they were created.
 */
export type SupplierStatsFilter = {
  /** day, week or month; when omitted the range picks it (under 15 days by day, under 61 by week, else month). At most 400 periods. */
  agg_by?: string | null | undefined;
  from: string;
  /** Administrator and Supporter: one supplier (every supplier when omitted); a Supplier: their own id only */
  supplier_id?: string | null | undefined;
  to: string;
};

export type SupplierTransactionsFilter = {
  /** Administrator and Supporter: one supplier (every supplier when omitted); a Supplier: their own id only */
  supplier_id?: string | null | undefined;
};

export type SupplierStatsQueryVariables = Exact<{
  filter: Types.SupplierStatsFilter;
}>;


export type SupplierStatsQuery = { supplierStats: { agg_by: string, count: number, aggregations: { revenue: { value: number }, period: { buckets: Array<{ key: string, key_as_string: string, doc_count: number, revenue: { value: number } }> }, top_product_types: { product_types: { sum_other_doc_count: number, buckets: Array<{ key: string, doc_count: number, product_type: { id: string, title: string, sku: string, suppliers: Array<{ id: string, first_name: string, last_name: string }>, categories: Array<{ id: string, title: string }> } }> } } } } };

export type SupplierTransactionsQueryVariables = Exact<{
  filter?: Types.SupplierTransactionsFilter | null | undefined;
}>;


export type SupplierTransactionsQuery = { supplierTransactions: { count: number, pendingAmount: number, approvedAmount: number } };

export type DashboardNewsQueryVariables = Exact<{
  filter?: Types.NewsFilter | null | undefined;
}>;


export type DashboardNewsQuery = { news: { count: number, hits: Array<{ id: string, title: string, created_at: string }> } };

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

export const SupplierStatsDocument = new TypedDocumentString(`
    query SupplierStats($filter: SupplierStatsFilter!) {
  supplierStats(filter: $filter) {
    agg_by
    count
    aggregations {
      revenue {
        value
      }
      period {
        buckets {
          key
          key_as_string
          doc_count
          revenue {
            value
          }
        }
      }
      top_product_types {
        product_types {
          sum_other_doc_count
          buckets {
            key
            doc_count
            product_type {
              id
              title
              sku
              suppliers {
                id
                first_name
                last_name
              }
              categories {
                id
                title
              }
            }
          }
        }
      }
    }
  }
}
    `);
export const SupplierTransactionsDocument = new TypedDocumentString(`
    query SupplierTransactions($filter: SupplierTransactionsFilter) {
  supplierTransactions(filter: $filter) {
    count
    pendingAmount
    approvedAmount
  }
}
    `);
export const DashboardNewsDocument = new TypedDocumentString(`
    query DashboardNews($filter: NewsFilter) {
  news(filter: $filter) {
    count
    hits {
      id
      title
      created_at
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    SupplierStats: build.query<SupplierStatsQuery, SupplierStatsQueryVariables>({
      query: (variables) => ({ document: SupplierStatsDocument as unknown as string, variables })
    }),
    SupplierTransactions: build.query<SupplierTransactionsQuery, SupplierTransactionsQueryVariables | void>({
      query: (variables) => ({ document: SupplierTransactionsDocument as unknown as string, variables })
    }),
    DashboardNews: build.query<DashboardNewsQuery, DashboardNewsQueryVariables | void>({
      query: (variables) => ({ document: DashboardNewsDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useSupplierStatsQuery, useLazySupplierStatsQuery, useSupplierTransactionsQuery, useLazySupplierTransactionsQuery, useDashboardNewsQuery, useLazyDashboardNewsQuery } = injectedRtkApi;

