import { ORDER_QUANTITY_MAX } from '@podoffice/domain';

// The server's own order constants; the order rules shared with the UI (statuses, the state
// machine, the views and their search fields, the §8 texts) are the domain's
// (packages/domain/src/orders).

/** entity_logs.entity_name of an order's log lines (the Activities drawer reads them). */
export const ORDER_ENTITY_NAME = 'order';

/**
 * Activity log types of orders (spec 2 §9 names them with the 'order.' prefix: UpdateStatus,
 * Delete, Pause, Resume, EnterPayment, Cancel, UpdateCustomerInfo). §9's list has none for a new
 * order, a split, a refresh, an assignment, a comment or an edit; those are this server's, in the
 * list's form.
 */
export const ORDER_ACTIVITY_TYPES = {
  create: 'order.Create',
  pause: 'order.Pause',
  resume: 'order.Resume',
  cancel: 'order.Cancel',
  updateStatus: 'order.UpdateStatus',
  enterPayment: 'order.EnterPayment',
  delete: 'order.Delete',
  updateCustomerInfo: 'order.UpdateCustomerInfo',
  split: 'order.Split',
  refresh: 'order.Refresh',
  assignSupplier: 'order.AssignSupplier',
  assignCarrier: 'order.AssignCarrier',
  deleteInfo: 'order.DeleteInfo',
  comment: 'order.Comment',
  changeVariant: 'order.ChangeVariant',
  changeQuantity: 'order.ChangeQuantity',
  updatePrintFiles: 'order.UpdatePrintFiles',
  updateLabel: 'order.UpdateLabel',
  importTracking: 'order.ImportTracking',
  addTracking: 'order.AddTracking',
  updateTracking: 'order.UpdateTracking',
  dtfPush: 'order.DtfPush',
} as const;

/** Bounds of what createOrders stores (not in the spec: a real order is far inside them). */
export const ORDER_INPUT_LIMITS = {
  /** Drafts one createOrders call takes (a CSV import's page, a shop fetch). */
  batchMax: 5_000,
  idMax: 255,
  textMax: 255,
  urlMax: 2_048,
  quantityMax: ORDER_QUANTITY_MAX,
  /** An integer cents column's largest value. */
  centsMax: 2_147_483_647,
  partnerErrorsMax: 20,
  designsMax: 20,
} as const;

/** An address createOrders keeps as a customer's email: something@something, no spaces. */
export const isOrderEmail = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email);

/** Refusals of createOrders (not in the spec; written in its voice). */
export const ORDER_INPUT_MESSAGES = {
  originIdRequired: 'Order origin id is required',
  originItemRequired: 'Order item is required',
  quantityInvalid: `Quantity must be a whole number from 1 to ${ORDER_INPUT_LIMITS.quantityMax}`,
  priceInvalid: 'Price is not correct, please check again.',
  statusInvalid: 'Order status is not correct',
  emailInvalid: 'Customer email is not correct',
  siteNotFound: 'Site not found',
  variantNotFound: 'Product type variant not found',
  supplierNotOfType: 'The supplier does not supply this product type',
  carrierNotOfType: 'The carrier is not a carrier of this product type',
  printAreaNotOfType: 'The print area is not a print area of this product type',
  tooManyPartnerErrors: `At most ${ORDER_INPUT_LIMITS.partnerErrorsMax} partner errors`,
  tooManyDesigns: `At most ${ORDER_INPUT_LIMITS.designsMax} designs`,
  tooManyOrders: `At most ${ORDER_INPUT_LIMITS.batchMax} orders at once`,
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
} as const;
