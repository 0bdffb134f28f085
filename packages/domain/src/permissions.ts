import { hasRole, isStaff, type HasRoles } from './roles';

/**
 * Role rules of spec 1 §6 that both the UI (to hide a control) and the server (to refuse the call)
 * use. Each takes the signed-in user; a missing user is allowed nothing.
 */

/** Balance: only Administrator and Accounting approve or deny a pending entry. */
export function canApproveBalance(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Accounting');
}

/** Balance: only sellers make deposits, and only on their own sites. */
export function canMakeDeposit(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Seller');
}

/** Balance: staff filter the list by seller. */
export function canFilterBalanceBySeller(user: HasRoles | null | undefined): boolean {
  return isStaff(user);
}

/** Balance: sellers never see the site filter (they use the current site instead). */
export function canFilterBalanceBySite(user: HasRoles | null | undefined): boolean {
  return !!user && !hasRole(user, 'Seller');
}

/**
 * Balance and sites: staff see every seller's entries and sites; everyone else only their own.
 * Returns true when the caller is limited to their own records.
 */
export function isLimitedToOwnRecords(user: HasRoles | null | undefined): boolean {
  return !isStaff(user);
}
