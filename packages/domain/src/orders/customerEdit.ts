import { hasRole, type HasRoles } from '../roles';

// Kept apart from customerForm.ts: the customer detail reads these two, and importing the form's
// rules there would bring the order messages (and dayjs) into the detail's chunk.

/** Not in the spec: the toast after the customer detail's Edit is saved. */
export const CUSTOMER_EDIT_NOTICES = { updated: 'Customer has been updated' } as const;

/**
 * Who edits a customer from the detail (the server's updateCustomer, the card's Edit): the
 * Administrator, whose area /customers is. The others read the detail from their orders;
 * none of them has a change to a shop's customer record outside an order.
 */
export const canEditCustomer = (user: HasRoles | null | undefined): boolean =>
  hasRole(user, 'Administrator');
