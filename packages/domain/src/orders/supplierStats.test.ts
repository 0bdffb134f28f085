import {
  SUPPLIER_STATS_MESSAGES as M,
  supplierStatsBucketKey,
  supplierStatsBuckets,
  supplierStatsInterval,
  supplierStatsLabel,
  supplierStatsRangeError,
} from './supplierStats';

describe('supplier stats aggregation (spec 2 §9)', () => {
  test.each([
    ['2026-03-01', '2026-03-01', 'day'],
    ['2026-03-01', '2026-03-15', 'day'],
    ['2026-03-01', '2026-03-16', 'week'],
    ['2026-03-01T00:00:00Z', '2026-03-15T23:59:59Z', 'day'],
    ['2026-03-01', '2026-04-30', 'week'],
    ['2026-03-01', '2026-05-01', 'month'],
    ['2025-01-01', '2026-01-01', 'month'],
  ] as const)('%s to %s goes by %s', (from, to, interval) => {
    expect(supplierStatsInterval(from, to)).toBe(interval);
  });

  test.each([
    ['2026-03-07T10:00:00Z', 'day', '07 03 2026'],
    ['2026-03-07T10:00:00Z', 'week', '07 03 2026'],
    ['2026-03-07T10:00:00Z', 'month', '03 2026'],
  ] as const)('%s by %s is labelled %s', (key, interval, label) => {
    expect(supplierStatsLabel(key, interval)).toBe(label);
  });

  test('by day: one bucket a day, both ends included', () => {
    expect(supplierStatsBuckets('2026-03-01', '2026-03-03')).toEqual([
      { key: '2026-03-01T00:00:00.000Z', key_as_string: '01 03 2026' },
      { key: '2026-03-02T00:00:00.000Z', key_as_string: '02 03 2026' },
      { key: '2026-03-03T00:00:00.000Z', key_as_string: '03 03 2026' },
    ]);
  });

  test('by week: Mondays, from the week the range starts in', () => {
    // 2026-03-04 is a Wednesday; 2026-03-02 the Monday before it.
    expect(supplierStatsBuckets('2026-03-04', '2026-03-25').map((b) => b.key_as_string)).toEqual([
      '02 03 2026',
      '09 03 2026',
      '16 03 2026',
      '23 03 2026',
    ]);
  });

  test('by month: first days of the months', () => {
    expect(supplierStatsBuckets('2026-01-15', '2026-04-02').map((b) => b.key_as_string)).toEqual([
      '01 2026',
      '02 2026',
      '03 2026',
      '04 2026',
    ]);
  });

  test('an interval can be asked for', () => {
    expect(supplierStatsBuckets('2026-03-01', '2026-03-02', 'month')).toHaveLength(1);
  });

  test.each([
    ['2026-03-02T13:00:00Z', 'day', '2026-03-02T00:00:00.000Z'],
    ['2026-03-08T23:00:00Z', 'week', '2026-03-02T00:00:00.000Z'],
    ['2026-03-09T00:00:00Z', 'week', '2026-03-09T00:00:00.000Z'],
    ['2026-03-31T23:59:59Z', 'month', '2026-03-01T00:00:00.000Z'],
  ] as const)('%s falls in the %s bucket %s', (at, interval, key) => {
    expect(supplierStatsBucketKey(at, interval)).toBe(key);
  });

  test.each([
    ['2026-03-01', '2026-03-01', null],
    ['2021-03-01', '2026-03-01', null],
    ['2020-01-01', '2026-03-01', M.tooLong],
    ['2026-03-02', '2026-03-01', M.reversed],
    ['yesterday', '2026-03-01', M.invalid],
  ])('%s to %s: %p', (from, to, error) => {
    expect(supplierStatsRangeError(from, to)).toBe(error);
    if (error) expect(supplierStatsBuckets(from, to)).toEqual([]);
  });
});
