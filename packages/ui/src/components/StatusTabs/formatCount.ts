/** Counts above this show as '9,999,999+' (order status badge overflow count). */
export const STATUS_COUNT_MAX = 9_999_999;

const numberFormat = new Intl.NumberFormat('en-US');

/** A tab's count with thousands separators, capped at '9,999,999+'; '+' after a lower bound. */
export function formatStatusCount(count: number, atLeast = false): string {
  return count > STATUS_COUNT_MAX
    ? `${numberFormat.format(STATUS_COUNT_MAX)}+`
    : `${numberFormat.format(count)}${atLeast ? '+' : ''}`;
}
