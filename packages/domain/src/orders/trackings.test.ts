import {
  TRACKING_MESSAGES as M,
  TRACKING_STATUSES,
  TRACKING_STATUS_LABELS,
  canImportTrackings,
  needsRepush,
  parseOrderRef,
  trackingCostSent,
  trackingDelayMs,
  formatTrackingDelay,
  parseTrackingDelay,
  trackingFormErrors,
  trackingRowsOf,
  trackingSiteFilterOf,
} from './trackings';

const user = (...roles: string[]) => ({ roles: roles.map((name) => ({ name })) });

describe('trackings', () => {
  it('has the ten tabs after All in the order and words of spec 2 §2', () => {
    expect(TRACKING_STATUSES.map((s) => TRACKING_STATUS_LABELS[s])).toEqual([
      'Unknown',
      'Pre transit',
      'In Transit',
      'Available For Pickup',
      'Delivered',
      'Out For Delivery',
      'Return to Sender',
      'Failure',
      'Canceled',
      'Error',
    ]);
  });

  it('reads an order id as N123456 or 123456 and nothing else', () => {
    expect(parseOrderRef('N000123')).toBe(123);
    expect(parseOrderRef('123456')).toBe(123456);
    expect(parseOrderRef(' n42 ')).toBe(42);
    for (const bad of ['', 'N', 'X123', '12.5', '-3', '0', 'N1234567890', '1e3']) {
      expect(parseOrderRef(bad)).toBeNull();
    }
  });

  it('sends an empty or negative cost as -1 (§5)', () => {
    expect(trackingCostSent('')).toBe(-1);
    expect(trackingCostSent(null)).toBe(-1);
    expect(trackingCostSent('-2')).toBe(-1);
    expect(trackingCostSent('abc')).toBe(-1);
    expect(trackingCostSent('$1,234.5')).toBe(1234.5);
    expect(trackingCostSent(0)).toBe(0);
  });

  it("checks the tracking form with §5's words", () => {
    expect(trackingFormErrors({})).toEqual({
      carrier_id: M.carrierRequired,
      tracking_code: M.codeRequired,
      base_cost: M.totalCostRequired,
    });
    expect(
      trackingFormErrors({ carrier_id: '1', tracking_code: '94 00 11', base_cost: '-1' }),
    ).toEqual({});
    expect(
      trackingFormErrors({ carrier_id: '1', tracking_code: 'a<b', base_cost: 1 }).tracking_code,
    ).toBe(M.codeInvalid);
    expect(
      trackingFormErrors({ carrier_id: 1, tracking_code: 'x', base_cost: 1, shipping_cost: 2e6 })
        .shipping_cost,
    ).toBe(M.costTooHigh);
  });

  it('reads a tracking file: skips rows without a number, refuses bad order ids and repeats', () => {
    const file = trackingRowsOf([
      {
        'ORDER ID': 'N000012',
        EXPRESS: 'USPS',
        'TRACKING NO': '9400 1',
        'TOTAL COST': '3.5',
        'SHIPPING COST': '',
      },
      {
        'ORDER ID': '13',
        EXPRESS: 'USPS',
        'TRACKING NO': '',
        'TOTAL COST': '',
        'SHIPPING COST': '',
      },
      {
        'ORDER ID': 'order 14',
        EXPRESS: 'USPS',
        'TRACKING NO': 'X1',
        'TOTAL COST': '',
        'SHIPPING COST': '',
      },
      {
        'ORDER ID': '12',
        EXPRESS: 'USPS',
        'TRACKING NO': 'X2',
        'TOTAL COST': '',
        'SHIPPING COST': '',
      },
    ]);
    expect(file.rows).toEqual([
      {
        order_id: 'N000012',
        carrier_code: 'USPS',
        tracking_code: '94001',
        total_cost: 3.5,
        shipping_cost: -1,
      },
    ]);
    expect(file.lines).toEqual([1]);
    expect(file.skipped).toBe(1);
    expect(file.refused.map((r) => [r.line, r.row['ORDER ID'], r.reason])).toEqual([
      [3, 'order 14', M.importRefused],
      [4, '12', M.importDuplicate],
    ]);
    expect(file.error).toBeUndefined();
  });

  it('refuses a file without its columns, an empty one and one too long', () => {
    expect(trackingRowsOf([{ ORDER: '1', NUMBER: 'x' }]).error).toBe(
      M.importColumns(['ORDER ID', 'TRACKING NO']),
    );
    expect(trackingRowsOf([]).error).toBe(M.importEmpty);
    const many = Array.from({ length: 20_001 }, (_, i) => ({
      'ORDER ID': String(i + 1),
      'TRACKING NO': 'A',
    }));
    expect(trackingRowsOf(many).error).toBe(M.importTooMany(20_000));
  });

  it('decides who imports and which sites a role filters by', () => {
    expect(canImportTrackings(user('Seller'))).toBe(false);
    expect(canImportTrackings(user('Supplier'))).toBe(true);
    expect(trackingSiteFilterOf(user('Administrator'))).toBe('any');
    expect(trackingSiteFilterOf(user('Supplier'))).toBe('none');
    expect(trackingSiteFilterOf(user('Seller'))).toBe('current');
    expect(trackingSiteFilterOf(user('Supporter'))).toBe('current');
  });

  it('offers Re push for a shop tracking without a fulfilment id', () => {
    expect(needsRepush({ fulfilment_id: null }, 'shopify')).toBe(true);
    expect(needsRepush({ fulfilment_id: '12' }, 'shopify')).toBe(false);
    expect(needsRepush({ fulfilment_id: null }, 'api')).toBe(false);
  });

  it("reads the delay setting '<number> <hour|day>', an hour when unreadable", () => {
    expect(trackingDelayMs('2 hour')).toBe(2 * 3_600_000);
    expect(trackingDelayMs('1 day')).toBe(86_400_000);
    expect(trackingDelayMs('0 hour')).toBe(0);
    expect(trackingDelayMs('x')).toBe(3_600_000);
    expect(trackingDelayMs('2 weeks')).toBe(3_600_000);
    expect(trackingDelayMs(undefined)).toBe(3_600_000);
  });

  it('stores the delay in the spec shape and still reads the number-and-unit rows before it', () => {
    expect(formatTrackingDelay({ time: 6, unit: 'hour' })).toBe('6 hour');
    expect(parseTrackingDelay('3 day')).toEqual({ time: 3, unit: 'day' });
    // The unit in the value wins over a leftover unit setting.
    expect(parseTrackingDelay('3 day', 'hour')).toEqual({ time: 3, unit: 'day' });
    expect(parseTrackingDelay('6', 'day')).toEqual({ time: 6, unit: 'day' });
    expect(parseTrackingDelay('6', null)).toEqual({ time: 6, unit: 'hour' });
    expect(trackingDelayMs('2', 'day')).toBe(2 * 86_400_000);
    expect(parseTrackingDelay('')).toBeNull();
  });
});
