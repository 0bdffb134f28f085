/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CsvDesignInput = {
  design_link?: string | null | undefined;
  name?: string | null | undefined;
};

/** One row of the file as the mapping made it (spec 2 §3 CSV order row). */
export type CsvOrderRowInput = {
  /** up to 6 */
  designs?: Array<CsvDesignInput> | null | undefined;
  mockup?: string | null | undefined;
  orderNumber?: string | null | undefined;
  quantity?: string | null | undefined;
  /** the row's number in the file (the first after the header is 2), named in the report */
  row: number;
  shipping?: CsvShippingInput | null | undefined;
  shippingMethod?: string | null | undefined;
  variantID?: string | null | undefined;
};

export type CsvShippingInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type ImportHistoryFilter = {
  /** YYYY-MM-DD; the screen sends the last 7 days unless the user picks others */
  from?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** the file's name */
  search?: string | null | undefined;
  site_id?: string | null | undefined;
  to?: string | null | undefined;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type ImportHistoryFieldsFragment = { id: string, site_id: string, site_title: string, origin_name: string, done: number, failed: number, user_name: string, created_at: string, has_refused: boolean };

export type ImportHistoryQueryVariables = Exact<{
  filter?: Types.ImportHistoryFilter | null | undefined;
}>;


export type ImportHistoryQuery = { listImportHistory: { count: number, hits: Array<{ id: string, site_id: string, site_title: string, origin_name: string, done: number, failed: number, user_name: string, created_at: string, has_refused: boolean }> } };

export type DownloadImportRefusedMutationVariables = Exact<{
  id: string;
}>;


export type DownloadImportRefusedMutation = { downloadImportRefused: string };

export type ValidateOrderImportQueryVariables = Exact<{
  site_id: string;
  input: Array<Types.CsvOrderRowInput> | Types.CsvOrderRowInput;
}>;


export type ValidateOrderImportQuery = { validateOrderImport: { accepted: number, refused: number, problems: Array<{ row: number, column: string, message: string }> } };

export type DownloadOrderImportRefusedMutationVariables = Exact<{
  site_id: string;
  input: Array<Types.CsvOrderRowInput> | Types.CsvOrderRowInput;
}>;


export type DownloadOrderImportRefusedMutation = { downloadOrderImportRefused: string };

export type ImportFromCsvMutationVariables = Exact<{
  site_id: string;
  input: Array<Types.CsvOrderRowInput> | Types.CsvOrderRowInput;
  origin_name: string;
}>;


export type ImportFromCsvMutation = { importFromCSV: { id: string, kind: string, status: string, done: number, total: number | null, error: string | null, attempts: number, result: string | null } };

export type ImportSiteQueryVariables = Exact<{
  id: string;
}>;


export type ImportSiteQuery = { siteById: { id: string, title: string, platform: Types.Platform } };

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
export const ImportHistoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImportHistoryFields on ImportHistory {
  id
  site_id
  site_title
  origin_name
  done
  failed
  user_name
  created_at
  has_refused
}
    `, {"fragmentName":"ImportHistoryFields"});
export const ImportHistoryDocument = new TypedDocumentString(`
    query ImportHistory($filter: ImportHistoryFilter) {
  listImportHistory(filter: $filter) {
    count
    hits {
      ...ImportHistoryFields
    }
  }
}
    fragment ImportHistoryFields on ImportHistory {
  id
  site_id
  site_title
  origin_name
  done
  failed
  user_name
  created_at
  has_refused
}`);
export const DownloadImportRefusedDocument = new TypedDocumentString(`
    mutation DownloadImportRefused($id: ID!) {
  downloadImportRefused(id: $id)
}
    `);
export const ValidateOrderImportDocument = new TypedDocumentString(`
    query ValidateOrderImport($site_id: ID!, $input: [CsvOrderRowInput!]!) {
  validateOrderImport(site_id: $site_id, input: $input) {
    accepted
    refused
    problems {
      row
      column
      message
    }
  }
}
    `);
export const DownloadOrderImportRefusedDocument = new TypedDocumentString(`
    mutation DownloadOrderImportRefused($site_id: ID!, $input: [CsvOrderRowInput!]!) {
  downloadOrderImportRefused(site_id: $site_id, input: $input)
}
    `);
export const ImportFromCsvDocument = new TypedDocumentString(`
    mutation ImportFromCsv($site_id: ID!, $input: [CsvOrderRowInput!]!, $origin_name: String!) {
  importFromCSV(site_id: $site_id, input: $input, origin_name: $origin_name) {
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
export const ImportSiteDocument = new TypedDocumentString(`
    query ImportSite($id: ID!) {
  siteById(id: $id) {
    id
    title
    platform
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ImportHistory: build.query<ImportHistoryQuery, ImportHistoryQueryVariables | void>({
      query: (variables) => ({ document: ImportHistoryDocument as unknown as string, variables })
    }),
    DownloadImportRefused: build.mutation<DownloadImportRefusedMutation, DownloadImportRefusedMutationVariables>({
      query: (variables) => ({ document: DownloadImportRefusedDocument as unknown as string, variables })
    }),
    ValidateOrderImport: build.query<ValidateOrderImportQuery, ValidateOrderImportQueryVariables>({
      query: (variables) => ({ document: ValidateOrderImportDocument as unknown as string, variables })
    }),
    DownloadOrderImportRefused: build.mutation<DownloadOrderImportRefusedMutation, DownloadOrderImportRefusedMutationVariables>({
      query: (variables) => ({ document: DownloadOrderImportRefusedDocument as unknown as string, variables })
    }),
    ImportFromCsv: build.mutation<ImportFromCsvMutation, ImportFromCsvMutationVariables>({
      query: (variables) => ({ document: ImportFromCsvDocument as unknown as string, variables })
    }),
    ImportSite: build.query<ImportSiteQuery, ImportSiteQueryVariables>({
      query: (variables) => ({ document: ImportSiteDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useImportHistoryQuery, useLazyImportHistoryQuery, useDownloadImportRefusedMutation, useValidateOrderImportQuery, useLazyValidateOrderImportQuery, useDownloadOrderImportRefusedMutation, useImportFromCsvMutation, useImportSiteQuery, useLazyImportSiteQuery } = injectedRtkApi;

