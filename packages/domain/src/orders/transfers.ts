import { hasRole, type HasRoles } from '../roles';
import type { OrderStatus } from './statuses';

/**
 * Transfer Orders (/orders/tranfers, transferOrdersBySupplier): an
 * Administrator moves a number of one product type's orders from one supplier to another.
 */

/** The messages, word for word (their own 'Form' and 'Tranfer'). */
export const TRANSFER_MESSAGES = {
  required: 'Please select all required information',
  sameSupplier: 'Form supplier is not same to supplier',
  transferFailed: 'Tranfer Orders Fail',
  listFailed: 'Get List Orders Fail',
  productTypesFailed: 'Get List Product Type Fail',
  // Not in the spec: the server's refusals, in its voice.
  amountInvalid: 'The order amount must be a whole number from 1 to 10,000',
  notEnough: (available: number) =>
    `Only ${available} order${available === 1 ? '' : 's'} of this product type can be transferred from this supplier`,
  notSupplierOfType: 'The receiving supplier does not supply this product type',
} as const;

/** The most orders one transfer moves (one statement, one transaction). */
export const TRANSFER_MAX_ORDERS = 10_000;

/**
 * The orders a transfer may move: those the supplier has not started on. An order in production,
 * fulfilled, refunded or cancelled stays with its supplier.
 */
export const TRANSFERABLE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'pending_design',
  'processing',
  'ready',
  'error',
];

/** Transfer Orders is the Administrator's. */
export function canTransferOrders(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

export interface TransferInput {
  product_type_id?: string | null;
  from_supplier_id?: string | null;
  to_supplier_id?: string | null;
  order_amount?: number | string | null;
}

/** The form's checks, in its order; null when the transfer may be sent. */
export function transferInputError(input: TransferInput): string | null {
  const amount = Number(input.order_amount);
  if (
    !input.product_type_id ||
    !input.from_supplier_id ||
    !input.to_supplier_id ||
    input.order_amount === null ||
    input.order_amount === undefined ||
    input.order_amount === '' ||
    amount === 0
  ) {
    return TRANSFER_MESSAGES.required;
  }
  if (input.from_supplier_id === input.to_supplier_id) return TRANSFER_MESSAGES.sameSupplier;
  if (!Number.isInteger(amount) || amount < 1 || amount > TRANSFER_MAX_ORDERS) {
    return TRANSFER_MESSAGES.amountInvalid;
  }
  return null;
}
