/** Money travels and is stored as integer cents; the UI and the API speak dollars with two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The most a price or cost of the catalogue may be, in dollars: far above any printed item, and
 * far below what an integer cents column holds (a typo such as 21474836.47 overflowed it later).
 */
export const MONEY_MAX = 100_000;

/**
 * The most a shipping amount (a carrier's price or cost, a variant's fee ship) may be, in dollars:
 * an order's shipping is the carrier's price plus the fee for each further item, and at the
 * largest quantity (10,000) that sum, at most $20,000,000, stays within an integer cents column.
 */
export const SHIPPING_MONEY_MAX = 2_000;

/** The largest amount, in cents, an integer cents column holds. */
export const CENTS_MAX = 2_147_483_647;

export function fromCents(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
