import { DTF_PARTNER_SUPPLIER_ID } from '../partners';
import {
  DTF_MESSAGES,
  DTF_PUSH_MAX_ORDERS,
  dtfMappingComplete,
  dtfPushError,
  dtfPushGroups,
  type DtfOrderMapping,
} from './dtfPush';

const mapping = (id: number, over: Partial<DtfOrderMapping> = {}): DtfOrderMapping => ({
  order_id: String(id),
  sku: 'G5000-BLK-M',
  placement: [{ print_file_id: '9', placement: 'front' }],
  shipping_method: 'standard',
  ...over,
});
const partnerOrder = (id: number, origin_number: string | null = null) => ({
  id,
  supplier_id: DTF_PARTNER_SUPPLIER_ID,
  origin_number,
});

describe('a DTF mapping is complete (§5: sku, shipping method, at least one placement)', () => {
  test.each([
    [mapping(1), true],
    [mapping(1, { sku: ' ' }), false],
    [mapping(1, { shipping_method: '' }), false],
    [mapping(1, { shipping_method: 'teleport' }), false],
    [mapping(1, { placement: [] }), false],
    [mapping(1, { placement: [{ print_file_id: '9', placement: '' }] }), false],
    [null, false],
  ])('%j: %s', (m, complete) => expect(dtfMappingComplete(m)).toBe(complete));
});

describe("Push DTF's checks, in §5's order", () => {
  test('nothing mapped', () => {
    expect(dtfPushError([partnerOrder(1)], [])).toBe('No mapping, please check again.');
  });
  test('fewer mapped than selected', () => {
    expect(dtfPushError([partnerOrder(1), partnerOrder(2)], [mapping(1)])).toBe(
      'Complete order mapping.',
    );
  });
  test('an order of another supplier', () => {
    expect(dtfPushError([{ id: 7, supplier_id: 5 }], [mapping(7)])).toBe(
      'Order 7 is not from Color Ecommerce.',
    );
  });
  test('an incomplete mapping', () => {
    expect(dtfPushError([partnerOrder(3)], [mapping(3, { sku: '' })])).toBe(
      'Order 3 is mapping failed.',
    );
  });
  test('too many at once', () => {
    const many = Array.from({ length: DTF_PUSH_MAX_ORDERS + 1 }, (_, i) => partnerOrder(i + 1));
    expect(
      dtfPushError(
        many,
        many.map((o) => mapping(o.id)),
      ),
    ).toBe(DTF_MESSAGES.tooMany(DTF_PUSH_MAX_ORDERS));
  });
  test('a complete push may go', () => {
    expect(dtfPushError([partnerOrder(1)], [mapping(1)])).toBeNull();
  });
});

test('orders are grouped by their order number, each without a number alone', () => {
  const groups = dtfPushGroups(
    [partnerOrder(1, '#1001'), partnerOrder(2, null), partnerOrder(3, '#1001')],
    [
      mapping(1),
      mapping(2),
      mapping(3, {
        placement: [
          { print_file_id: '4', placement: '' },
          { print_file_id: '5', placement: 'back' },
        ],
      }),
    ],
  );
  expect(groups.map((g) => [g.origin_number, g.orders.map((o) => o.order_id)])).toEqual([
    ['#1001', ['1', '3']],
    ['2', ['2']],
  ]);
  // Only the chosen placements are sent.
  expect(groups[0]!.orders[1]!.placement).toEqual([{ print_file_id: '5', placement: 'back' }]);
  expect(DTF_MESSAGES.result('#1001', 'pushed')).toBe('Order #1001 pushed');
  expect(DTF_MESSAGES.result('1002', 'pushed')).toBe('Order #1002 pushed');
});
