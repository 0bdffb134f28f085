import { orderIdLabel } from './display';

/**
 * The order edits' rules that had no wording (createComment,
 * reMapOrderVariant, AssignOrderSupplier, assignOrderCarrier), written in the product's voice and
 * shared by the drawers and modals (to check before sending) and the server (to refuse).
 */

/** Not in the spec: one comment is a note to a person, not a document. */
export const ORDER_COMMENT_MAX = 2_000;

/**
 * Not in the spec: comments one person may write on one order per minute. Enough for a
 * conversation; a script writing thousands would bury the drawer (it shows the first 500).
 */
export const ORDER_COMMENTS_PER_MINUTE = 10;

/** The most order ids one AssignOrderSupplier or assignOrderCarrier call takes (a selection). */
export const ORDER_BULK_EDIT_MAX = 100;

export const ORDER_COMMENT_MESSAGES = {
  // not in the spec, in the voice of §5's 'Please input ...'
  required: 'Please input comment',
  tooLong: `Comment is too long (at most ${ORDER_COMMENT_MAX.toLocaleString('en-US')} characters).`,
  tooFast: 'You are commenting too fast, please wait a minute and try again.',
} as const;

/** The comment's message, or null when it may be saved (1 to 2,000 characters after trimming). */
export function orderCommentError(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return ORDER_COMMENT_MESSAGES.required;
  if (text.length > ORDER_COMMENT_MAX) return ORDER_COMMENT_MESSAGES.tooLong;
  return null;
}

/** Refusals of the order edits (not in the spec; written in its voice). */
export const ORDER_EDIT_MESSAGES = {
  noOrders: 'Please select orders',
  tooManyOrders: `Select at most ${ORDER_BULK_EDIT_MAX} orders at once`,
  variantNotFound: 'Variant not found',
  variantNotOfType: (order: number | string) =>
    `This variant is not a variant of the product of order ${orderIdLabel(order)}`,
  variantInactive: 'This variant is not active, please select another variant',
  sameVariant: 'The order already has this variant',
  supplierNotFound: 'Supplier not found',
  supplierNotOfType: (order: number | string) =>
    `The supplier does not supply the product type of order ${orderIdLabel(order)}`,
  carrierNotFound: 'Carrier not found',
  carrierNotOfType: (name: string, order: number | string) =>
    `Carrier ${name} is not a carrier of order ${orderIdLabel(order)}, Please select carrier again!`,
  // §5's 'Carrier {name} has been removed, Please select carrier again!', for a price changed since
  carrierPriceChanged: (name: string, price: string) =>
    `The price of carrier ${name} has changed to ${price}, Please select carrier again!`,
  priceInvalid: 'Price is not correct, please check again.',
} as const;
