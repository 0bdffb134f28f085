/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type MappingPartnerPrintAreaInput = {
  partner_id: string;
  partner_key: string;
  product_type_print_area_id: string;
  product_type_print_area_title?: string | null | undefined;
};

export type PartnerVariantInput = {
  partner_fulfillment_id: string;
  partner_variant_id: string;
  sku?: string | null | undefined;
};

/** One row of the variant grid; a row is identified by its combination of options. */
export type ProductTypeVariantInput = {
  attributes: Array<VariantAttributeInput>;
  base_cost?: number | null | undefined;
  carrier_costs?: Array<VariantCarrierCostInput> | null | undefined;
  fee_ship?: number | null | undefined;
  id?: string | null | undefined;
  is_active?: boolean | null | undefined;
  mapping_partner_print_areas?: Array<MappingPartnerPrintAreaInput> | null | undefined;
  original_cost?: number | null | undefined;
  other_base_cost?: number | null | undefined;
  partner_default_id?: string | null | undefined;
  partner_variants?: Array<PartnerVariantInput> | null | undefined;
  print_area_ids?: Array<string> | null | undefined;
  retail_cost?: number | null | undefined;
  sale_cost?: number | null | undefined;
  sku: string;
  sorting?: number | null | undefined;
  supplier_costs?: Array<VariantSupplierCostInput> | null | undefined;
};

/**
 * The whole variant grid of one product type, saved in one transaction: rows are matched to stored
 * variants by their combination of options, stored variants missing from the grid are removed, and
 * one bad row (its message) saves nothing. At most 5,000 rows.
 */
export type ProductTypeVariantsInput = {
  productTypeId: string;
  variants: Array<ProductTypeVariantInput>;
};

export type VariantAttributeInput = {
  name: string;
  option: string;
  slug: string;
};

export type VariantCarrierCostInput = {
  carrier_id: string;
  cost?: number | null | undefined;
  default?: boolean | null | undefined;
};

/** Costs come as the grid holds them: empty ones follow the product type rules (null carrier cost: the type's price). */
export type VariantSupplierCostInput = {
  cost?: number | null | undefined;
  selected?: boolean | null | undefined;
  user_id: string;
};

export type GridVariantFragment = { id: string, sku: string, retail_cost: number | null, sale_cost: number | null, base_cost: number | null, original_cost: number | null, other_base_cost: number | null, fee_ship: number, is_active: boolean, sorting: number, print_area_ids: Array<string>, partner_default_id: string | null, productTypeId: string, attributes: Array<{ name: string, slug: string, option: string }>, supplier_costs: Array<{ user_id: string, cost: number, selected: boolean }>, carrier_costs: Array<{ carrier_id: string, cost: number, default: boolean }>, partner_variants: Array<{ id: string, partner_variant_id: string, partner_fulfillment_id: string, product_type_variant_id: string, sku: string | null }>, mapping_partner_print_areas: Array<{ partner_id: string, partner_key: string, product_type_print_area_id: string, product_type_print_area_title: string | null }> };

export type ProductTypeVariantsQueryVariables = Exact<{
  id: string;
}>;


export type ProductTypeVariantsQuery = { productTypeById: { id: string, title: string, sku: string, state: string, attributes: Array<{ name: string, slug: string, options: Array<{ name: string, sku: string | null }> }>, print_files: Array<{ id: string, title: string, default: boolean }>, suppliers: Array<{ id: string, first_name: string, last_name: string }>, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string } | null }>, variants: Array<{ id: string, sku: string, retail_cost: number | null, sale_cost: number | null, base_cost: number | null, original_cost: number | null, other_base_cost: number | null, fee_ship: number, is_active: boolean, sorting: number, print_area_ids: Array<string>, partner_default_id: string | null, productTypeId: string, attributes: Array<{ name: string, slug: string, option: string }>, supplier_costs: Array<{ user_id: string, cost: number, selected: boolean }>, carrier_costs: Array<{ carrier_id: string, cost: number, default: boolean }>, partner_variants: Array<{ id: string, partner_variant_id: string, partner_fulfillment_id: string, product_type_variant_id: string, sku: string | null }>, mapping_partner_print_areas: Array<{ partner_id: string, partner_key: string, product_type_print_area_id: string, product_type_print_area_title: string | null }> }> } };

export type VariantPartnersQueryVariables = Exact<{ [key: string]: never; }>;


export type VariantPartnersQuery = { partnerFulfillments: Array<{ id: string, name: string, print_areas: string | null }> };

export type SaveProductTypeVariantsMutationVariables = Exact<{
  input: Types.ProductTypeVariantsInput;
}>;


export type SaveProductTypeVariantsMutation = { createProductTypeVariant: Array<{ id: string, sku: string, retail_cost: number | null, sale_cost: number | null, base_cost: number | null, original_cost: number | null, other_base_cost: number | null, fee_ship: number, is_active: boolean, sorting: number, print_area_ids: Array<string>, partner_default_id: string | null, productTypeId: string, attributes: Array<{ name: string, slug: string, option: string }>, supplier_costs: Array<{ user_id: string, cost: number, selected: boolean }>, carrier_costs: Array<{ carrier_id: string, cost: number, default: boolean }>, partner_variants: Array<{ id: string, partner_variant_id: string, partner_fulfillment_id: string, product_type_variant_id: string, sku: string | null }>, mapping_partner_print_areas: Array<{ partner_id: string, partner_key: string, product_type_print_area_id: string, product_type_print_area_title: string | null }> }> };

