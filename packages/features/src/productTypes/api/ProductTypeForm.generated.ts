/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type AnyPrintInput = {
  anyprint_id: string;
  anyprint_name: string;
};

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

export type ProductTypeAttributeInput = {
  name: string;
  options: Array<ProductTypeAttributeOptionInput>;
  slug?: string | null | undefined;
};

export type ProductTypeAttributeOptionInput = {
  name: string;
  sku?: string | null | undefined;
};

export type ProductTypeCarrierInput = {
  carrier_id: string;
  default?: boolean | null | undefined;
  price: number;
};

/**
 * A product type's form. createProductType needs title, attributes and print_files
 * (sku is generated from the title when empty); updateProductType replaces the type with what is sent.
 */
export type ProductTypeInput = {
  attributes: Array<ProductTypeAttributeInput>;
  /** category ids */
  categories?: Array<string> | null | undefined;
  description?: string | null | undefined;
  description_special?: string | null | undefined;
  dpl?: number | null | undefined;
  file_type_supported?: Array<string> | null | undefined;
  images?: Array<string> | null | undefined;
  is_special?: boolean | null | undefined;
  link_template?: string | null | undefined;
  mockup?: string | null | undefined;
  origin?: string | null | undefined;
  personalized?: boolean | null | undefined;
  print_files: Array<ProductTypePrintFileInput>;
  product_type_carriers?: Array<ProductTypeCarrierInput> | null | undefined;
  production_time?: string | null | undefined;
  shipping_time?: string | null | undefined;
  sku?: string | null | undefined;
  /** supplier user ids, in the form's order */
  suppliers?: Array<string> | null | undefined;
  tag?: string | null | undefined;
  title: string;
};

export type ProductTypePrintFileInput = {
  /** when sent it becomes anyprint_type */
  anyprint_type?: AnyPrintInput | null | undefined;
  default?: boolean | null | undefined;
  height?: number | null | undefined;
  /** an existing print area keeps its id (variants point at it); new ones have none */
  id?: string | null | undefined;
  mockup?: string | null | undefined;
  note?: string | null | undefined;
  title: string;
  width?: number | null | undefined;
};

export type ProductTypeFormFieldsFragment = { id: string, title: string, sku: string, description: string | null, description_special: string | null, mockup: string | null, images: Array<string>, state: string, personalized: boolean, is_special: boolean, production_time: string | null, shipping_time: string | null, tag: string | null, link_template: string | null, file_type_supported: Array<string>, dpl: number, origin: string | null, categories: Array<{ id: string, title: string }>, attributes: Array<{ name: string, slug: string, options: Array<{ name: string, sku: string | null }> }>, print_files: Array<{ id: string, title: string, mockup: string | null, width: number | null, height: number | null, note: string | null, default: boolean, any_print: { anyprint_id: string, anyprint_name: string } | null }>, suppliers: Array<{ id: string, first_name: string, last_name: string }>, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string, status: boolean } | null }> };

export type ProductTypeForEditQueryVariables = Exact<{
  id: string;
}>;


export type ProductTypeForEditQuery = { productTypeById: { id: string, title: string, sku: string, description: string | null, description_special: string | null, mockup: string | null, images: Array<string>, state: string, personalized: boolean, is_special: boolean, production_time: string | null, shipping_time: string | null, tag: string | null, link_template: string | null, file_type_supported: Array<string>, dpl: number, origin: string | null, categories: Array<{ id: string, title: string }>, attributes: Array<{ name: string, slug: string, options: Array<{ name: string, sku: string | null }> }>, print_files: Array<{ id: string, title: string, mockup: string | null, width: number | null, height: number | null, note: string | null, default: boolean, any_print: { anyprint_id: string, anyprint_name: string } | null }>, suppliers: Array<{ id: string, first_name: string, last_name: string }>, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string, status: boolean } | null }> } };

export type CreateProductTypeMutationVariables = Exact<{
  input: Types.ProductTypeInput;
}>;


export type CreateProductTypeMutation = { createProductType: { id: string, title: string, sku: string, description: string | null, description_special: string | null, mockup: string | null, images: Array<string>, state: string, personalized: boolean, is_special: boolean, production_time: string | null, shipping_time: string | null, tag: string | null, link_template: string | null, file_type_supported: Array<string>, dpl: number, origin: string | null, categories: Array<{ id: string, title: string }>, attributes: Array<{ name: string, slug: string, options: Array<{ name: string, sku: string | null }> }>, print_files: Array<{ id: string, title: string, mockup: string | null, width: number | null, height: number | null, note: string | null, default: boolean, any_print: { anyprint_id: string, anyprint_name: string } | null }>, suppliers: Array<{ id: string, first_name: string, last_name: string }>, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string, status: boolean } | null }> } };

