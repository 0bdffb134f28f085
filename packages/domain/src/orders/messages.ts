import { ORDER_HOLD_HOURS } from './hold';
import { ORDER_STATUS_LABELS } from './statuses';

/**
 * User-facing text of orders, word for word with the spec's typos and
 * capitals ('Order has been cancel', 'Customer infor has been updated'): the product's text.
 * Entries marked "not in the spec" are rules the spec states without wording, written in its voice.
 */
export const ORDER_MESSAGES = {
  // §8 order successes
  printFileDownloaded: 'The print file downloaded successfully',
  printFileUploaded: 'Upload order printfile success',
  resumed: 'Order has been resumed',
  paused: 'Order has been paused',
  split: 'Order has been split',
  cancelled: 'Order has been cancel',
  supplierAssigned: 'Assign supplier successfully',
  refreshed: 'Order has been refreshed',
  movedToReady: 'Order has been moved to ready',
  customerInfoUpdated: 'Customer infor has been updated',
  printFilesSaved: 'Print Files saved',
  variantChanged: 'Change Variant Success',
  mapped: 'Order has been mapped',
  variantsFetched: 'Success',
  exported: 'Export orders success! Please check your email again',
  // §8 and spec 1 §8
  uploadFailed: 'Could not upload file',
  // §4 Edit shipping carrier: what the carrier cell shows without one
  selectCarrier: 'Select Carrier',
  // not in the spec: successes §8 gives no words for (quantity, carrier, erasing the shopper's data)
  quantityChanged: 'Order quantity has been updated',
  carrierChanged: 'Order carrier has been updated',
  customerInfoDeleted: 'Customer info has been deleted',
  // not in the spec: Assign supplier without a choice, in the voice of §5's 'Please select carrier!'
  supplierRequired: 'Please select supplier!',
} as const;

/**
 * The success of updateOrderStatus, the status named as its tab names it ('In Production', not
 * the call's in_production); a status with no label as sent.
 */
export function orderTransferredMessage(status: string): string {
  const label = Object.hasOwn(ORDER_STATUS_LABELS, status)
    ? ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]
    : status;
  return `The order has been transferred to ${label}`;
}

/** The success of deleteOrder. */
export function orderDeletedMessage(id: string | number): string {
  return `Order #${id} has been deleted`;
}

/** Design display: the designs cell's texts. */
export const DESIGN_DISPLAY_TEXTS = {
  view: 'View',
  upload: 'Upload',
  loading: 'Loading...',
  loadingTip: 'Designs is downloading, you can upload new designs on Ready status',
} as const;

export { CUSTOMER_INFO_MESSAGES } from './customerText';

/** Quantity change: minimum 1. */
export const ORDER_QUANTITY_MESSAGES = {
  // not in the spec: §5 "minimum 1" and §9 "minimum order quantity 1" without wording
  min: 'Quantity must be at least 1',
  // not in the spec
  integer: 'Quantity must be a whole number',
  max: (max: number) => `Quantity must be at most ${max.toLocaleString('en-US')}`,
  // not in the spec: a fee ship stored before money had a maximum, times a large quantity
  shippingTooLarge:
    'The shipping cost for this quantity is too large, please check the quantity and the fee ship.',
} as const;

/**
 * Not in the spec: why the server refuses an order action (the UI hides what it would refuse, so a
 * person sees these only when an order changed under them). Written in the spec's voice.
 */
export const ORDER_REFUSALS = {
  unknownAction: 'Unknown order action',
  notAllowed: (action: string) => `You do not have permission to use ${action} on orders.`,
  notYourSite: 'This order is not from your current site.',
  notAssigned: 'This order is not assigned to you.',
  wrongStatus: (action: string, status: string) =>
    `${action} is not available for ${status} orders.`,
  productTypePaused: 'The product type of this order is paused.',
  notPersonalizedMultiple: 'Only personalized orders with quantity above 1 can be split.',
  hasTracking: 'This order already has a tracking code.',
  // §8 (DTF push), word for word: DTF mapping is for the DTF partner supplier's orders only
  notDtfPartnerOrder: (id: string | number, partner: string) =>
    `Order ${id} is not from ${partner}.`,
  held: (until: string) =>
    `Order is on hold for ${ORDER_HOLD_HOURS} hours after payment, it can move on after ${until}.`,
} as const;
