/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CreateFileInput = {
  file_mime: string;
  file_name: string;
  /** checked against the stored bytes */
  file_size: number;
  key: string;
  sku?: string | null | undefined;
  /** ignored: the server records where it stored the bytes */
  source?: string | null | undefined;
};

export type CreateProductInput = {
  /** the shop's categories or collections, by title; at most 50, each at most 100 characters */
  categories?: Array<string> | null | undefined;
  /** rich text (sanitised); at most 100,000 characters */
  description?: string | null | undefined;
  /** image addresses (http or https); at most 20 */
  images?: Array<string> | null | undefined;
  /** the designs, one per print area of the chosen product types */
  print_files?: Array<ProductPrintFileInput> | null | undefined;
  /**
   * the request's own key (the form makes one when it opens): the same key twice is one product, so a
   * second click, a retried request or a retried job never makes a second one. 8 to 100 characters.
   */
  push_key: string;
  /** the shop to put it on: the seller's own (any shop for an Administrator); connected, not offline */
  site_id: string;
  /** unique among the seller's products; made from the first product type's SKU when left out */
  sku?: string | null | undefined;
  /** at most 50, each at most 100 characters */
  tags?: Array<string> | null | undefined;
  /** required ('Please input product title!'); at most 255 characters */
  title: string;
  /** one per product type variant, of product types of one category; at most 500 */
  variants: Array<ProductVariantInput>;
};

/** The list's filter and who gets the link (1 to 5 addresses, each once). */
export type ExportProductFilter = {
  emails: Array<string>;
  /** at most 100 */
  product_type_ids?: Array<string> | null | undefined;
  /** parts of the title or the SKU; at most 100 characters */
  search?: string | null | undefined;
  /** at most 100 */
  site_ids?: Array<string> | null | undefined;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type ProductFilter = {
  /** 20 unless given; at most 100 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** at most 100 */
  product_type_ids?: Array<string> | null | undefined;
  /** parts of the title or the SKU; at most 100 characters */
  search?: string | null | undefined;
  /** the products of the seller who owns this site (External Orders' Mapping to a product); a Seller's own */
  seller_site_id?: string | null | undefined;
  /** a Seller's own sites only; at most 100 */
  site_ids?: Array<string> | null | undefined;
};

export type ProductPrintFileInput = {
  /** an uploaded file (the files endpoint); none leaves the area without a design */
  file_id?: string | null | undefined;
  print_area_id: string;
};

/** One product type's designs. */
export type ProductTypePrintFilesInput = {
  /**
   * its print areas' designs: an area given with a file gets it, one given without loses its design,
   * one left out keeps what it has; at most 50
   */
  print_files: Array<ProductPrintFileInput>;
  product_type_id: string;
};

export type ProductVariantInput = {
  product_type_variant_id: string;
  /** in dollars; at least the variant's base cost */
  regular_price: number;
  /** in dollars; at least the base cost and at most the regular price */
  sale_price: number;
};

export type UpdateProductInput = {
  /** Save updates the title only */
  title: string;
};

export type ProductRowFieldsFragment = { id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }>, print_files: Array<{ product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }> };

export type ProductDetailFieldsFragment = { description: string, tags: Array<string>, categories: Array<string>, personalized: boolean, id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, variants: Array<{ id: string, sku: string, image: string | null, product_type_id: string, product_type_title: string, product_type_variant_id: string, regular_price: number, sale_price: number, base_cost: number, design_status: boolean, attributes: Array<{ name: string, slug: string, option: string }> }>, print_files: Array<{ width: number | null, height: number | null, product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }> };

export type ProductsQueryVariables = Exact<{
  filter?: Types.ProductFilter | null | undefined;
}>;


export type ProductsQuery = { products: { count: number, hits: Array<{ id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }>, print_files: Array<{ product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }> }> } };

export type ProductFilterSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductFilterSitesQuery = { sites: { hits: Array<{ id: string, title: string }> } };

export type ProductFilterProductTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductFilterProductTypesQuery = { productTypes: { hits: Array<{ id: string, title: string }> } };

export type ProductByIdQueryVariables = Exact<{
  id: string;
}>;


export type ProductByIdQuery = { productByID: { description: string, tags: Array<string>, categories: Array<string>, personalized: boolean, id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, variants: Array<{ id: string, sku: string, image: string | null, product_type_id: string, product_type_title: string, product_type_variant_id: string, regular_price: number, sale_price: number, base_cost: number, design_status: boolean, attributes: Array<{ name: string, slug: string, option: string }> }>, print_files: Array<{ width: number | null, height: number | null, product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }> } | null };

