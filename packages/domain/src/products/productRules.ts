import { formatMoney, fromCents } from '../money';
import { hasRole, type HasRoles } from '../roles';

/**
 * A seller's products (the creation wizard: product type picker, prices, title and
 * SKU): the rules the creation form checks as the seller types and the server
 * checks again before anything is pushed to a shop.
 */

/** Products come 20 to a page; the pickers load at most 1,000 product types. */
export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_TYPE_PICKER_LIMIT = 1_000;
/** Not in the spec: the variants one product may have (a shop's API takes them in one push). */
export const PRODUCT_VARIANTS_MAX = 500;
/** An export holds at most this many products (each with up to 500 variant lines). */
export const PRODUCT_EXPORT_MAX = 20_000;

export const PRODUCT_MESSAGES = {
  /** The product's messages, word for word. */
  titleRequired: 'Please input product title!',
  deleteWarning: 'This action cannot be undo',
  created: 'Product created',
  updated: 'Product updated',
  deleted: 'Product has been deleted',
  printAreasReset: 'Reset print areas success!',
  exported: 'Export Product success! Please check your email again',
  updatedFromSite: (title: string) => `Product: ${title} has been updated`,
  skuExists: 'SKU already existed. Please type other SKU.',
  pushFailed:
    'Push product error, please check your site connection or contact Administrator for assistance.',
  variantsNotRead: 'Could not retrieves product variants',
  mapped: (id: string | number) => `Successfuly to map product #${id}`,
  mappingInfo: 'Select a category bellow to start mapping',
  mappingWarning: 'This action will remove all current variants from your site',
  // Not in the spec: the rest, in its voice.
  regularBelowBase: (base: number) =>
    `Regular price must be at least the base cost (${formatMoney(base)}).`,
  saleBelowBase: (base: number) =>
    `Sale price must be at least the base cost (${formatMoney(base)}).`,
  saleAboveRegular: 'Sale price must be less than or equal to regular price.',
  oneCategory: 'Choose product types of one category: the first chosen decides which.',
  tooManyToExport: (count: number) =>
    `At most ${PRODUCT_EXPORT_MAX.toLocaleString('en-US')} products are exported at once: these are ${count.toLocaleString('en-US')}. Narrow the filter.`,
  tooManyVariants: (count: number) =>
    `A product has at most ${PRODUCT_VARIANTS_MAX} variants: remove ${count - PRODUCT_VARIANTS_MAX} of its ${count}.`,
} as const;

/** Who reads /products; who has its Actions column; who adds (sellers, and Administrators by route). */
export function canReadProducts(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller', 'Supporter', 'Listing');
}
export function canActOnProducts(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller', 'Listing');
}
export function canAddProducts(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller');
}
/**
 * The product mapping wizard is the Seller's screen (/sites/{id}/mapping-products). The server
 * lets an Administrator map for a seller too, as they may push for one (canAddProducts).
 */
export function canMapProducts(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Seller');
}
/** Resetting a product's design files is the Administrator's. */
export function canResetProductPrintAreas(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

/** A product variant's prices as the creation form holds them, in cents (null: not entered). */
export interface VariantPrices {
  baseCents: number;
  regularCents: number | null;
  saleCents: number | null;
}

/** Each price at least the base cost, the sale price not above the regular one. */
export function variantPriceErrors(prices: VariantPrices): {
  regular?: string;
  sale?: string;
} {
  const M = PRODUCT_MESSAGES;
  const base = fromCents(prices.baseCents);
  const errors: { regular?: string; sale?: string } = {};
  if (prices.regularCents !== null && prices.regularCents < prices.baseCents) {
    errors.regular = M.regularBelowBase(base);
  }
  if (prices.saleCents !== null && prices.saleCents < prices.baseCents) {
    errors.sale = M.saleBelowBase(base);
  } else if (
    prices.saleCents !== null &&
    prices.regularCents !== null &&
    prices.saleCents > prices.regularCents
  ) {
    errors.sale = M.saleAboveRegular;
  }
  return errors;
}

/** Profit is the sale price less the base cost (null until a sale price is entered). */
export function variantProfitCents(prices: VariantPrices): number | null {
  return prices.saleCents === null ? null : prices.saleCents - prices.baseCents;
}

/** The bulk price modal sets only the prices it was given a value for, on every variant. */
export function applyBulkPrices<V extends VariantPrices>(
  variants: readonly V[],
  bulk: { regularCents?: number | null; saleCents?: number | null },
): V[] {
  return variants.map((variant) => ({
    ...variant,
    ...(bulk.regularCents == null ? {} : { regularCents: bulk.regularCents }),
    ...(bulk.saleCents == null ? {} : { saleCents: bulk.saleCents }),
  }));
}

/** A product type as the picker groups it: its categories, the first deciding its group. */
export interface PickerProductType {
  id: string;
  categoryIds: readonly string[];
}

/**
 * Product types are chosen together only within one category: the first chosen type's first
 * category. Answers whether `candidate` may join `chosen`.
 */
export function canPickTogether(
  chosen: readonly PickerProductType[],
  candidate: PickerProductType,
): boolean {
  const first = chosen[0]?.categoryIds[0];
  if (first === undefined) return true;
  return candidate.categoryIds[0] === first;
}

/** The picker shows only variants that have a base cost. */
export function pickableVariants<V extends { baseCents: number | null }>(
  variants: readonly V[],
): V[] {
  return variants.filter((v) => v.baseCents !== null && v.baseCents > 0);
}
