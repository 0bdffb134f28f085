import {
  DASHBOARD_INTERNAL_ORDER_KEYS,
  DASHBOARD_INTERNAL_ORDER_LABELS,
  dashboardInternalOrderCounts,
} from './dashboardCounts';

describe('dashboard counts (spec 2 §2, §3)', () => {
  test('the Internal Order card: nine counts, no Refunded, labels as §2 writes them', () => {
    expect(DASHBOARD_INTERNAL_ORDER_KEYS.map((k) => DASHBOARD_INTERNAL_ORDER_LABELS[k])).toEqual([
      'All',
      'Pending',
      'Pending Design',
      'Processing',
      'Ready',
      'In Production',
      'Fulfilled',
      'Cancelled',
      'Error',
    ]);
  });

  test('counts equal the list tabs: All includes refunded orders', () => {
    expect(
      dashboardInternalOrderCounts([
        { key: 'pending', doc_count: 1 },
        { key: 'ready', doc_count: 5 },
        { key: 'refunded', doc_count: 7 },
        { key: 'error', doc_count: 2 },
      ]),
    ).toEqual({
      all: 15,
      pending: 1,
      pending_design: 0,
      processing: 0,
      ready: 5,
      in_production: 0,
      fulfilled: 0,
      cancelled: 0,
      error: 2,
    });
  });
});
