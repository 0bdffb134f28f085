import { formatMoney, toCents } from '../money';
import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import type {
  MoneyInput,
  ProductTypeCarrier,
  ProductTypeSupplier,
  VariantCarrierCost,
  VariantSupplierCost,
} from './types';
import { ensureDefaultCarrier, ensureSelectedSupplier } from './variantDefaults';

/**
 * Money of the variant grid and the product type form: the $ inputs with
 * thousands separators, 'Free' for a carrier price of 0, and a variant's carrier cost that
 * overrides the product type's carrier price.
 */

/** Nothing typed: null, undefined, or text with nothing but blanks and a $ sign. */
export function isEmptyMoneyInput(input: MoneyInput): boolean {
  if (input === null || input === undefined) return true;
  return typeof input === 'string' && input.replace(/[\s$]/g, '') === '';
}

/**
 * The dollars a $ input holds ('$1,234.50', '1234.5', 12): null when nothing was typed, NaN when
 * the text is not a number.
 */
export function parseMoneyInput(input: MoneyInput): number | null {
  if (input === null || input === undefined || isEmptyMoneyInput(input)) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  const text = input.replace(/[\s$,]/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * What a $ input shows while it is typed in — '$1,234.5' — with thousands separators in the whole
 * part only. Typed text keeps its decimals as typed (so '12.' stays while the user types); a number
 * is shown to the cent, as digits to type on. Text that is not a number is shown as typed. Money
 * at rest shows as formatMoneyAtRest, with two decimals.
 */
export function formatMoneyInput(value: MoneyInput): string {
  if (value === null || value === undefined || isEmptyMoneyInput(value)) return '';
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(toCents(value) / 100)
        : ''
      : value.replace(/[\s$,]/g, '');
  if (text === '') return '';
  const parts = /^(-?)(\d*)(\.\d*)?$/.exec(text);
  if (!parts) return text;
  const [, sign = '', whole = '', decimals = ''] = parts;
  return `${sign}$${groupThousands(whole)}${decimals}`;
}

/**
 * What a $ field shows when it is not being typed in: the amount as all money shows
 * (formatMoney, two decimals: '$1,234.50'), or text that is not a number as typed.
 */
export function formatMoneyAtRest(value: MoneyInput): string {
  const amount = parseMoneyInput(value);
  return amount === null || Number.isNaN(amount) ? formatMoneyInput(value) : formatMoney(amount);
}

/** A carrier price of 0 is shown as Free, any other as dollars ('$1,234.50'). */
export function carrierPriceLabel(price: number): string {
  return toCents(price) === 0 ? M.free : formatMoney(price);
}

/**
 * What a variant pays for a carrier — its own cost when set, else the product type's
 * price for that carrier (a null cost falls back); null when neither has the carrier.
 */
export function variantCarrierCost(
  variantCosts: readonly { carrier_id: string; cost: number | null }[] | null | undefined,
  typeCarriers: readonly ProductTypeCarrier[],
  carrierId: string,
): number | null {
  const own = variantCosts?.find((cost) => cost.carrier_id === carrierId)?.cost;
  if (own !== null && own !== undefined) return own;
  return typeCarriers.find((carrier) => carrier.carrier_id === carrierId)?.price ?? null;
}

/**
 * A variant's carrier costs for its product type: one per carrier of the type, in the type's
 * order, each keeping the variant's id and cost, a null cost replaced by the type's price,
 * and exactly one default (the variant's, else the type's, else the first). Costs of carriers
 * the type no longer has are dropped: the grid has no column for them and orders cannot use them.
 */
export function carrierCostsForType(
  variantCosts: readonly VariantCarrierCost[] | null | undefined,
  typeCarriers: readonly ProductTypeCarrier[],
): (VariantCarrierCost & { cost: number })[] {
  const own = new Map((variantCosts ?? []).map((cost) => [cost.carrier_id, cost]));
  const costs = typeCarriers.map((carrier) => {
    const existing = own.get(carrier.carrier_id);
    return {
      ...(existing?.id === undefined ? {} : { id: existing.id }),
      carrier_id: carrier.carrier_id,
      cost: existing?.cost ?? carrier.price,
      default: existing?.default ?? false,
    };
  });
  return ensureDefaultCarrier(costs, typeCarriers);
}

/**
 * A variant's supplier costs for its product type: one per supplier of the type, in the type's
 * order, each keeping the variant's id, cost and choice; a supplier the variant has no cost for
 * gets cost 0, and exactly one is selected (the variant's, else the first). Costs of
 * suppliers the type no longer has are dropped.
 */
export function supplierCostsForType(
  variantCosts: readonly VariantSupplierCost[] | null | undefined,
  suppliers: readonly ProductTypeSupplier[],
): VariantSupplierCost[] {
  const own = new Map((variantCosts ?? []).map((cost) => [cost.user_id, cost]));
  const costs = suppliers.map((supplier) => {
    const existing = own.get(supplier.id);
    return {
      ...(existing?.id === undefined ? {} : { id: existing.id }),
      user_id: supplier.id,
      cost: existing?.cost ?? 0,
      selected: existing?.selected ?? false,
    };
  });
  return ensureSelectedSupplier(costs);
}
