import {
  ORDER_STATUSES,
  ORDER_TABS,
  ORDER_VIEW_TITLES,
  SUPPLIER_ALL_STATUSES,
  SUPPLIER_VISIBLE_STATUSES,
  isOrderStatus,
  isOrderTabOf,
  orderTabCounts,
  orderTabStatuses,
  orderViewFor,
} from './statuses';

describe('order statuses and views (spec 2 §2, §4, §6, §9)', () => {
  test('the nine statuses of §4', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'pending_design',
      'processing',
      'ready',
      'in_production',
      'fulfilled',
      'refunded',
      'cancelled',
      'error',
    ]);
    expect(isOrderStatus('in_production')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  test.each([
    [
      'internal',
      'Internal Orders',
      'All, Pending, Pending Designs, Processing, Ready, In Production, Fulfilled, Refunded, Cancelled, Error',
    ],
    [
      'seller',
      'Seller Internal Orders',
      'All, Pending, Pending Designs, Processing, Ready, In Production, Fulfilled, Cancelled, Error',
    ],
    ['supplier', 'Supplier Orders', 'All, Pending Designs, Ready, In Production, Fulfilled, Error'],
  ] as const)('the %s view is "%s" with the tabs %s', (view, title, tabs) => {
    expect(ORDER_VIEW_TITLES[view]).toBe(title);
    expect(ORDER_TABS[view].map((t) => t.label).join(', ')).toBe(tabs);
  });

  test.each([
    [['Administrator'], 'internal'],
    [['Supporter'], 'internal'],
    [['Support'], 'internal'],
    [['Seller'], 'seller'],
    [['Seller', 'Supporter'], 'internal'],
    [['Supplier'], 'supplier'],
    [['Listing'], 'supplier'],
  ])('roles %j see the %s view', (roles, view) => {
    expect(orderViewFor({ roles })).toBe(view);
  });

  test("a supplier's all is §4's five; they also see error orders", () => {
    expect(SUPPLIER_ALL_STATUSES).toEqual([
      'pending_design',
      'ready',
      'in_production',
      'fulfilled',
      'refunded',
    ]);
    expect(SUPPLIER_VISIBLE_STATUSES).toEqual([...SUPPLIER_ALL_STATUSES, 'error']);
    expect(orderTabStatuses('supplier', 'all')).toEqual(SUPPLIER_ALL_STATUSES);
    expect(orderTabStatuses('internal', 'all')).toEqual(ORDER_STATUSES);
    expect(orderTabStatuses('seller', 'ready')).toEqual(['ready']);
  });

  test('tabs of a view', () => {
    expect(isOrderTabOf('seller', 'refunded')).toBe(false);
    expect(isOrderTabOf('internal', 'refunded')).toBe(true);
    expect(isOrderTabOf('supplier', 'processing')).toBe(false);
    expect(isOrderTabOf('supplier', 'all')).toBe(true);
  });

  test('tab counts from one call’s per-status aggregation', () => {
    const aggs = [
      { key: 'pending', doc_count: 1 },
      { key: 'pending_design', doc_count: 2 },
      { key: 'processing', doc_count: 4 },
      { key: 'ready', doc_count: 8 },
      { key: 'in_production', doc_count: 16 },
      { key: 'fulfilled', doc_count: 32 },
      { key: 'refunded', doc_count: 64 },
      { key: 'cancelled', doc_count: 128 },
      { key: 'error', doc_count: 256 },
    ];
    expect(orderTabCounts('supplier', aggs)).toEqual({
      all: 2 + 8 + 16 + 32 + 64,
      pending_design: 2,
      ready: 8,
      in_production: 16,
      fulfilled: 32,
      error: 256,
    });
    expect(orderTabCounts('internal', aggs).all).toBe(511);
    expect(orderTabCounts('seller', [{ key: 'ready', doc_count: 3 }])).toEqual({
      all: 3,
      pending: 0,
      pending_design: 0,
      processing: 0,
      ready: 3,
      in_production: 0,
      fulfilled: 0,
      cancelled: 0,
      error: 0,
    });
  });
});
