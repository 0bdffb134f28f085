import { hasRole, type HasRoles } from './roles';

/**
 * The direct-to-film (DTF) partner: a fixed supplier account, named in messages
 * "Color Ecommerce", whose partner fulfillment is the print-type catalogue variants map to.
 */
export const DTF_PARTNER_SUPPLIER_ID = 193;
export const DTF_PARTNER_NAME = 'Color Ecommerce';

/** The DTF shipping methods, standard first: it is the default. */
export const DTF_SHIPPING_METHODS = ['standard', 'express', 'economy', 'priority'] as const;
export type DtfShippingMethod = (typeof DTF_SHIPPING_METHODS)[number];

/** A partner's print-type list is read in pages of this size. */
export const PARTNER_CATALOG_PAGE_SIZE = 200;

/** partnerFulfillments answers this many by default. */
export const PARTNER_FULFILLMENTS_LIMIT = 20;

/** One print type of a partner's catalogue (a partner catalogue hit). */
export interface PartnerCatalogueHit {
  product_id: string;
  blank: string;
  sku: string;
  quantity: number;
  type: string;
  size: string;
  color: string;
  method: string;
  placement: string;
}

/**
 * Partner catalogues feed the variant grid's "Partners Variant" column, which only the roles that
 * manage product types use (Administrator and Listing).
 */
export function canReadPartnerCatalogs(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/**
 * Partner fulfillments (partnerFulfillments): Administrators, and Listing for the variant grid's
 * partner choices. Their API credentials stay with Administrators and the partner's own supplier
 * (canReadUserDetails).
 */
export function canListPartnerFulfillments(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}
