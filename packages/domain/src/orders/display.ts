import { formatMoney, toCents } from '../money';
import { hasRole, type HasRoles, type UserRole } from '../roles';

/**
 * How orders read on screen: the id, the costs, the images and the tab counts. The
 * order date is `formatOrderDate` of dates.ts ('DD MMM YYYY, HH:mm:ss'), which every dated list of
 * the app already uses, in the viewer's time zone like every other date the app shows.
 */

/** The letter before an order's number. */
export const ORDER_ID_PREFIX = 'N';

/** Order numbers are zero-padded to this many digits. */
export const ORDER_ID_DIGITS = 6;

/** 'N000123' for order 123; an id with more digits keeps them all ('N1234567'). */
export function orderIdLabel(id: number | string): string {
  return `${ORDER_ID_PREFIX}${String(id).padStart(ORDER_ID_DIGITS, '0')}`;
}

/**
 * A base cost or shipping cost shows, with $, only when above 0; null (show nothing)
 * for 0, a negative cost (the tracking form sends -1 for none) or none at all.
 */
export function costLabel(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return toCents(amount) > 0 ? formatMoney(amount) : null;
}

/** Previews of product and design images are resized to this width in pixels. */
export const IMAGE_PREVIEW_WIDTH = 200;

/**
 * An image address not starting with http is a key in the file store, read from its
 * base address (`storageBaseUrl`, e.g. 'https://cdn.example.com' or '/files'). Empty gives null.
 */
export function orderImageUrl(
  image: string | null | undefined,
  storageBaseUrl: string,
): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (/^http/i.test(value)) return value;
  return `${storageBaseUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/**
 * The 200 px preview of an image, asked of the file store with `?width=` (the server's
 * own store and a resizing CDN both answer it); any query the address had is kept.
 */
export function imagePreviewUrl(url: string, width: number = IMAGE_PREVIEW_WIDTH): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const withoutWidth = base.replace(/([?&])width=[^&]*(&|$)/, (_, before: string, after: string) =>
    after ? before : '',
  );
  const separator = withoutWidth.includes('?') ? '&' : '?';
  return `${withoutWidth}${separator}width=${width}${fragment}`;
}

/** An order status badge counts up to this; more reads as '9,999,999+'. */
export const ORDER_STATUS_COUNT_MAX = 9_999_999;

const countFormat = new Intl.NumberFormat('en-US');

/** A status tab's count with thousands separators, '9,999,999+' above the cap. */
export function orderStatusCountLabel(count: number): string {
  return count > ORDER_STATUS_COUNT_MAX
    ? `${countFormat.format(ORDER_STATUS_COUNT_MAX)}+`
    : countFormat.format(count);
}

/** Who opens an order's detail (/orders/orders-manager/{id}); a Supporter does not. */
export const ORDER_DETAIL_ROLES = [
  'Administrator',
  'Seller',
  'Supplier',
] as const satisfies readonly UserRole[];

/** Whether the order lists link an order's id to its detail for this user. */
export function canOpenOrderDetail(user: HasRoles | null | undefined): boolean {
  return hasRole(user, ...ORDER_DETAIL_ROLES);
}
