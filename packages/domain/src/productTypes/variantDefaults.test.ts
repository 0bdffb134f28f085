import {
  addFlagged,
  addPrintArea,
  addProductTypeCarrier,
  chooseDefaultCarrier,
  chooseDefaultPrintArea,
  chooseDefaultProductTypeCarrier,
  chooseFlag,
  chooseSelectedSupplier,
  ensureDefaultCarrier,
  ensureOneFlag,
  ensureSelectedSupplier,
  removeCarrierCost,
  removeFlagged,
  removePrintArea,
  removeProductTypeCarrier,
  removeSupplierCost,
  type ProductTypePrintArea,
  type VariantCarrierCost,
  type VariantSupplierCost,
} from '../index';

const flags = (items: { default: boolean }[]) => items.map((item) => item.default);
const selected = (items: { selected: boolean }[]) => items.map((item) => item.selected);

const carriers = (...defaults: boolean[]): VariantCarrierCost[] =>
  defaults.map((flag, i) => ({ carrier_id: `c${i + 1}`, cost: i, default: flag }));
const suppliers = (...chosen: boolean[]): VariantSupplierCost[] =>
  chosen.map((flag, i) => ({ user_id: `u${i + 1}`, cost: i, selected: flag }));
const area = (title: string, flag = false): ProductTypePrintArea => ({ title, default: flag });

describe('one flag among items (spec 2 §4 variant defaults)', () => {
  it.each([
    ['none flagged: the first', [false, false, false], undefined, [true, false, false]],
    ['none flagged, a fallback', [false, false, false], 2, [false, false, true]],
    ['a fallback outside the list: the first', [false, false], 5, [true, false]],
    ['one flagged stays', [false, true, false], 0, [false, true, false]],
    [
      'several flagged: the first of them stays',
      [false, true, true],
      undefined,
      [false, true, false],
    ],
    ['empty list', [], undefined, []],
  ] as [string, boolean[], number | undefined, boolean[]][])('%s', (_, before, fallback, after) => {
    expect(flags(ensureOneFlag(carriers(...before), 'default', fallback))).toEqual(after);
  });

  it('choosing one unsets the others; an unknown index changes nothing', () => {
    expect(flags(chooseFlag(carriers(true, false, false), 'default', 2))).toEqual([
      false,
      false,
      true,
    ]);
    expect(flags(chooseFlag(carriers(true, false), 'default', -1))).toEqual([true, false]);
    expect(flags(chooseFlag(carriers(true, false), 'default', 2))).toEqual([true, false]);
  });

  it('keeps the identity of items whose flag does not change', () => {
    const before = carriers(true, false, false);
    const after = chooseFlag(before, 'default', 1);
    expect(after).not.toBe(before);
    expect(after[2]).toBe(before[2]);
    expect(after[0]).not.toBe(before[0]);
    expect(before.map((c) => c.default)).toEqual([true, false, false]);
  });

  it.each([
    ['deleting the default: the first remaining', [false, true, false], 1, [true, false]],
    ['deleting the first default: the next', [true, false, false], 0, [true, false]],
    ['deleting another keeps the default', [false, false, true], 0, [false, true]],
    ['deleting the last one', [true], 0, []],
    ['an unknown index changes nothing', [true, false], 4, [true, false]],
  ] as [string, boolean[], number, boolean[]][])('%s', (_, before, index, after) => {
    expect(flags(removeFlagged(carriers(...before), 'default', index))).toEqual(after);
  });

  it('the first item added is flagged, later ones are not', () => {
    const one = addFlagged([] as VariantCarrierCost[], 'default', {
      carrier_id: 'c1',
      cost: 0,
      default: false,
    });
    expect(flags(one)).toEqual([true]);
    const two = addFlagged(one, 'default', { carrier_id: 'c2', cost: 0, default: true });
    expect(flags(two)).toEqual([true, false]);
  });
});

describe("a variant's default carrier and selected supplier (spec 2 §4)", () => {
  it('chooses a carrier by id', () => {
    expect(flags(chooseDefaultCarrier(carriers(true, false), 'c2'))).toEqual([false, true]);
    expect(flags(chooseDefaultCarrier(carriers(true, false), 'nope'))).toEqual([true, false]);
  });

  it('chooses a supplier by id', () => {
    expect(selected(chooseSelectedSupplier(suppliers(true, false, false), 'u3'))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('deleting the default carrier or the selected supplier moves it to the first remaining', () => {
    const left = removeCarrierCost(carriers(false, true, false), 'c2');
    expect(left.map((c) => c.carrier_id)).toEqual(['c1', 'c3']);
    expect(flags(left)).toEqual([true, false]);
    const rest = removeSupplierCost(suppliers(true, false), 'u1');
    expect(rest).toEqual([{ user_id: 'u2', cost: 1, selected: true }]);
  });

  it("falls back to the type's default carrier, then the first", () => {
    const type = [
      { carrier_id: 'c1', price: 1, default: false },
      { carrier_id: 'c3', price: 3, default: true },
    ];
    expect(flags(ensureDefaultCarrier(carriers(false, false, false), type))).toEqual([
      false,
      false,
      true,
    ]);
    // the variant's own choice wins over the type's
    expect(flags(ensureDefaultCarrier(carriers(false, true, false), type))).toEqual([
      false,
      true,
      false,
    ]);
    // the type's default is not among the variant's carriers
    expect(flags(ensureDefaultCarrier(carriers(false, false), type))).toEqual([true, false]);
    expect(flags(ensureDefaultCarrier(carriers(false, false)))).toEqual([true, false]);
  });

  it('selects the first supplier when none is', () => {
    expect(selected(ensureSelectedSupplier(suppliers(false, false)))).toEqual([true, false]);
    expect(selected(ensureSelectedSupplier(suppliers(false, true, true)))).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe("the product type's print areas and carriers (spec 2 §4)", () => {
  it('the first print area added becomes default', () => {
    let areas = addPrintArea([], area('Front'));
    areas = addPrintArea(areas, area('Back', true));
    areas = addPrintArea(areas, area('Sleeve'));
    expect(areas.map((a) => [a.title, a.default])).toEqual([
      ['Front', true],
      ['Back', false],
      ['Sleeve', false],
    ]);
  });

  it('choosing and deleting the default print area', () => {
    const areas = chooseDefaultPrintArea([area('Front', true), area('Back'), area('Sleeve')], 1);
    expect(flags(areas)).toEqual([false, true, false]);
    const left = removePrintArea(areas, 1);
    expect(left.map((a) => [a.title, a.default])).toEqual([
      ['Front', true],
      ['Sleeve', false],
    ]);
  });

  it('the default radio of the shipping carriers', () => {
    let list = addProductTypeCarrier([], { carrier_id: 'c1', price: 0, default: false });
    list = addProductTypeCarrier(list, { carrier_id: 'c2', price: 5, default: false });
    expect(flags(list)).toEqual([true, false]);
    list = chooseDefaultProductTypeCarrier(list, 'c2');
    expect(flags(list)).toEqual([false, true]);
    list = removeProductTypeCarrier(list, 'c2');
    expect(list).toEqual([{ carrier_id: 'c1', price: 0, default: true }]);
  });
});
