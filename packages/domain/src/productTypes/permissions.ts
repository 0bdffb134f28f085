import { hasRole, type HasRoles } from '../roles';
import { PRODUCT_TYPE_LIMITS, type ProductTypeState } from './types';

/**
 * Who reads and who manages product types, used by the screens to
 * hide and by the server to refuse.
 */

/** The most types one productTypes page returns: the largest load (order filters ask 9,999). */
export const PRODUCT_TYPE_LIST_MAX = 9999;
/** The most ids one productTypeByIds call takes (the product builder's chosen types). */
export const PRODUCT_TYPE_BY_IDS_MAX = 50;
/**
 * The most ids one exportCatalog call takes. deletePartnerVariants takes up to
 * PRODUCT_TYPE_LIMITS.variantsMax: the partner variants of a whole grid.
 */
export const PRODUCT_TYPE_EXPORT_MAX = 1000;

/** Add New, Clone, Edit, Variants, Delete, Pause/Resume and the variant grid. */
export function canManageProductTypes(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing');
}

/** The full list with every filter: Administrator, Listing, Supporter (a loose check). */
export function canViewFullProductTypeList(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Listing', 'Supporter');
}

/**
 * Anyone who reads product types at all: the full list's roles, Suppliers (their reduced list) and
 * Sellers (the catalog and the product and order pickers). Accounting has no screen that shows them.
 */
export function canReadProductTypes(user: HasRoles | null | undefined): boolean {
  return canViewFullProductTypeList(user) || hasRole(user, 'Supplier', 'Seller');
}

/**
 * Catalog export by ids (Administrator and Seller, and only users flagged
 * is_special see the catalog at all), so the server refuses what the screen's not-found hides.
 */
export function canExportCatalog(
  user: (HasRoles & { is_special?: boolean | null }) | null | undefined,
): boolean {
  return hasRole(user, 'Administrator', 'Seller') && user?.is_special === true;
}

/** What a productTypes call asks for. */
export interface ProductTypeListRequest {
  supplier_id?: string | null;
  status?: ProductTypeState | null;
  personalized?: boolean | null;
  limit?: number | null;
}

/** What it is given, after the caller's role: the filter the list applies and its page bounds. */
export interface ProductTypeListScope {
  supplierId: string | null;
  status: ProductTypeState | null;
  personalized: boolean | null;
  defaultLimit: number;
  maxLimit: number;
}

/**
 * The list a caller gets. Full-list roles: what they ask, active by default, 50 a
 * page. A Supplier: active, non-personalized types with their own id as the supplier, 10 a page,
 * whatever they send. A Seller: active types (the catalog and pickers), any supplier.
 */
export function productTypeListScope(
  user: (HasRoles & { id: string | number }) | null | undefined,
  request: ProductTypeListRequest,
): ProductTypeListScope {
  if (canViewFullProductTypeList(user)) {
    return {
      supplierId: request.supplier_id ?? null,
      status: request.status ?? 'active',
      personalized: request.personalized ?? null,
      defaultLimit: PRODUCT_TYPE_LIMITS.pageSize,
      maxLimit: PRODUCT_TYPE_LIST_MAX,
    };
  }
  if (hasRole(user, 'Supplier')) {
    return {
      supplierId: String(user?.id),
      status: 'active',
      personalized: false,
      defaultLimit: PRODUCT_TYPE_LIMITS.supplierPageSize,
      maxLimit: PRODUCT_TYPE_LIMITS.supplierPageSize,
    };
  }
  return {
    supplierId: request.supplier_id ?? null,
    status: 'active',
    personalized: request.personalized ?? null,
    defaultLimit: PRODUCT_TYPE_LIMITS.pageSize,
    maxLimit: PRODUCT_TYPE_LIST_MAX,
  };
}

/**
 * Whether a caller reads one product type (productTypeById, productTypeByIds): the full list's
 * roles any; a Supplier those of their list; a Seller active ones.
 */
export function canReadProductType(
  user: (HasRoles & { id: string | number }) | null | undefined,
  type: { state: string; personalized: boolean; supplierIds: readonly string[] },
): boolean {
  if (canViewFullProductTypeList(user)) return true;
  if (hasRole(user, 'Supplier')) {
    return (
      type.state === 'active' && !type.personalized && type.supplierIds.includes(String(user?.id))
    );
  }
  return hasRole(user, 'Seller') && type.state === 'active';
}

/** The most suppliers one supplier-picker call lists (suppliers 100). */
export const SUPPLIER_PICKER_MAX = 100;

/**
 * The supplier picker of the product type form and the full list's supplier filter: users with the
 * Supplier role by id, names and email, for the roles that see the full list (the filter list
 * loads for everyone but Suppliers).
 */
export function canPickSuppliers(user: HasRoles | null | undefined): boolean {
  return canViewFullProductTypeList(user);
}

/**
 * A variant's supplier costs as a caller reads them: what the platform pays each supplier is the
 * staff's (the full list's roles); a Supplier reads their own cost, a Seller none (they see the
 * seller cost, base_cost).
 */
export function visibleSupplierCosts<T extends { user_id: string }>(
  user: (HasRoles & { id: string | number }) | null | undefined,
  costs: readonly T[],
): T[] {
  if (canViewFullProductTypeList(user)) return [...costs];
  if (hasRole(user, 'Supplier')) return costs.filter((cost) => cost.user_id === String(user?.id));
  return [];
}

/**
 * original_cost and other_base_cost of a variant: what the product costs the platform besides what
 * the seller pays (base_cost). Product type management belongs to Administrator and Listing and
 * the full list to Supporter; no screen shows these figures to a Seller (the catalog shows the
 * base cost, price and shipping) or to a Supplier (who reads their own supplier cost). So only the
 * full list's roles read them; the others read null, not an error: sellers' and suppliers' screens
 * ask for variants with shared fields, and a refused field would fail their whole page.
 */
export function canReadVariantInternalCosts(user: HasRoles | null | undefined): boolean {
  return canViewFullProductTypeList(user);
}

/**
 * A variant's partner data (partner variants, partner print-area mappings, default partner) as a
 * caller reads it, by partner fulfillment id: the staff's in full (the variant grid and DTF
 * mapping are Administrator, Listing and Supporter work); a Supplier only their own partner's (the
 * DTF partner supplier maps its own orders), since "other supplier-side partner
 * details: not shown"; a Seller none.
 */
export function visiblePartnerIds(
  user: HasRoles | null | undefined,
  ownPartnerIds: readonly string[],
): 'all' | readonly string[] {
  if (canViewFullProductTypeList(user)) return 'all';
  if (hasRole(user, 'Supplier')) return ownPartnerIds;
  return [];
}

/** The items of the partners a caller may read (see visiblePartnerIds). */
export function visiblePartnerItems<T>(
  visible: 'all' | readonly string[],
  items: readonly T[],
  partnerOf: (item: T) => string,
): T[] {
  if (visible === 'all') return [...items];
  return items.filter((item) => visible.includes(partnerOf(item)));
}