export type UpdateProductTypeMutationVariables = Exact<{
  id: string;
  input: Types.ProductTypeInput;
}>;


export type UpdateProductTypeMutation = { updateProductType: { id: string, title: string, sku: string, description: string | null, description_special: string | null, mockup: string | null, images: Array<string>, state: string, personalized: boolean, is_special: boolean, production_time: string | null, shipping_time: string | null, tag: string | null, link_template: string | null, file_type_supported: Array<string>, dpl: number, origin: string | null, categories: Array<{ id: string, title: string }>, attributes: Array<{ name: string, slug: string, options: Array<{ name: string, sku: string | null }> }>, print_files: Array<{ id: string, title: string, mockup: string | null, width: number | null, height: number | null, note: string | null, default: boolean, any_print: { anyprint_id: string, anyprint_name: string } | null }>, suppliers: Array<{ id: string, first_name: string, last_name: string }>, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string, status: boolean } | null }> } };

export type ProductTypeFormAttributesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTypeFormAttributesQuery = { getAttributes: { hits: Array<{ id: string, name: string }> } };

export type ProductTypeFormAttributeTermsQueryVariables = Exact<{
  attribute_id: string;
}>;


export type ProductTypeFormAttributeTermsQuery = { getAttributeTerms: { hits: Array<{ id: string, option_name: string, sku: string }> } };

export type ProductTypeFormCarriersQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTypeFormCarriersQuery = { carriers: { hits: Array<{ id: string, name: string, code: string }> } };

export type ProductTypeImageUploadUrlMutationVariables = Exact<{
  filename: string;
  fileMime: string;
}>;


export type ProductTypeImageUploadUrlMutation = { createSignedUrl: { key: string, url: string } };

export type RecordProductTypeImageMutationVariables = Exact<{
  input: Types.CreateFileInput;
}>;