export type VariantPartnerCatalogQueryVariables = Exact<{
  id: string;
}>;


export type VariantPartnerCatalogQuery = { partnerCatalogs: { count: number, hits: Array<{ product_id: string, blank: string, sku: string, size: string, color: string, placement: string }> } };

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
export const GridVariantFragmentDoc = new TypedDocumentString(`
    fragment GridVariant on ProductTypeVariant {
  id
  sku
  attributes {
    name
    slug
    option
  }
  supplier_costs {
    user_id
    cost
    selected
  }
  carrier_costs {
    carrier_id
    cost
    default
  }
  retail_cost
  sale_cost
  base_cost
  original_cost
  other_base_cost
  fee_ship
  is_active
  sorting
  print_area_ids
  partner_default_id
  partner_variants {
    id
    partner_variant_id
    partner_fulfillment_id
    product_type_variant_id
    sku
  }
  mapping_partner_print_areas {
    partner_id
    partner_key
    product_type_print_area_id
    product_type_print_area_title
  }
  productTypeId
}
    `, {"fragmentName":"GridVariant"});
export const ProductTypeVariantsDocument = new TypedDocumentString(`
    query ProductTypeVariants($id: ID!) {
  productTypeById(id: $id) {
    id
    title
    sku
    state
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
      default
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
      }
    }
    variants {
      ...GridVariant
    }
  }
}
    fragment GridVariant on ProductTypeVariant {
  id
  sku
  attributes {
    name
    slug
    option
  }
  supplier_costs {
    user_id
    cost
    selected
  }
  carrier_costs {
    carrier_id
    cost
    default
  }
  retail_cost
  sale_cost
  base_cost
  original_cost
  other_base_cost
  fee_ship
  is_active
  sorting
  print_area_ids
  partner_default_id
  partner_variants {
    id
    partner_variant_id
    partner_fulfillment_id
    product_type_variant_id
    sku
  }
  mapping_partner_print_areas {
    partner_id
    partner_key
    product_type_print_area_id
    product_type_print_area_title
  }
  productTypeId
}`);
export const VariantPartnersDocument = new TypedDocumentString(`
    query VariantPartners {
  partnerFulfillments(filter: {limit: 20}) {
    id
    name
    print_areas
  }
}
    `);
export const SaveProductTypeVariantsDocument = new TypedDocumentString(`
    mutation SaveProductTypeVariants($input: ProductTypeVariantsInput!) {
  createProductTypeVariant(input: $input) {
    ...GridVariant
  }
}
    fragment GridVariant on ProductTypeVariant {
  id
  sku
  attributes {
    name
    slug
    option
  }
  supplier_costs {
    user_id
    cost
    selected
  }
  carrier_costs {
    carrier_id
    cost
    default
  }
  retail_cost
  sale_cost
  base_cost
  original_cost
  other_base_cost
  fee_ship
  is_active
  sorting
  print_area_ids
  partner_default_id
  partner_variants {
    id
    partner_variant_id
    partner_fulfillment_id
    product_type_variant_id
    sku
  }
  mapping_partner_print_areas {
    partner_id
    partner_key
    product_type_print_area_id
    product_type_print_area_title
  }
  productTypeId
}`);
export const VariantPartnerCatalogDocument = new TypedDocumentString(`
    query VariantPartnerCatalog($id: ID!) {
  partnerCatalogs(PartnerFulfillmentID: $id) {
    count
    hits {
      product_id
      blank
      sku
      size
      color
      placement
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ProductTypeVariants: build.query<ProductTypeVariantsQuery, ProductTypeVariantsQueryVariables>({
      query: (variables) => ({ document: ProductTypeVariantsDocument as unknown as string, variables })
    }),
    VariantPartners: build.query<VariantPartnersQuery, VariantPartnersQueryVariables | void>({
      query: (variables) => ({ document: VariantPartnersDocument as unknown as string, variables })
    }),
    SaveProductTypeVariants: build.mutation<SaveProductTypeVariantsMutation, SaveProductTypeVariantsMutationVariables>({
      query: (variables) => ({ document: SaveProductTypeVariantsDocument as unknown as string, variables })
    }),
    VariantPartnerCatalog: build.query<VariantPartnerCatalogQuery, VariantPartnerCatalogQueryVariables>({
      query: (variables) => ({ document: VariantPartnerCatalogDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useProductTypeVariantsQuery, useLazyProductTypeVariantsQuery, useVariantPartnersQuery, useLazyVariantPartnersQuery, useSaveProductTypeVariantsMutation, useVariantPartnerCatalogQuery, useLazyVariantPartnerCatalogQuery } = injectedRtkApi;

