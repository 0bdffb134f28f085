import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { optionKey, optionOf, variantOptions } from './signature';
import type { MoneyInput, VariantAttribute } from './types';
import { parseMoneyInput } from './variantCosts';

/**
 * Bulk edit price: the prices typed in the modal go to the variants whose option for
 * the chosen attribute is one of the chosen options ('All' for every option). Only values above 0
 * are applied, so a field left empty (or at 0) keeps each variant's own price.
 */

/** The choice of the options select that stands for every option of the attribute. */
export const BULK_PRICE_ALL = 'All';

/** The prices of the modal; any left out, empty or not above 0 changes nothing. */
export interface BulkPrices {
  base_cost?: MoneyInput;
  retail_cost?: MoneyInput;
  sale_cost?: MoneyInput;
  original_cost?: MoneyInput;
  other_base_cost?: MoneyInput;
  fee_ship?: MoneyInput;
  /** The supplier cost goes to the variant's first supplier cost entry. */
  supplier_cost?: MoneyInput;
  /** Carrier costs by carrier_id. */
  carrier_costs?: Readonly<Record<string, MoneyInput>>;
}

export interface BulkPriceInput {
  /** The attribute's slug or name. */
  attribute: string | null | undefined;
  /** Option texts, or 'All' (alone or among them) for every option. */
  options: readonly string[] | typeof BULK_PRICE_ALL | null | undefined;
  prices: BulkPrices;
}

/** What bulkPrice changes on a variant: a grid draft or a saved variant. */
export interface BulkPriceTarget {
  attributes: readonly VariantAttribute[];
  base_cost?: MoneyInput;
  retail_cost?: MoneyInput;
  sale_cost?: MoneyInput;
  original_cost?: MoneyInput;
  other_base_cost?: MoneyInput;
  fee_ship?: MoneyInput;
  supplier_costs?: readonly { cost: MoneyInput }[] | null;
  carrier_costs?: readonly { carrier_id: string; cost: MoneyInput }[] | null;
}

export type BulkPriceResult<V> =
  { error: null; variants: V[]; changed: number } | { error: string; variants: V[]; changed: 0 };

const VARIANT_FIELDS = [
  'base_cost',
  'retail_cost',
  'sale_cost',
  'original_cost',
  'other_base_cost',
  'fee_ship',
] as const;

function aboveZero(input: MoneyInput): number | null {
  const value = parseMoneyInput(input);
  return value !== null && value > 0 ? value : null;
}

/**
 * Applies the modal's prices to the matching variants. Without an attribute: 'Select attribute!';
 * without options: 'Select Options!'; either way the variants come back unchanged. A variant that
 * does not match or gains nothing keeps its identity. One pass over the grid.
 */
export function bulkPrice<V extends BulkPriceTarget>(
  variants: readonly V[],
  { attribute, options, prices }: BulkPriceInput,
): BulkPriceResult<V> {
  const unchanged = [...variants];
  const attributeName = attribute?.trim() ?? '';
  if (attributeName === '') return { error: M.selectAttribute, variants: unchanged, changed: 0 };
  if (!options || options.length === 0) {
    return { error: M.selectOptions, variants: unchanged, changed: 0 };
  }
  const all = options === BULK_PRICE_ALL || options.includes(BULK_PRICE_ALL);
  const chosen = new Set(typeof options === 'string' ? [] : options.map(optionKey));

  const fields: Partial<Record<(typeof VARIANT_FIELDS)[number], number>> = {};
  for (const field of VARIANT_FIELDS) {
    const value = aboveZero(prices[field]);
    if (value !== null) fields[field] = value;
  }
  const supplierCost = aboveZero(prices.supplier_cost);
  const carrierCosts = new Map<string, number>();
  for (const [carrierId, input] of Object.entries(prices.carrier_costs ?? {})) {
    const value = aboveZero(input);
    if (value !== null) carrierCosts.set(carrierId, value);
  }
  if (Object.keys(fields).length === 0 && supplierCost === null && carrierCosts.size === 0) {
    return { error: null, variants: unchanged, changed: 0 };
  }

  const target = { name: attributeName, slug: attributeName };
  let changed = 0;
  const result = variants.map((variant) => {
    const option = optionOf(variantOptions(variant.attributes), target);
    if (option === undefined || !(all || chosen.has(option))) return variant;
    changed += 1;
    const next: V = { ...variant, ...fields };
    if (supplierCost !== null && variant.supplier_costs && variant.supplier_costs.length > 0) {
      next.supplier_costs = variant.supplier_costs.map((cost, i) =>
        i === 0 ? { ...cost, cost: supplierCost } : cost,
      );
    }
    if (carrierCosts.size > 0 && variant.carrier_costs) {
      next.carrier_costs = variant.carrier_costs.map((cost) => {
        const value = carrierCosts.get(cost.carrier_id);
        return value === undefined ? cost : { ...cost, cost: value };
      });
    }
    return next;
  });
  return { error: null, variants: result, changed };
}
