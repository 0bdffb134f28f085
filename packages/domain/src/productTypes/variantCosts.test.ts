import {
  carrierCostsForType,
  carrierPriceLabel,
  formatMoney,
  formatMoneyAtRest,
  formatMoneyInput,
  isEmptyMoneyInput,
  parseMoneyInput,
  PRODUCT_TYPE_MESSAGES as M,
  supplierCostsForType,
  variantCarrierCost,
  type MoneyInput,
} from '../index';
import { tshirt } from '../../test/productTypeFixtures';

describe('carrier price label (spec 2 §9)', () => {
  it.each([
    [0, 'Free'],
    [0.001, 'Free'],
    [0.01, '$0.01'],
    [4.5, '$4.50'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
  ])('%p shows %p', (price, label) => {
    expect(carrierPriceLabel(price)).toBe(label);
  });

  it('has the spec’s label word for word', () => {
    expect(M.free).toBe('Free');
    expect(M.feeShipLabel).toBe('Fee Ship(item >= 2)');
  });
});

describe('$ inputs with thousands separators (spec 2 §5)', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['$ ', ''],
    [0, '$0'],
    [12, '$12'],
    [1234.5, '$1,234.5'],
    [1234567.891, '$1,234,567.89'],
    [0.1 + 0.2, '$0.3'],
    [-1500, '-$1,500'],
    ['1234', '$1,234'],
    ['1234.', '$1,234.'],
    ['1234.5678', '$1,234.5678'],
    ['$1,234,5', '$12,345'],
    ['.5', '$.5'],
    ['abc', 'abc'],
    [Number.NaN, ''],
  ] as [MoneyInput, string][])('%p shows %p', (value, shown) => {
    expect(formatMoneyInput(value)).toBe(shown);
  });

  it.each([
    [null, ''],
    ['', ''],
    [0, '$0.00'],
    [12, '$12.00'],
    [4.5, '$4.50'],
    [1234.5, '$1,234.50'],
    ['1234.5', '$1,234.50'],
    ['$1,234.', '$1,234.00'],
    [0.1 + 0.2, '$0.30'],
    [-1500, '-$1,500.00'],
    ['abc', 'abc'],
  ] as [MoneyInput, string][])(
    '%p shows %p at rest: two decimals, as all money',
    (value, shown) => {
      expect(formatMoneyAtRest(value)).toBe(shown);
      if (typeof value === 'number') expect(formatMoneyAtRest(value)).toBe(formatMoney(value));
    },
  );

  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['  $ ', null],
    [0, 0],
    [12.5, 12.5],
    ['$1,234.50', 1234.5],
    ['$ 1,234', 1234],
    ['-$5', -5],
    ['$-5', -5],
    ['.5', 0.5],
    ['7.', 7],
  ] as [MoneyInput, number | null][])('%p reads as %p', (input, value) => {
    expect(parseMoneyInput(input)).toBe(value);
  });

  it.each([['abc'], ['1.2.3'], ['12a'], ['--1'], [Number.POSITIVE_INFINITY], [Number.NaN]] as [
    MoneyInput,
  ][])('%p is not a number', (input) => {
    expect(parseMoneyInput(input)).toBeNaN();
  });

  it('reads back what it shows', () => {
    for (const value of [0, 1, 999, 1000, 1234.56, 9876543.21]) {
      expect(parseMoneyInput(formatMoneyInput(value))).toBe(value);
    }
  });

  it('knows an empty input', () => {
    expect(isEmptyMoneyInput(' $ ')).toBe(true);
    expect(isEmptyMoneyInput(0)).toBe(false);
    expect(isEmptyMoneyInput('0')).toBe(false);
  });
});

describe("a variant's carrier cost overrides the product type's (spec 2 §9)", () => {
  const typeCarriers = tshirt().product_type_carriers; // c1 at 0 (Free), c2 at 4.5

  it.each([
    ['its own cost', [{ carrier_id: 'c2', cost: 7 }], 'c2', 7],
    ['its own cost of 0 (Free) over a paid type price', [{ carrier_id: 'c2', cost: 0 }], 'c2', 0],
    ['a null cost falls back to the type', [{ carrier_id: 'c2', cost: null }], 'c2', 4.5],
    ['no cost for the carrier: the type', [{ carrier_id: 'c1', cost: 3 }], 'c2', 4.5],
    ['no costs at all: the type', null, 'c1', 0],
    ['a carrier only the variant has', [{ carrier_id: 'c9', cost: 2 }], 'c9', 2],
    ['a carrier neither has', [], 'c9', null],
  ] as [string, { carrier_id: string; cost: number | null }[] | null, string, number | null][])(
    '%s',
    (_, costs, carrierId, cost) => {
      expect(variantCarrierCost(costs, typeCarriers, carrierId)).toBe(cost);
    },
  );

  it("fills one cost per type carrier, in the type's order, keeping ids and choices", () => {
    const costs = carrierCostsForType(
      [
        { id: 'k2', carrier_id: 'c2', cost: null, default: false },
        { id: 'k1', carrier_id: 'c1', cost: 2, default: true },
        { id: 'k9', carrier_id: 'c9', cost: 9, default: false },
      ],
      typeCarriers,
    );
    expect(costs).toEqual([
      { id: 'k1', carrier_id: 'c1', cost: 2, default: true },
      { id: 'k2', carrier_id: 'c2', cost: 4.5, default: false },
    ]);
  });

  it("gives a variant without carrier costs the type's prices and default", () => {
    expect(carrierCostsForType(undefined, typeCarriers)).toEqual([
      { carrier_id: 'c1', cost: 0, default: false },
      { carrier_id: 'c2', cost: 4.5, default: true },
    ]);
  });

  it('fills one supplier cost per type supplier at 0, the first selected when none is', () => {
    const { suppliers } = tshirt();
    expect(supplierCostsForType(null, suppliers)).toEqual([
      { user_id: 'u1', cost: 0, selected: true },
      { user_id: 'u2', cost: 0, selected: false },
    ]);
    expect(
      supplierCostsForType(
        [
          { id: 's2', user_id: 'u2', cost: 3, selected: true },
          { id: 's9', user_id: 'u9', cost: 1, selected: false },
        ],
        suppliers,
      ),
    ).toEqual([
      { user_id: 'u1', cost: 0, selected: false },
      { id: 's2', user_id: 'u2', cost: 3, selected: true },
    ]);
  });
});
