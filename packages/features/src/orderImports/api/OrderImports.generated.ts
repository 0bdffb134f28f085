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

/** One row of the file as the mapping made it. */
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

export type ImportOrderAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: string | null | undefined;
  country_code?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  state?: string | null | undefined;
  state_code?: string | null | undefined;
  zip?: string | null | undefined;
};

/** A customer as an imported order carries them. */
export type ImportOrderCustomerInput = {
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  phone?: string | null | undefined;
};

/** The row and the product type variant the seller chose for its product. */
export type ImportOrderInput = {
  order: ImportOrderPayloadInput;
  product_origin_id: string;
  product_title?: string | null | undefined;
  /** the product types the seller chose among (the variant is of one of them; at most 20) */
  product_type_ids: Array<string>;
  selected_variant_type_id: string;
};

/** One row of a shop's order export as its mapping read it. */
export type ImportOrderPayloadInput = {
  billing?: ImportOrderAddressInput | null | undefined;
  customer?: ImportOrderCustomerInput | null | undefined;
  item: string;
  origin_id: string;
  /** '0' (a shop's export prices are not the seller's) */
  price?: string | null | undefined;
  product_origin_id: string;
  product_title?: string | null | undefined;
  product_variation?: string | null | undefined;
  quantity: string;
  shipping?: ImportOrderAddressInput | null | undefined;
  site_id: string;
  /** not read: an imported order starts where the orders core starts it */
  status?: string | null | undefined;
};

export type OrderItemInput = {
  item: string;
  origin_id: string;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type SiteSettingInput = {
  /**
   * one of the site setting names (order_received_enable ... fulfill_role), or an order import
   * template: order_import_setting_ and the template's name, whose value is the JSON of its column
   * mapping; a template is added, never replaced ('Template already exists')
   */
  name: string;
  site_id: string;
  value?: string | null | undefined;
};

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

export type CheckExistOrdersQueryVariables = Exact<{
  site_id: string;
  inputs: Array<Types.OrderItemInput> | Types.OrderItemInput;
}>;


export type CheckExistOrdersQuery = { CheckExistOrders: Array<{ origin_id: string, item: string }> };

export type ImportedProductMappingsQueryVariables = Exact<{
  site_id: string;
  product_origin_ids: Array<string> | string;
}>;


export type ImportedProductMappingsQuery = { importedProductMappings: Array<{ product_origin_id: string, product_variation: string, product_type_id: string, variant_id: string }> };

export type ImportOrderMutationVariables = Exact<{
  data: Types.ImportOrderInput;
}>;


export type ImportOrderMutation = { ImportOrder: { id: string, origin_id: string, item: string, message: string } };

export type OrderImportTemplatesQueryVariables = Exact<{
  site_id: string;
}>;


export type OrderImportTemplatesQuery = { getSiteSettings: Array<{ name: string, value: string | null }> };

export type SaveOrderImportTemplateMutationVariables = Exact<{
  input: Types.SiteSettingInput;
}>;


export type SaveOrderImportTemplateMutation = { createSiteSetting: { name: string, value: string | null } };

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
export const CheckExistOrdersDocument = new TypedDocumentString(`
    query CheckExistOrders($site_id: ID!, $inputs: [OrderItemInput!]!) {
  CheckExistOrders(site_id: $site_id, inputs: $inputs) {
    origin_id
    item
  }
}
    `);
export const ImportedProductMappingsDocument = new TypedDocumentString(`
    query ImportedProductMappings($site_id: ID!, $product_origin_ids: [String!]!) {
  importedProductMappings(
    site_id: $site_id
    product_origin_ids: $product_origin_ids
  ) {
    product_origin_id
    product_variation
    product_type_id
    variant_id
  }
}
    `);
export const ImportOrderDocument = new TypedDocumentString(`
    mutation ImportOrder($data: ImportOrderInput!) {
  ImportOrder(data: $data) {
    id
    origin_id
    item
    message
  }
}
    `);
export const OrderImportTemplatesDocument = new TypedDocumentString(`
    query OrderImportTemplates($site_id: ID!) {
  getSiteSettings(site_id: $site_id) {
    name
    value
  }
}
    `);
export const SaveOrderImportTemplateDocument = new TypedDocumentString(`
    mutation SaveOrderImportTemplate($input: SiteSettingInput!) {
  createSiteSetting(input: $input) {
    name
    value
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
    CheckExistOrders: build.query<CheckExistOrdersQuery, CheckExistOrdersQueryVariables>({
      query: (variables) => ({ document: CheckExistOrdersDocument as unknown as string, variables })
    }),
    ImportedProductMappings: build.query<ImportedProductMappingsQuery, ImportedProductMappingsQueryVariables>({
      query: (variables) => ({ document: ImportedProductMappingsDocument as unknown as string, variables })
    }),
    ImportOrder: build.mutation<ImportOrderMutation, ImportOrderMutationVariables>({
      query: (variables) => ({ document: ImportOrderDocument as unknown as string, variables })
    }),
    OrderImportTemplates: build.query<OrderImportTemplatesQuery, OrderImportTemplatesQueryVariables>({
      query: (variables) => ({ document: OrderImportTemplatesDocument as unknown as string, variables })
    }),
    SaveOrderImportTemplate: build.mutation<SaveOrderImportTemplateMutation, SaveOrderImportTemplateMutationVariables>({
      query: (variables) => ({ document: SaveOrderImportTemplateDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useImportHistoryQuery, useLazyImportHistoryQuery, useDownloadImportRefusedMutation, useValidateOrderImportQuery, useLazyValidateOrderImportQuery, useDownloadOrderImportRefusedMutation, useImportFromCsvMutation, useImportSiteQuery, useLazyImportSiteQuery, useCheckExistOrdersQuery, useLazyCheckExistOrdersQuery, useImportedProductMappingsQuery, useLazyImportedProductMappingsQuery, useImportOrderMutation, useOrderImportTemplatesQuery, useLazyOrderImportTemplatesQuery, useSaveOrderImportTemplateMutation } = injectedRtkApi;

