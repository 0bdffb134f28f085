import { USER_ROLES, type UserRole } from '../roles';
import {
  PRODUCT_TYPE_LIST_MAX,
  canExportCatalog,
  canManageProductTypes,
  canPickSuppliers,
  canReadProductType,
  canReadProductTypes,
  canViewFullProductTypeList,
  canReadVariantInternalCosts,
  productTypeListScope,
  visiblePartnerIds,
  visiblePartnerItems,
  visibleSupplierCosts,
} from './permissions';

const as = (role: UserRole, id = 7) => ({ id, roles: [role] });

describe('product type permissions (spec 2 §6)', () => {
  test.each(USER_ROLES)('%s', (role) => {
    const user = as(role);
    expect({
      manage: canManageProductTypes(user),
      full: canViewFullProductTypeList(user),
      read: canReadProductTypes(user),
      export: canExportCatalog({ ...user, is_special: true }),
      pick: canPickSuppliers(user),
    }).toEqual({
      manage: ['Administrator', 'Listing'].includes(role),
      full: ['Administrator', 'Listing', 'Supporter'].includes(role),
      read: role !== 'Accounting',
      export: ['Administrator', 'Seller'].includes(role),
      pick: ['Administrator', 'Listing', 'Supporter'].includes(role),
    });
  });

  test('the catalog export needs is_special as well as the role', () => {
    expect(canExportCatalog({ ...as('Seller'), is_special: true })).toBe(true);
    expect(canExportCatalog(as('Seller'))).toBe(false);
    expect(canExportCatalog({ ...as('Administrator'), is_special: false })).toBe(false);
  });

  test('nobody signed out', () => {
    expect(canReadProductTypes(null)).toBe(false);
    expect(canManageProductTypes(undefined)).toBe(false);
  });

  test('the full list: what is asked, active by default, 50 a page', () => {
    expect(productTypeListScope(as('Supporter'), { supplier_id: '3', personalized: true })).toEqual(
      {
        supplierId: '3',
        status: 'active',
        personalized: true,
        defaultLimit: 50,
        maxLimit: PRODUCT_TYPE_LIST_MAX,
      },
    );
    expect(productTypeListScope(as('Listing'), { status: 'paused' }).status).toBe('paused');
  });

  test("a Supplier's list: their own active, non-personalized types, 10 a page, whatever is asked", () => {
    expect(
      productTypeListScope(as('Supplier', 12), {
        supplier_id: '3',
        status: 'paused',
        personalized: true,
      }),
    ).toEqual({
      supplierId: '12',
      status: 'active',
      personalized: false,
      defaultLimit: 10,
      maxLimit: 10,
    });
  });

  test("a Seller's list: active types only", () => {
    expect(productTypeListScope(as('Seller'), { status: 'paused' }).status).toBe('active');
  });

  test('one type: a Supplier reads their own active, non-personalized ones; a Seller active ones', () => {
    const type = { state: 'active', personalized: false, supplierIds: ['7'] };
    expect(canReadProductType(as('Supplier'), type)).toBe(true);
    expect(canReadProductType(as('Supplier', 8), type)).toBe(false);
    expect(canReadProductType(as('Supplier'), { ...type, personalized: true })).toBe(false);
    expect(canReadProductType(as('Seller'), { ...type, state: 'paused' })).toBe(false);
    expect(canReadProductType(as('Supporter'), { ...type, state: 'paused' })).toBe(true);
    expect(canReadProductType(as('Accounting'), type)).toBe(false);
  });

  test('supplier costs: all for staff, their own for a Supplier, none for a Seller', () => {
    const costs = [
      { user_id: '7', cost: 1 },
      { user_id: '8', cost: 2 },
    ];
    expect(visibleSupplierCosts(as('Listing'), costs)).toEqual(costs);
    expect(visibleSupplierCosts(as('Supplier'), costs)).toEqual([costs[0]]);
    expect(visibleSupplierCosts(as('Seller'), costs)).toEqual([]);
  });

  test.each(USER_ROLES)(
    "%s: original_cost and other_base_cost are the full list's; partner data by partner",
    (role) => {
      const user = as(role);
      const mappings = [{ partner_id: '5' }, { partner_id: '6' }];
      const visible = visiblePartnerIds(user, ['5']);
      const full = ['Administrator', 'Listing', 'Supporter'].includes(role);
      expect(canReadVariantInternalCosts(user)).toBe(full);
      expect(visiblePartnerItems(visible, mappings, (m) => m.partner_id)).toEqual(
        full ? mappings : role === 'Supplier' ? [mappings[0]] : [],
      );
    },
  );

  test('signed out: no internal costs, no partner data', () => {
    expect(canReadVariantInternalCosts(null)).toBe(false);
    expect(visiblePartnerIds(null, ['5'])).toEqual([]);
  });
});
