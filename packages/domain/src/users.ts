import { canEditUsers, type UserManager } from './permissions';
import { USER_ROLES, type UserRole } from './roles';

/**
 * The users area's rules that need no schema library: the
 * list screen loads these without Yup; the forms' schemas live in validation/userSchemas.ts.
 */

/** The users list shows 25 a page. */
export const USERS_PAGE_SIZE = 25;

/** The users list's status filter, Active by default. */
export const USER_STATUS_FILTERS = ['Active', 'Inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const DEFAULT_USER_STATUS_FILTER: UserStatusFilter = 'Active';

/** The status value a filter asks the users call for (status true means active). */
export function statusOfFilter(filter: UserStatusFilter): boolean {
  return filter === 'Active';
}

/** Longest address, and longest field of a partner fulfillment. */
export const USER_LIMITS = { addressMax: 255, partnerFieldMax: 255 } as const;

/** A partner's domain is a host name or an http(s) address (the spec gives no text for it). */
export const PARTNER_DOMAIN_INVALID_MESSAGE =
  'Invalid partner domain. Domain must be a host name or start with http:// or https://';

export const PARTNER_FULFILLMENT_FIELDS = ['name', 'domain', 'api_key', 'api_signature'] as const;
export type PartnerFulfillmentField = (typeof PARTNER_FULFILLMENT_FIELDS)[number];
export type PartnerFulfillmentValues = Record<PartnerFulfillmentField, string>;

export const EMPTY_PARTNER_FULFILLMENT: PartnerFulfillmentValues = {
  name: '',
  domain: '',
  api_key: '',
  api_signature: '',
};

/** 'none' when every field is empty, 'complete' when all four are filled, else 'partial'. */
export function partnerFulfillmentState(
  value: Partial<Record<PartnerFulfillmentField, string | null>> | null | undefined,
): 'none' | 'complete' | 'partial' {
  const filled = PARTNER_FULFILLMENT_FIELDS.filter((f) => Boolean(value?.[f]?.trim())).length;
  if (filled === 0) return 'none';
  return filled === PARTNER_FULFILLMENT_FIELDS.length ? 'complete' : 'partial';
}

/** Roles a staff member can give: every role but the internal Authenticated. */
export function isAssignableRole(name: string): name is UserRole {
  return (USER_ROLES as readonly string[]).includes(name);
}

/**
 * An Administrator blocks and unblocks users, never their own account; the same rule
 * hides the toggle and makes the server refuse it. Deleting follows the same rule, and the
 * read-only account does neither (canEditUsers).
 */
export function canChangeUserStatus(
  viewer: (UserManager & { id: string | number }) | null | undefined,
  target: { id: string | number },
): boolean {
  return canEditUsers(viewer) && String(viewer?.id) !== String(target.id);
}
