import {
  ORDER_EXPORT_MESSAGES as M,
  orderExportAvailability,
  orderExportCall,
  orderExportStatuses,
} from './exportAvailability';
import type { OrderStatus } from './statuses';

type Filter = (OrderStatus | 'all')[];
const supplier = { roles: ['Supplier'] };
const admin = { roles: ['Administrator'] };
const seller = { roles: ['Seller'] };

describe('export availability (spec 2 §4)', () => {
  test.each([
    [['ready'], { enabled: true }],
    [['in_production'], { enabled: false, reason: M.supplierReadyOnly }],
    [['ready', 'fulfilled'], { enabled: false, reason: M.supplierReadyOnly }],
    [['all'], { enabled: false, reason: M.supplierReadyOnly }],
    [[], { enabled: false, reason: M.supplierReadyOnly }],
    [['ready', 'ready'], { enabled: true }],
  ] as [Filter, object][])('a Supplier with %j: %o', (statuses, expected) => {
    expect(orderExportAvailability(supplier, statuses)).toEqual(expected);
  });

  test.each([
    [['ready'], { enabled: true }],
    [['in_production', 'fulfilled'], { enabled: true }],
    [['error'], { enabled: true }],
    [[], { enabled: false, reason: M.noStatus }],
    [['all'], { enabled: false, reason: M.noStatus }],
    [['pending'], { enabled: false, reason: M.pendingSelected }],
    [['ready', 'pending_design'], { enabled: false, reason: M.pendingSelected }],
  ] as [Filter, object][])('staff and sellers with %j: %o', (statuses, expected) => {
    expect(orderExportAvailability(admin, statuses)).toEqual(expected);
    expect(orderExportAvailability(seller, statuses)).toEqual(expected);
  });

  test("a Supplier's all is §4's five statuses", () => {
    expect(orderExportStatuses(supplier, ['all'])).toEqual([
      'pending_design',
      'ready',
      'in_production',
      'fulfilled',
      'refunded',
    ]);
    expect(orderExportStatuses(admin, ['all', 'ready'])).toEqual(['ready']);
  });

  test.each([
    [['Supplier'], 'supplierExportOrder'],
    [['Administrator'], 'exportOrders'],
    [['Supporter'], 'exportOrders'],
    [['Seller'], 'exportOrders'],
    [['Supplier', 'Administrator'], 'exportOrders'],
    [['Listing'], 'exportOrders'],
  ])('%j export with %s', (roles, call) => {
    expect(orderExportCall({ roles })).toBe(call);
  });
});