export type CreateProductMutationVariables = Exact<{
  input: Types.CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, status: string } };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: Types.UpdateProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { description: string, tags: Array<string>, categories: Array<string>, personalized: boolean, id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, variants: Array<{ id: string, sku: string, image: string | null, product_type_id: string, product_type_title: string, product_type_variant_id: string, regular_price: number, sale_price: number, base_cost: number, design_status: boolean, attributes: Array<{ name: string, slug: string, option: string }> }>, print_files: Array<{ width: number | null, height: number | null, product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }> } };

export type DeleteProductMutationVariables = Exact<{
  product_id: string;
  isDelOnStore?: boolean | null | undefined;
}>;


export type DeleteProductMutation = { deleteProduct: boolean };

export type ResetVariantsPrintFilesMutationVariables = Exact<{
  product_id: string;
}>;


export type ResetVariantsPrintFilesMutation = { resetVariantsPrintFiles: { id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }>, print_files: Array<{ product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }> } };

export type ProductPickerTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPickerTypesQuery = { productTypes: { hits: Array<{ id: string, title: string, sku: string, mockup: string | null, images: Array<string>, categories: Array<{ id: string, title: string }> }> } };

export type ProductFormTypesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ProductFormTypesQuery = { productTypeByIds: Array<{ id: string, title: string, sku: string, categories: Array<{ id: string, title: string }>, print_files: Array<{ id: string, title: string, width: number | null, height: number | null }>, variants: Array<{ id: string, sku: string, is_active: boolean, retail_cost: number | null, sale_cost: number | null, base_cost: number | null, attributes: Array<{ name: string, slug: string, option: string }> }> }> };

export type ProductFormSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductFormSitesQuery = { sites: { hits: Array<{ id: string, title: string, platform: Types.Platform, type: string | null }> } };

export type ExportProductMutationVariables = Exact<{
  filter: Types.ExportProductFilter;
}>;


export type ExportProductMutation = { exportProduct: { id: string, status: string } };

export type ProductDesignUploadUrlMutationVariables = Exact<{
  filename: string;
  fileMime: string;
}>;


export type ProductDesignUploadUrlMutation = { createSignedUrl: { key: string, url: string } };

export type RecordProductDesignFileMutationVariables = Exact<{
  input: Types.CreateFileInput;
}>;


export type RecordProductDesignFileMutation = { createFile: { id: string, preview_url: string } };

export type UpdatePrintFilesMutationVariables = Exact<{
  product_id: string;
  print_files: Array<Types.ProductTypePrintFilesInput> | Types.ProductTypePrintFilesInput;
}>;


export type UpdatePrintFilesMutation = { updatePrintFiles: { description: string, tags: Array<string>, categories: Array<string>, personalized: boolean, id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, variants: Array<{ id: string, sku: string, image: string | null, product_type_id: string, product_type_title: string, product_type_variant_id: string, regular_price: number, sale_price: number, base_cost: number, design_status: boolean, attributes: Array<{ name: string, slug: string, option: string }> }>, print_files: Array<{ width: number | null, height: number | null, product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }> } };

export type UpdateProductFromSiteMutationVariables = Exact<{
  id: string;
}>;


export type UpdateProductFromSiteMutation = { updateProductFromSite: { description: string, tags: Array<string>, categories: Array<string>, personalized: boolean, id: string, sku: string, title: string, images: Array<string>, created_at: string, user_id: string, short_link: string, product_type_ids: Array<string>, variants: Array<{ id: string, sku: string, image: string | null, product_type_id: string, product_type_title: string, product_type_variant_id: string, regular_price: number, sale_price: number, base_cost: number, design_status: boolean, attributes: Array<{ name: string, slug: string, option: string }> }>, print_files: Array<{ width: number | null, height: number | null, product_type_id: string, print_area_id: string, title: string, file_id: string | null, file_url: string | null }>, productStore: Array<{ id: string, site_id: string, origin_id: string, permalink: string | null, site_title: string, site_domain: string, platform: string }> } };

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
export const ProductRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}
    `, {"fragmentName":"ProductRowFields"});
export const ProductDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailFields on Product {
  ...ProductRowFields
  description
  tags
  categories
  personalized
  variants {
    id
    sku
    image
    product_type_id
    product_type_title
    product_type_variant_id
    attributes {
      name
      slug
      option
    }
    regular_price
    sale_price
    base_cost
    design_status
  }
  print_files {
    width
    height
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}`, {"fragmentName":"ProductDetailFields"});
export const ProductsDocument = new TypedDocumentString(`
    query Products($filter: ProductFilter) {
  products(filter: $filter) {
    count
    hits {
      ...ProductRowFields
    }
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}`);
export const ProductFilterSitesDocument = new TypedDocumentString(`
    query ProductFilterSites {
  sites(filter: {limit: 999}) {
    hits {
      id
      title
    }
  }
}
    `);
