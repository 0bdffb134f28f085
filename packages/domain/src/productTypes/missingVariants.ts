import { addVariantsMessage, PRODUCT_TYPE_MESSAGES as M } from './messages';
import { combinationSignature, optionKey, variantSignature } from './signature';
import { variantSkuPart } from './sku';
import {
  PRODUCT_TYPE_LIMITS,
  type ProductType,
  type ProductTypeAttribute,
  type ProductTypeVariant,
  type VariantAttribute,
} from './types';
import { carrierCostsForType, supplierCostsForType } from './variantCosts';

/**
 * Add all missing variants: one new variant for every combination of the product
 * type's attribute options that no variant has yet.
 */

/**
 * The attributes that make variants, each option once: options repeated in one attribute (same
 * text, trimmed and without case) count once, the first kept; an attribute without options makes
 * no combination and is left out (the product type form refuses to save one).
 */
export function variantAttributes(
  attributes: readonly ProductTypeAttribute[],
): ProductTypeAttribute[] {
  const result: ProductTypeAttribute[] = [];
  for (const attribute of attributes) {
    const seen = new Set<string>();
    const options = attribute.options.filter((option) => {
      const key = optionKey(option.name);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (options.length > 0) result.push({ ...attribute, options });
  }
  return result;
}

/** How many variants the attributes make: the product of their option counts (0 with none). */
export function combinationCount(attributes: readonly ProductTypeAttribute[]): number {
  const usable = variantAttributes(attributes);
  return usable.length === 0
    ? 0
    : usable.reduce((count, attribute) => count * attribute.options.length, 1);
}

/**
 * What a new variant of the product type starts with: every cost 0, active, one
 * supplier cost per supplier at 0 with the first selected, the type's carriers at the type's
 * prices with the type's default carrier.
 */
export function newVariantDefaults(
  productType: Pick<ProductType, 'id' | 'suppliers' | 'product_type_carriers'>,
): Omit<ProductTypeVariant, 'sku' | 'attributes' | 'sorting'> {
  return {
    supplier_costs: supplierCostsForType([], productType.suppliers),
    carrier_costs: carrierCostsForType([], productType.product_type_carriers),
    retail_cost: 0,
    sale_cost: 0,
    base_cost: 0,
    original_cost: 0,
    other_base_cost: 0,
    fee_ship: 0,
    is_active: true,
    print_area_ids: [],
    partner_default_id: null,
    partner_variants: [],
    mapping_partner_print_areas: [],
    ...(productType.id === undefined ? {} : { productTypeId: productType.id }),
  };
}

/**
 * The option's part of a variant sku — its attribute term's sku, else its text; only
 * its letters and digits, the variant sku's character rule.
 */
function optionSku(option: ProductTypeAttribute['options'][number]): string {
  return variantSkuPart(option.sku?.trim() || option.name.trim());
}

export type MissingVariantsStatus = 'noAttribute' | 'tooMany' | 'none' | 'added';

export interface MissingVariantsResult {
  status: MissingVariantsStatus;
  /** What the screen tells the user: 'There is no attribute.', 'Add N variant(s)', 'No missing variant'. */
  message: string;
  /** The new variants, in the order of the type's attributes and options (first attribute slowest). */
  variants: ProductTypeVariant[];
}

/**
 * The variants missing from a product type. Every combination of the options of its
 * attributes (in the type's attribute and option order, the first attribute changing slowest)
 * that no existing variant has — whatever the order of that variant's attributes — becomes a new
 * variant: sku = type sku and the options' skus joined by '-', attributes in the type's order,
 * defaults of newVariantDefaults, sorted after the existing variants. One pass over the existing
 * variants and one over the combinations.
 */
export function missingVariants(
  productType: Pick<
    ProductType,
    'id' | 'sku' | 'attributes' | 'suppliers' | 'product_type_carriers'
  >,
  existingVariants: readonly {
    attributes: readonly VariantAttribute[];
    sorting?: number | null;
  }[],
): MissingVariantsResult {
  const attributes = variantAttributes(productType.attributes);
  if (attributes.length === 0)
    return { status: 'noAttribute', message: M.noAttribute, variants: [] };
  if (combinationCount(attributes) > PRODUCT_TYPE_LIMITS.variantsMax) {
    return { status: 'tooMany', message: M.tooManyVariants, variants: [] };
  }

  const existing = new Set<string>();
  let lastSorting = -1;
  existingVariants.forEach((variant, index) => {
    const signature = variantSignature(variant.attributes, attributes);
    if (signature !== null) existing.add(signature);
    lastSorting = Math.max(lastSorting, variant.sorting ?? index);
  });

  const typeSku = productType.sku.trim();
  const variants: ProductTypeVariant[] = [];
  // An odometer over the option indexes: the last attribute turns fastest.
  const indexes = attributes.map(() => 0);
  for (;;) {
    const options = attributes.map((attribute, i) => attribute.options[indexes[i] ?? 0]!);
    const signature = combinationSignature(options.map((option) => option.name));
    if (!existing.has(signature)) {
      existing.add(signature);
      variants.push({
        ...newVariantDefaults(productType),
        sku: [typeSku, ...options.map(optionSku)].filter(Boolean).join('-'),
        attributes: attributes.map((attribute, i) => ({
          name: attribute.name,
          slug: attribute.slug,
          option: options[i]!.name.trim(),
        })),
        sorting: lastSorting + 1 + variants.length,
      });
    }
    let turn = attributes.length - 1;
    while (turn >= 0 && (indexes[turn] ?? 0) + 1 >= attributes[turn]!.options.length) {
      indexes[turn] = 0;
      turn -= 1;
    }
    if (turn < 0) break;
    indexes[turn] = (indexes[turn] ?? 0) + 1;
  }

  return variants.length === 0
    ? { status: 'none', message: M.noMissingVariant, variants }
    : { status: 'added', message: addVariantsMessage(variants.length), variants };
}
