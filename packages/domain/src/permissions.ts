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

/** Users (/admin/users-manager): only Administrators manage accounts. */
export function canManageUsers(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

/** A signed-in user as the users rules read it: roles, and the read-only mark of spec 1 §4. */
export interface UserManager extends HasRoles {
  /** The one account that may look at users but not create or change them. */
  users_read_only?: boolean | null;
}

/**
 * Users: spec 1 §4 says one specific account, not named, may not edit or create users. The
 * server's USERS_READ_ONLY_EMAILS names it; that Administrator still reads the users, but
 * creating, editing, blocking, deleting and setting passwords of others are refused.
 */
export function canEditUsers(user: UserManager | null | undefined): boolean {
  return canManageUsers(user) && !user?.users_read_only;
}

/** Sites: Supporters get no New Site, edit or delete (spec 1 §6); sellers manage their own. */
export function canManageSites(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller');
}

/** Sites: fetching product variants is hidden from Supporters. */
export function canFetchProductVariants(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller');
}

/** Edit site: domain_name, rebrandly_domain and the daily auto-fetch are Administrator fields. */
export function canEditSiteAdminFields(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

/** Whoever a site's owner is, by id (the server's number or the API's string). */
type SiteViewer = (HasRoles & { id: string | number }) | null | undefined;

const isOwner = (viewer: SiteViewer, ownerId: string | number) =>
  !!viewer && String(viewer.id) === String(ownerId);

/**
 * A site's order API key sends orders in its owner's name. Spec 1 §5 shows an api site's key
 * (read-only) in Edit Site, which Administrators open too, so the owner and Administrators read it
 * wherever it appears (the sites list, Edit Site, site settings); nobody else does.
 */
export function canReadSiteApiKey(viewer: SiteViewer, ownerId: string | number): boolean {
  return isOwner(viewer, ownerId) || hasRole(viewer, 'Administrator');
}

/** Only the owning seller generates a new key (Generate Api key, /settings): the old one stops. */
export function canGenerateSiteApiKey(viewer: SiteViewer, ownerId: string | number): boolean {
  return hasRole(viewer, 'Seller') && isOwner(viewer, ownerId);
}

/** Seller levels: create, edit and delete only Administrator and Listing. */
export function canManageUserLevels(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/** News: the admin news pages belong to Administrator and Listing. */
export function canManageNews(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/** Categories: Add New only Administrator and Listing. */
export function canAddCategory(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/** Categories: edit and delete are hidden from Supporters. */
export function canEditCategory(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/** Guideline & policy, discounts, attributes and terms: create, edit, delete only Administrator. */
export function canManageCatalogueRules(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

/** App settings (/admin/settings), activity and system logs: only Administrator. */
export function canManageAppSettings(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}
