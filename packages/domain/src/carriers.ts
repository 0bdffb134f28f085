import * as yup from 'yup';
import { hasRole, type HasRoles } from './roles';

/**
 * Carriers: the form's and the
 * server's schema, the list's bounds, who reads and who manages them, and how a carrier price reads.
 */

/** Where a tracking code goes in a carrier's url (the carrier url has a placeholder). */
export const CARRIER_TRACKING_PLACEHOLDER = '{tracking_number}';

export const CARRIER_LIMITS = {
  /** The carriers screen's page size (20 like the other catalogue tables). */
  pageSize: 20,
  /**
   * The most one carriers call returns: pickers (product type carriers, the tracking form) load
   * every active carrier in one call, and a platform has tens of carriers, not hundreds.
   */
  listMax: 500,
  nameMax: 100,
  codeMax: 50,
  urlMax: 500,
  descriptionMax: 2000,
} as const;

/** The form's messages word for word, and the texts of the rules that had no wording. */
export const CARRIER_MESSAGES = {
  nameRequired: 'Please input name',
  codeRequired: 'Please input code',
  urlRequired: 'Please input url',
  nameMax: `Name must maximum ${CARRIER_LIMITS.nameMax} characters.`,
  codeMax: `Code must maximum ${CARRIER_LIMITS.codeMax} characters.`,
  codeFormat: 'Code may contain only letters, numbers, dot, dash and underscore.',
  urlMax: `Url must maximum ${CARRIER_LIMITS.urlMax} characters.`,
  urlInvalid: 'Url must be a web address starting with http:// or https://',
  urlPlaceholder: `Url must contain ${CARRIER_TRACKING_PLACEHOLDER} where the tracking number goes.`,
  descriptionMax: `Description must maximum ${CARRIER_LIMITS.descriptionMax} characters.`,
  /** A second active carrier with the same code would send trackings of that code to either. */
  codeTaken: (code: string) => `An active carrier already uses the code ${code}.`,
  notFound: 'Carrier not found',
} as const;

/** What the carriers screen says after a change (the leading space included). */
export const CARRIER_NOTICES = {
  created: 'Carrier successfully created',
  updated: ' Carrier has been updated',
  deleted: 'Delete success',
} as const;

/** True for an http(s) address once the placeholder stands for a tracking number. */
export function isCarrierUrl(url: string): boolean {
  try {
    const parsed = new URL(url.split(CARRIER_TRACKING_PLACEHOLDER).join('0'));
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The page a customer opens to follow a parcel: the carrier's url with the code in its place. */
export function carrierTrackingUrl(url: string, trackingCode: string): string {
  return url.split(CARRIER_TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingCode));
}

const M = CARRIER_MESSAGES;

/** New Carrier and edit carrier; createCarrier and updateCarrier check the same. */
export const carrierSchema = yup.object({
  name: yup.string().trim().required(M.nameRequired).max(CARRIER_LIMITS.nameMax, M.nameMax),
  code: yup
    .string()
    .trim()
    .required(M.codeRequired)
    .max(CARRIER_LIMITS.codeMax, M.codeMax)
    // Tracking imports name the carrier by code (spec 2 §3 Tracking import row): keep it a token.
    .matches(/^[A-Za-z0-9._-]+$/, M.codeFormat),
  url: yup
    .string()
    .trim()
    .required(M.urlRequired)
    .max(CARRIER_LIMITS.urlMax, M.urlMax)
    .test('http', M.urlInvalid, (value) => value === undefined || isCarrierUrl(value))
    .test(
      'placeholder',
      M.urlPlaceholder,
      (value) => value === undefined || value.includes(CARRIER_TRACKING_PLACEHOLDER),
    ),
  description: yup.string().trim().default('').max(CARRIER_LIMITS.descriptionMax, M.descriptionMax),
  status: yup.boolean().default(true),
});
export type CarrierValues = yup.InferType<typeof carrierSchema>;

/**
 * The carriers screen (/admin/carriers) and both statuses: Administrator, Supporter, Listing.
 * Everyone else signed in reads the active carriers only: sellers and suppliers see
 * carrier names on orders, trackings and the catalog, and suppliers pick one when adding a tracking.
 */
export function canViewCarrierList(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Listing');
}

/** New Carrier, edit and delete: Administrator and Listing. */
export function canManageCarriers(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/**
 * The status a carriers call lists for this user: what was asked for (undefined lists both) for
 * the screen's roles, active carriers only for everyone else.
 */
export function carrierStatusFor(
  user: HasRoles | null | undefined,
  requested: boolean | null | undefined,
): boolean | undefined {
  if (!canViewCarrierList(user)) return true;
  return requested ?? undefined;
}
