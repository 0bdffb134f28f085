/** Money travels and is stored as integer cents; the UI and the API speak dollars with two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
