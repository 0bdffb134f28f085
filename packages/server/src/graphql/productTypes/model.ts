import type {
  ProductType,
  ProductTypeCarrier,
  ProductTypeVariant,
} from '../resolvers-types.generated';

/**
 * A product type row as resolvers pass it on; its lists are resolved by DataLoaders. `listed`
 * marks a productTypes page, whose types do not answer their variants.
 */
export type ProductTypeModel = Omit<
  ProductType,
  'categories' | 'print_files' | 'suppliers' | 'product_type_carriers' | 'totalVariant' | 'variants'
> & { id: number; listed?: boolean };

/** A carrier of a product type; the carrier itself is loaded only when asked for. */
export type ProductTypeCarrierModel = Omit<ProductTypeCarrier, 'carrier'>;

/**
 * A variant row; its partner variants are loaded only when asked for, and the costs only some roles
 * read are always there for the field resolvers to hide.
 */
export type ProductTypeVariantModel = Omit<
  ProductTypeVariant,
  'partner_variants' | 'original_cost' | 'other_base_cost'
> & { id: number; original_cost: number; other_base_cost: number };