export const ProductFilterProductTypesDocument = new TypedDocumentString(`
    query ProductFilterProductTypes {
  productTypes(filter: {status: "active", personalized: false, limit: 1000}) {
    hits {
      id
      title
    }
  }
}
    `);
export const ProductByIdDocument = new TypedDocumentString(`
    query ProductById($id: ID!) {
  productByID(id: $id) {
    ...ProductDetailFields
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}
fragment ProductDetailFields on Product {
  ...ProductRowFields
  description
  tags
  categories
  personalized
  variants {
    id
    sku
    image
    product_type_id
    product_type_title
    product_type_variant_id
    attributes {
      name
      slug
      option
    }
    regular_price
    sale_price
    base_cost
    design_status
  }
  print_files {
    width
    height
  }
}`);
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    id
    status
  }
}
    `);
export const UpdateProductDocument = new TypedDocumentString(`
    mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    ...ProductDetailFields
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}
fragment ProductDetailFields on Product {
  ...ProductRowFields
  description
  tags
  categories
  personalized
  variants {
    id
    sku
    image
    product_type_id
    product_type_title
    product_type_variant_id
    attributes {
      name
      slug
      option
    }
    regular_price
    sale_price
    base_cost
    design_status
  }
  print_files {
    width
    height
  }
}`);
export const DeleteProductDocument = new TypedDocumentString(`
    mutation DeleteProduct($product_id: ID!, $isDelOnStore: Boolean) {
  deleteProduct(product_id: $product_id, isDelOnStore: $isDelOnStore)
}
    `);
export const ResetVariantsPrintFilesDocument = new TypedDocumentString(`
    mutation ResetVariantsPrintFiles($product_id: ID!) {
  resetVariantsPrintFiles(product_id: $product_id) {
    ...ProductRowFields
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}`);
export const ProductPickerTypesDocument = new TypedDocumentString(`
    query ProductPickerTypes {
  productTypes(filter: {status: "active", personalized: false, limit: 1000}) {
    hits {
      id
      title
      sku
      mockup
      images
      categories {
        id
        title
      }
    }
  }
}
    `);
export const ProductFormTypesDocument = new TypedDocumentString(`
    query ProductFormTypes($ids: [ID!]!) {
  productTypeByIds(ids: $ids) {
    id
    title
    sku
    categories {
      id
      title
    }
    print_files {
      id
      title
      width
      height
    }
    variants {
      id
      sku
      is_active
      attributes {
        name
        slug
        option
      }
      retail_cost
      sale_cost
      base_cost
    }
  }
}
    `);
export const ProductFormSitesDocument = new TypedDocumentString(`
    query ProductFormSites {
  sites(filter: {limit: 999, verified: true}) {
    hits {
      id
      title
      platform
      type
    }
  }
}
    `);
export const ExportProductDocument = new TypedDocumentString(`
    mutation ExportProduct($filter: ExportProductFilter!) {
  exportProduct(filter: $filter) {
    id
    status
  }
}
    `);
export const ProductDesignUploadUrlDocument = new TypedDocumentString(`
    mutation ProductDesignUploadUrl($filename: String!, $fileMime: String!) {
  createSignedUrl(filename: $filename, fileMime: $fileMime) {
    key
    url
  }
}
    `);
export const RecordProductDesignFileDocument = new TypedDocumentString(`
    mutation RecordProductDesignFile($input: CreateFileInput!) {
  createFile(input: $input) {
    id
    preview_url
  }
}
    `);
export const UpdatePrintFilesDocument = new TypedDocumentString(`
    mutation UpdatePrintFiles($product_id: ID!, $print_files: [ProductTypePrintFilesInput!]!) {
  updatePrintFiles(product_id: $product_id, print_files: $print_files) {
    ...ProductDetailFields
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}
fragment ProductDetailFields on Product {
  ...ProductRowFields
  description
  tags
  categories
  personalized
  variants {
    id
    sku
    image
    product_type_id
    product_type_title
    product_type_variant_id
    attributes {
      name
      slug
      option
    }
    regular_price
    sale_price
    base_cost
    design_status
  }
  print_files {
    width
    height
  }
}`);
export const UpdateProductFromSiteDocument = new TypedDocumentString(`
    mutation UpdateProductFromSite($id: ID!) {
  updateProductFromSite(id: $id) {
    ...ProductDetailFields
  }
}
    fragment ProductRowFields on Product {
  id
  sku
  title
  images
  created_at
  user_id
  short_link
  product_type_ids
  productStore {
    id
    site_id
    origin_id
    permalink
    site_title
    site_domain
    platform
  }
  print_files {
    product_type_id
    print_area_id
    title
    file_id
    file_url
  }
}
fragment ProductDetailFields on Product {
  ...ProductRowFields
  description
  tags
  categories
  personalized
  variants {
    id
    sku
    image
    product_type_id
    product_type_title
    product_type_variant_id
    attributes {
      name
      slug
      option
    }
    regular_price
    sale_price
    base_cost
    design_status
  }
  print_files {
    width
    height
  }
}`);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Products: build.query<ProductsQuery, ProductsQueryVariables | void>({
      query: (variables) => ({ document: ProductsDocument as unknown as string, variables })
    }),
    ProductFilterSites: build.query<ProductFilterSitesQuery, ProductFilterSitesQueryVariables | void>({
      query: (variables) => ({ document: ProductFilterSitesDocument as unknown as string, variables })
    }),
    ProductFilterProductTypes: build.query<ProductFilterProductTypesQuery, ProductFilterProductTypesQueryVariables | void>({
      query: (variables) => ({ document: ProductFilterProductTypesDocument as unknown as string, variables })
    }),
    ProductById: build.query<ProductByIdQuery, ProductByIdQueryVariables>({
      query: (variables) => ({ document: ProductByIdDocument as unknown as string, variables })
    }),
    CreateProduct: build.mutation<CreateProductMutation, CreateProductMutationVariables>({
      query: (variables) => ({ document: CreateProductDocument as unknown as string, variables })
    }),
    UpdateProduct: build.mutation<UpdateProductMutation, UpdateProductMutationVariables>({
      query: (variables) => ({ document: UpdateProductDocument as unknown as string, variables })
    }),
    DeleteProduct: build.mutation<DeleteProductMutation, DeleteProductMutationVariables>({
      query: (variables) => ({ document: DeleteProductDocument as unknown as string, variables })
    }),
    ResetVariantsPrintFiles: build.mutation<ResetVariantsPrintFilesMutation, ResetVariantsPrintFilesMutationVariables>({
      query: (variables) => ({ document: ResetVariantsPrintFilesDocument as unknown as string, variables })
    }),
    ProductPickerTypes: build.query<ProductPickerTypesQuery, ProductPickerTypesQueryVariables | void>({
      query: (variables) => ({ document: ProductPickerTypesDocument as unknown as string, variables })
    }),
    ProductFormTypes: build.query<ProductFormTypesQuery, ProductFormTypesQueryVariables>({
      query: (variables) => ({ document: ProductFormTypesDocument as unknown as string, variables })
    }),
    ProductFormSites: build.query<ProductFormSitesQuery, ProductFormSitesQueryVariables | void>({
      query: (variables) => ({ document: ProductFormSitesDocument as unknown as string, variables })
    }),
    ExportProduct: build.mutation<ExportProductMutation, ExportProductMutationVariables>({
      query: (variables) => ({ document: ExportProductDocument as unknown as string, variables })
    }),
    ProductDesignUploadUrl: build.mutation<ProductDesignUploadUrlMutation, ProductDesignUploadUrlMutationVariables>({
      query: (variables) => ({ document: ProductDesignUploadUrlDocument as unknown as string, variables })
    }),
    RecordProductDesignFile: build.mutation<RecordProductDesignFileMutation, RecordProductDesignFileMutationVariables>({
      query: (variables) => ({ document: RecordProductDesignFileDocument as unknown as string, variables })
    }),
    UpdatePrintFiles: build.mutation<UpdatePrintFilesMutation, UpdatePrintFilesMutationVariables>({
      query: (variables) => ({ document: UpdatePrintFilesDocument as unknown as string, variables })
    }),
    UpdateProductFromSite: build.mutation<UpdateProductFromSiteMutation, UpdateProductFromSiteMutationVariables>({
      query: (variables) => ({ document: UpdateProductFromSiteDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useProductsQuery, useLazyProductsQuery, useProductFilterSitesQuery, useLazyProductFilterSitesQuery, useProductFilterProductTypesQuery, useLazyProductFilterProductTypesQuery, useProductByIdQuery, useLazyProductByIdQuery, useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation, useResetVariantsPrintFilesMutation, useProductPickerTypesQuery, useLazyProductPickerTypesQuery, useProductFormTypesQuery, useLazyProductFormTypesQuery, useProductFormSitesQuery, useLazyProductFormSitesQuery, useExportProductMutation, useProductDesignUploadUrlMutation, useRecordProductDesignFileMutation, useUpdatePrintFilesMutation, useUpdateProductFromSiteMutation } = injectedRtkApi;