export type RecordProductTypeImageMutation = { createFile: { id: string, url: string, preview_url: string } };

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
export const ProductTypeFormFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductTypeFormFields on ProductType {
  id
  title
  sku
  description
  description_special
  mockup
  images
  state
  personalized
  is_special
  production_time
  shipping_time
  tag
  link_template
  file_type_supported
  dpl
  origin
  categories {
    id
    title
  }
  attributes {
    name
    slug
    options {
      name
      sku
    }
  }
  print_files {
    id
    title
    mockup
    width
    height
    note
    default
    any_print {
      anyprint_id
      anyprint_name
    }
  }
  suppliers {
    id
    first_name
    last_name
  }
  product_type_carriers {
    carrier_id
    price
    default
    carrier {
      id
      name
      status
    }
  }
}
    `, {"fragmentName":"ProductTypeFormFields"});
export const ProductTypeForEditDocument = new TypedDocumentString(`
    query ProductTypeForEdit($id: ID!) {
  productTypeById(id: $id) {
    ...ProductTypeFormFields
  }
}
    fragment ProductTypeFormFields on ProductType {
  id
  title
  sku
  description
  description_special
  mockup
  images
  state
  personalized
  is_special
  production_time
  shipping_time
  tag
  link_template
  file_type_supported
  dpl
  origin
  categories {
    id
    title
  }
  attributes {
    name
    slug
    options {
      name
      sku
    }
  }
  print_files {
    id
    title
    mockup
    width
    height
    note
    default
    any_print {
      anyprint_id
      anyprint_name
    }
  }
  suppliers {
    id
    first_name
    last_name
  }
  product_type_carriers {
    carrier_id
    price
    default
    carrier {
      id
      name
      status
    }
  }
}`);
export const CreateProductTypeDocument = new TypedDocumentString(`
    mutation CreateProductType($input: ProductTypeInput!) {
  createProductType(input: $input) {
    ...ProductTypeFormFields
  }
}
    fragment ProductTypeFormFields on ProductType {
  id
  title
  sku
  description
  description_special
  mockup
  images
  state
  personalized
  is_special
  production_time
  shipping_time
  tag
  link_template
  file_type_supported
  dpl
  origin
  categories {
    id
    title
  }
  attributes {
    name
    slug
    options {
      name
      sku
    }
  }
  print_files {
    id
    title
    mockup
    width
    height
    note
    default
    any_print {
      anyprint_id
      anyprint_name
    }
  }
  suppliers {
    id
    first_name
    last_name
  }
  product_type_carriers {
    carrier_id
    price
    default
    carrier {
      id
      name
      status
    }
  }
}`);
export const UpdateProductTypeDocument = new TypedDocumentString(`
    mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {
  updateProductType(id: $id, input: $input) {
    ...ProductTypeFormFields
  }
}
    fragment ProductTypeFormFields on ProductType {
  id
  title
  sku
  description
  description_special
  mockup
  images
  state
  personalized
  is_special
  production_time
  shipping_time
  tag
  link_template
  file_type_supported
  dpl
  origin
  categories {
    id
    title
  }
  attributes {
    name
    slug
    options {
      name
      sku
    }
  }
  print_files {
    id
    title
    mockup
    width
    height
    note
    default
    any_print {
      anyprint_id
      anyprint_name
    }
  }
  suppliers {
    id
    first_name
    last_name
  }
  product_type_carriers {
    carrier_id
    price
    default
    carrier {
      id
      name
      status
    }
  }
}`);
export const ProductTypeFormAttributesDocument = new TypedDocumentString(`
    query ProductTypeFormAttributes {
  getAttributes(limit: 9999, offset: 0) {
    hits {
      id
      name
    }
  }
}
    `);
export const ProductTypeFormAttributeTermsDocument = new TypedDocumentString(`
    query ProductTypeFormAttributeTerms($attribute_id: ID!) {
  getAttributeTerms(attribute_id: $attribute_id, limit: 9999, offset: 0) {
    hits {
      id
      option_name
      sku
    }
  }
}
    `);
export const ProductTypeFormCarriersDocument = new TypedDocumentString(`
    query ProductTypeFormCarriers {
  carriers(filter: {status: true, limit: 500}) {
    hits {
      id
      name
      code
    }
  }
}
    `);
export const ProductTypeImageUploadUrlDocument = new TypedDocumentString(`
    mutation ProductTypeImageUploadUrl($filename: String!, $fileMime: String!) {
  createSignedUrl(filename: $filename, fileMime: $fileMime) {
    key
    url
  }
}
    `);
export const RecordProductTypeImageDocument = new TypedDocumentString(`
    mutation RecordProductTypeImage($input: CreateFileInput!) {
  createFile(input: $input) {
    id
    url
    preview_url
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ProductTypeForEdit: build.query<ProductTypeForEditQuery, ProductTypeForEditQueryVariables>({
      query: (variables) => ({ document: ProductTypeForEditDocument as unknown as string, variables })
    }),
    CreateProductType: build.mutation<CreateProductTypeMutation, CreateProductTypeMutationVariables>({
      query: (variables) => ({ document: CreateProductTypeDocument as unknown as string, variables })
    }),
    UpdateProductType: build.mutation<UpdateProductTypeMutation, UpdateProductTypeMutationVariables>({
      query: (variables) => ({ document: UpdateProductTypeDocument as unknown as string, variables })
    }),
    ProductTypeFormAttributes: build.query<ProductTypeFormAttributesQuery, ProductTypeFormAttributesQueryVariables | void>({
      query: (variables) => ({ document: ProductTypeFormAttributesDocument as unknown as string, variables })
    }),
    ProductTypeFormAttributeTerms: build.query<ProductTypeFormAttributeTermsQuery, ProductTypeFormAttributeTermsQueryVariables>({
      query: (variables) => ({ document: ProductTypeFormAttributeTermsDocument as unknown as string, variables })
    }),
    ProductTypeFormCarriers: build.query<ProductTypeFormCarriersQuery, ProductTypeFormCarriersQueryVariables | void>({
      query: (variables) => ({ document: ProductTypeFormCarriersDocument as unknown as string, variables })
    }),
    ProductTypeImageUploadUrl: build.mutation<ProductTypeImageUploadUrlMutation, ProductTypeImageUploadUrlMutationVariables>({
      query: (variables) => ({ document: ProductTypeImageUploadUrlDocument as unknown as string, variables })
    }),
    RecordProductTypeImage: build.mutation<RecordProductTypeImageMutation, RecordProductTypeImageMutationVariables>({
      query: (variables) => ({ document: RecordProductTypeImageDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useProductTypeForEditQuery, useLazyProductTypeForEditQuery, useCreateProductTypeMutation, useUpdateProductTypeMutation, useProductTypeFormAttributesQuery, useLazyProductTypeFormAttributesQuery, useProductTypeFormAttributeTermsQuery, useLazyProductTypeFormAttributeTermsQuery, useProductTypeFormCarriersQuery, useLazyProductTypeFormCarriersQuery, useProductTypeImageUploadUrlMutation, useRecordProductTypeImageMutation } = injectedRtkApi;

