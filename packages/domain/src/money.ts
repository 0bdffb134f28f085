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

/**
 * '$1,234.50', '-$4.50': what Intl.NumberFormat('en-US', USD) writes, without it. Chromium loads
 * the currency's ICU data on a page's first currency format, ~20 ms that landed in the orders
 * list's first draw (the list bench, issue 25); the arithmetic is the same for every amount.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return `$${amount}`;
  const abs = Math.abs(amount);
  // Rounded as written (1.005 is $1.01, as Intl has it), not as the nearest double (1.00499…).
  const written = String(abs);
  const cents = Math.round(written.includes('e') ? abs * 100 : Number(`${written}e2`));
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
