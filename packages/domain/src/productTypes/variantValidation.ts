import { MONEY_MAX, SHIPPING_MONEY_MAX, toCents } from '../money';
import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { variantAttributes } from './missingVariants';
import { optionKey, optionOf, variantOptions, variantSignature } from './signature';
import { variantSkuError } from './sku';
import {
  PRODUCT_TYPE_LIMITS,
  type MoneyInput,
  type ProductType,
  type ProductTypeVariant,
  type ProductTypeVariantDraft,
  type VariantCarrierCost,
  type VariantSupplierCost,
} from './types';
import { carrierCostsForType, parseMoneyInput, supplierCostsForType } from './variantCosts';

/**
 * The variant save rules, run by the grid before it sends and by the server before it stores:
 * the same rules, the same messages, the same normalized variants.
 */

export interface VariantSaveError {
  /** The row of the grid (0-based), or null for the grid as a whole (too many variants). */
  index: number | null;
  sku: string | null;
  message: string;
}

export type VariantsSaveResult =
  | { ok: true; variants: ProductTypeVariant[] }
  | { ok: false; errors: VariantSaveError[]; firstError: VariantSaveError };

/** The product type fields the rules read. */
export type VariantRulesProductType = Pick<
  ProductType,
  'id' | 'attributes' | 'suppliers' | 'product_type_carriers'
>;

type Money = { value: number } | { error: true };

/** Money from 0 to `max` dollars. */
const inRange = (value: number, max: number) => !Number.isNaN(value) && value >= 0 && value <= max;

/** A cost that must be typed: a number from 0 to `max`. */
function requiredCost(input: MoneyInput, max = MONEY_MAX): Money {
  const value = parseMoneyInput(input);
  return value === null || !inRange(value, max) ? { error: true } : { value };
}

/** A cost that may be left empty (it becomes `empty`), from 0 to `max` when typed. */
function optionalCost(input: MoneyInput, empty: number, max = MONEY_MAX): Money {
  const value = parseMoneyInput(input);
  if (value === null) return { value: empty };
  return inRange(value, max) ? { value } : { error: true };
}

const NO_SKUS: ReadonlySet<string> = new Set();

/**
 * One variant's save rules, the first broken one's message or the normalized variant: seller cost,
 * regular and sale price typed ('Seller cost is not correct, please check again.'); fee ship not
 * negative, empty is 0 ('Fee ship is not correct, please check again.'); sale price at most the
 * regular price; empty other_base_cost and original_cost are 0; supplier costs one per supplier of
 * the type (missing ones at 0, the first selected when none is); carrier costs one per carrier of
 * the type, an empty cost taking the type's price, one default.
 */
