import {
  DTF_PARTNER_NAME,
  DTF_PARTNER_SUPPLIER_ID,
  DTF_SHIPPING_METHODS,
  PARTNER_CATALOG_PAGE_SIZE,
  PARTNER_FULFILLMENTS_LIMIT,
  USER_ROLES,
  canListPartnerFulfillments,
  canReadPartnerCatalogs,
} from './index';

describe('the direct-to-film partner (spec 2 §1, §9)', () => {
  test('is supplier 193, called Color Ecommerce in messages', () => {
    expect(DTF_PARTNER_SUPPLIER_ID).toBe(193);
    expect(DTF_PARTNER_NAME).toBe('Color Ecommerce');
  });

  test('ships standard (the default), express, economy or priority', () => {
    expect(DTF_SHIPPING_METHODS).toEqual(['standard', 'express', 'economy', 'priority']);
  });

  test('partner catalogues are read 200 a page; partner fulfillments 20 at a time', () => {
    expect(PARTNER_CATALOG_PAGE_SIZE).toBe(200);
    expect(PARTNER_FULFILLMENTS_LIMIT).toBe(20);
  });
});

describe('canReadPartnerCatalogs', () => {
  test.each(USER_ROLES.map((role) => [role, role === 'Administrator' || role === 'Listing']))(
    '%s: %s',
    (role, allowed) => {
      expect(canReadPartnerCatalogs({ roles: [{ name: role }] })).toBe(allowed);
    },
  );

  test('nobody signed in reads none', () => {
    expect(canReadPartnerCatalogs(null)).toBe(false);
  });
});

describe('canListPartnerFulfillments', () => {
  test.each(USER_ROLES.map((role) => [role, role === 'Administrator' || role === 'Listing']))(
    '%s: %s',
    (role, allowed) => {
      expect(canListPartnerFulfillments({ roles: [{ name: role }] })).toBe(allowed);
    },
  );
});
