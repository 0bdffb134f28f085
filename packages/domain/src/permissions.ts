import { hasRole, isStaff, normalizeRole, type HasRoles } from './roles';

/**
 * Role rules that both the UI (to hide a control) and the server (to refuse the call)
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

/** A signed-in user as the record rules read them: roles and the id owners are matched by. */
type RecordViewer = (HasRoles & { id: string | number }) | null | undefined;

const isOwner = (viewer: RecordViewer, ownerId: string | number | null | undefined) =>
  !!viewer && ownerId !== null && ownerId !== undefined && String(viewer.id) === String(ownerId);

/**
 * Users: a user's details (email, phone, address, birthday, roles, account flags, avatar, partner
 * fulfillment) are for Administrators, whose pages the users pages are, and for the
 * user themself. Other staff see people by id and name: the seller pickers of Balance and Sites,
 * and the creaters and updaters of balance entries, levels and news. Without a user id, it answers
 * whether the viewer reads other users' details, which is what a picker may ask for.
 */
export function canReadUserDetails(viewer: RecordViewer, userId?: string | number | null): boolean {
  return hasRole(viewer, 'Administrator') || isOwner(viewer, userId);
}

/**
 * Users by role: the only staff screens that list people by role are the seller filters of Balance
 * and Sites, so staff other than Administrators list sellers, and nobody else lists anyone.
 */
export function canListUsersByRole(user: HasRoles | null | undefined, role: string): boolean {
  if (hasRole(user, 'Administrator')) return true;
  return isStaff(user) && normalizeRole(role) === 'Seller';
}

/** Users (/admin/users-manager): only Administrators manage accounts. */
export function canManageUsers(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

/** A signed-in user as the users rules read it: roles, and the read-only mark. */
export interface UserManager extends HasRoles {
  /** The one account that may look at users but not create or change them. */
  users_read_only?: boolean | null;
}

/**
 * Users: one specific account, not named, may not edit or create users. The
 * server's USERS_READ_ONLY_EMAILS names it; that Administrator still reads the users, but
 * creating, editing, blocking, deleting and setting passwords of others are refused.
 */
export function canEditUsers(user: UserManager | null | undefined): boolean {
  return canManageUsers(user) && !user?.users_read_only;
}

/** Sites: Supporters get no New Site, edit or delete; sellers manage their own. */
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
type SiteViewer = RecordViewer;

/**
 * Sites: a site's management details (support email, extra domains, daily auto-fetch, webhooks)
 * belong to the screens that manage sites, /sites (Administrator, Supporter) and the
 * owner's. Listing and Accounting pick sites by id and title only (the Balance and Products filters).
 */
export function canReadSiteDetails(viewer: SiteViewer, ownerId: string | number): boolean {
  return isOwner(viewer, ownerId) || hasRole(viewer, 'Administrator', 'Supporter');
}

/**
 * A site's order API key sends orders in its owner's name. Edit Site shows an api site's key
 * (read-only), which Administrators open too, so the owner and Administrators read it
 * wherever it appears (the sites list, Edit Site, site settings); nobody else does.
 */
export function canReadSiteApiKey(viewer: SiteViewer, ownerId: string | number): boolean {
  return isOwner(viewer, ownerId) || hasRole(viewer, 'Administrator');
}

/** Only the owning seller generates a new key (Generate Api key, /settings): the old one stops. */
export function canGenerateSiteApiKey(viewer: SiteViewer, ownerId: string | number): boolean {
  return hasRole(viewer, 'Seller') && isOwner(viewer, ownerId);
}

/**
 * Seller levels: the levels page (/admin/seller-levels) is Administrator's, Supporter's and
 * Listing's; no other screen lists levels, so Accounting and customers do not read them.
 */
export function canViewUserLevels(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Listing');
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

/**
 * Files: staff read any recorded file, but only its recorder and Administrators change one
 * (updateFileUUID links it to a design or product image, which are the owner's or an admin's).
 */
export function canChangeFile(viewer: RecordViewer, ownerId: string | number | null): boolean {
  return isOwner(viewer, ownerId) || hasRole(viewer, 'Administrator');
}

/**
 * Orders' amounts (the usual marketplace rule): each
 * party reads what it pays or is paid. A Supplier reads what it is paid (supplier_cost) and the
 * shipping it carries out (shipping_cost), never the shopper's price nor the seller cost the
 * platform charges (price, base_cost); a Seller reads those two and never the supplier's pay.
 * Administrators and Supporters read every amount. A person with both a supplier's and another
 * role reads what that other role reads. The same rule guards a product type variant's seller
 * prices and seller cost (retail_cost, sale_cost, base_cost): see AMOUNT_READERS.
 */
export function canReadOrderPrices(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Seller', 'Listing', 'Accounting');
}

/** An order's supplier_cost: what the supplier is paid (see canReadOrderPrices). */
export function canReadOrderSupplierCost(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Supplier');
}