export function validateVariant(
  draft: ProductTypeVariantDraft,
  productType: VariantRulesProductType,
  index = 0,
  storedSkus: ReadonlySet<string> = NO_SKUS,
): { variant: ProductTypeVariant; message: null } | { variant: null; message: string } {
  // A sku the type's variants already have passes as it is: the grid shows it read-only and shops'
  // orders name the variant by it, so one stored before the character rule is kept, not refused.
  const skuError = storedSkus.has(draft.sku ?? '') ? null : variantSkuError(draft.sku);
  if (skuError) return { variant: null, message: skuError };
  const base = requiredCost(draft.base_cost);
  const retail = requiredCost(draft.retail_cost);
  const sale = requiredCost(draft.sale_cost);
  if ('error' in base || 'error' in retail || 'error' in sale) {
    return { variant: null, message: M.sellerCostIncorrect };
  }
  const feeShip = optionalCost(draft.fee_ship, 0, SHIPPING_MONEY_MAX);
  if ('error' in feeShip) return { variant: null, message: M.feeShipIncorrect };
  if (toCents(sale.value) > toCents(retail.value)) {
    return { variant: null, message: M.salePriceAboveRegular };
  }
  const original = optionalCost(draft.original_cost, 0);
  const otherBase = optionalCost(draft.other_base_cost, 0);
  if ('error' in original || 'error' in otherBase)
    return { variant: null, message: M.costIncorrect };

  const supplierCosts: VariantSupplierCost[] = [];
  for (const cost of draft.supplier_costs ?? []) {
    const value = optionalCost(cost.cost, 0);
    if ('error' in value) return { variant: null, message: M.supplierCostIncorrect };
    supplierCosts.push({ ...cost, cost: value.value });
  }
  if ((draft.carrier_costs ?? []).filter((cost) => cost.default).length > 1) {
    return { variant: null, message: M.carrierDefaultTwice };
  }
  const carrierCosts: VariantCarrierCost[] = [];
  for (const cost of draft.carrier_costs ?? []) {
    const value = parseMoneyInput(cost.cost);
    if (value !== null && !inRange(value, SHIPPING_MONEY_MAX)) {
      return { variant: null, message: M.carrierCostIncorrect };
    }
    carrierCosts.push({ ...cost, cost: value });
  }

  return {
    message: null,
    variant: {
      ...draft,
      retail_cost: retail.value,
      sale_cost: sale.value,
      base_cost: base.value,
      original_cost: original.value,
      other_base_cost: otherBase.value,
      fee_ship: feeShip.value,
      supplier_costs: supplierCostsForType(supplierCosts, productType.suppliers),
      carrier_costs: carrierCostsForType(carrierCosts, productType.product_type_carriers),
      is_active: draft.is_active ?? true,
      sorting: draft.sorting ?? index,
      print_area_ids: draft.print_area_ids ?? [],
      ...(draft.productTypeId === undefined && productType.id !== undefined
        ? { productTypeId: productType.id }
        : {}),
    },
  };
}

/**
 * The save rules over the whole grid: every row checked, each broken row's first message with its
 * index and sku (the grid shows the first, the server refuses with it), and rows standing for the
 * same combination of options as an earlier row refused too. `storedSkus`, the skus the type's
 * variants have now, are kept whatever the sku rule says (see validateVariant). At most
 * PRODUCT_TYPE_LIMITS.variantsMax rows. One pass; duplicates found through a map of signatures.
 */
export function validateVariants(
  drafts: readonly ProductTypeVariantDraft[],
  productType: VariantRulesProductType,
  storedSkus: ReadonlySet<string> = NO_SKUS,
): VariantsSaveResult {
  if (drafts.length > PRODUCT_TYPE_LIMITS.variantsMax) {
    const error = { index: null, sku: null, message: M.tooManyVariants };
    return { ok: false, errors: [error], firstError: error };
  }
  const attributes = variantAttributes(productType.attributes);
  const offered = attributes.map((a) => new Set(a.options.map((o) => optionKey(o.name))));
  // An active row names options of its type; a switched-off one may keep an option the type no
  // longer offers (reconcileVariants keeps it so, for the editor to review).
  const unknownOption = (draft: ProductTypeVariantDraft): string | null => {
    if (draft.is_active === false) return null;
    const options = variantOptions(draft.attributes);
    for (const [i, attribute] of attributes.entries()) {
      const option = optionOf(options, attribute);
      if (option !== undefined && option !== '' && !offered[i]!.has(option)) {
        const given = draft.attributes.find((a) => optionKey(a.option) === option)?.option;
        return M.variantOptionUnknown((given ?? option).trim());
      }
    }
    return null;
  };
  const seen = new Set<string>();
  const variants: ProductTypeVariant[] = [];
  const errors: VariantSaveError[] = [];
  drafts.forEach((draft, index) => {
    const result = validateVariant(draft, productType, index, storedSkus);
    const signature =
      attributes.length === 0 ? null : variantSignature(draft.attributes, attributes);
    const duplicated = signature !== null && seen.has(signature);
    if (signature !== null) seen.add(signature);
    const message =
      result.message ?? unknownOption(draft) ?? (duplicated ? M.variantDuplicated : null);
    if (message !== null) errors.push({ index, sku: draft.sku ?? null, message });
    else if (result.variant) variants.push(result.variant);
  });
  const [firstError] = errors;
  return firstError ? { ok: false, errors, firstError } : { ok: true, variants };
}
