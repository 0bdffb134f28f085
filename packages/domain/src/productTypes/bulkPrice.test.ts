import {
  BULK_PRICE_ALL,
  bulkPrice,
  missingVariants,
  PRODUCT_TYPE_MESSAGES as M,
  type BulkPriceInput,
  type ProductTypeVariant,
} from '../index';
import { tshirt } from '../../test/productTypeFixtures';

/** The six variants of the tshirt type: Red S, Red XL, Blue S, Blue XL, Black S, Black XL. */
const grid = (): ProductTypeVariant[] => missingVariants(tshirt(), []).variants;
const prices = (variants: ProductTypeVariant[]) => variants.map((v) => v.retail_cost);

describe('bulk edit price (spec 2 §5)', () => {
  it.each([
    [
      'no attribute',
      { attribute: '', options: ['Red'], prices: { retail_cost: 9 } },
      'Select attribute!',
    ],
    ['a blank attribute', { attribute: '  ', options: ['Red'], prices: {} }, 'Select attribute!'],
    [
      'no attribute and no options',
      { attribute: null, options: [], prices: {} },
      'Select attribute!',
    ],
    [
      'no options',
      { attribute: 'color', options: [], prices: { retail_cost: 9 } },
      'Select Options!',
    ],
    [
      'options not chosen',
      { attribute: 'color', options: undefined, prices: {} },
      'Select Options!',
    ],
  ] as [string, BulkPriceInput, string][])('%s: %p', (_, input, message) => {
    const variants = grid();
    const result = bulkPrice(variants, input);
    expect(result.error).toBe(message);
    expect(result.changed).toBe(0);
    expect(result.variants).toEqual(variants);
  });

  it('has the messages word for word', () => {
    expect(M.selectAttribute).toBe('Select attribute!');
    expect(M.selectOptions).toBe('Select Options!');
  });

  it('applies the prices to the variants with the chosen options', () => {
    const variants = grid();
    const result = bulkPrice(variants, {
      attribute: 'color',
      options: ['Red', 'black'],
      prices: { retail_cost: 25, sale_cost: '$19.50', base_cost: 8 },
    });
    expect(result.error).toBeNull();
    expect(result.changed).toBe(4);
    expect(prices(result.variants)).toEqual([25, 25, 0, 0, 25, 25]);
    expect(result.variants[0]).toMatchObject({ retail_cost: 25, sale_cost: 19.5, base_cost: 8 });
    // variants left alone keep their identity
    expect(result.variants[2]).toBe(variants[2]);
    expect(result.variants[0]).not.toBe(variants[0]);
    expect(variants[0]!.retail_cost).toBe(0);
  });

  it('finds the attribute by name as well as by slug', () => {
    const result = bulkPrice(grid(), {
      attribute: 'Size',
      options: ['XL'],
      prices: { fee_ship: 2 },
    });
    expect(result.variants.map((v) => v.fee_ship)).toEqual([0, 2, 0, 2, 0, 2]);
  });

  it.each([
    ['the string All', BULK_PRICE_ALL],
    ['All among the chosen options', ['Red', 'All']],
  ] as [string, BulkPriceInput['options']][])("'All' selects every option: %s", (_, options) => {
    const result = bulkPrice(grid(), { attribute: 'color', options, prices: { retail_cost: 30 } });
    expect(result.changed).toBe(6);
    expect(prices(result.variants)).toEqual([30, 30, 30, 30, 30, 30]);
  });

  it('applies only values above 0', () => {
    const variants = bulkPrice(grid(), {
      attribute: 'color',
      options: BULK_PRICE_ALL,
      prices: { retail_cost: 20, sale_cost: 15, base_cost: 5, fee_ship: 1 },
    }).variants;
    const result = bulkPrice(variants, {
      attribute: 'color',
      options: ['Red'],
      prices: {
        retail_cost: 0,
        sale_cost: '',
        base_cost: -3,
        fee_ship: 'abc',
        original_cost: null,
        other_base_cost: '$2',
      },
    });
    expect(result.variants[0]).toMatchObject({
      retail_cost: 20,
      sale_cost: 15,
      base_cost: 5,
      fee_ship: 1,
      original_cost: 0,
      other_base_cost: 2,
    });
    expect(result.changed).toBe(2);
  });

  it('changes nothing when no value is above 0', () => {
    const variants = grid();
    const result = bulkPrice(variants, {
      attribute: 'color',
      options: ['Red'],
      prices: { retail_cost: 0, supplier_cost: 0, carrier_costs: { c1: 0 } },
    });
    expect(result).toEqual({ error: null, variants, changed: 0 });
    expect(result.variants[0]).toBe(variants[0]);
  });

  it('puts the supplier cost on the first supplier cost entry and carrier costs by carrier', () => {
    const result = bulkPrice(grid(), {
      attribute: 'size',
      options: ['S'],
      prices: { supplier_cost: '$1,200', carrier_costs: { c2: 6, c1: 0 } },
    });
    const [redS, redXl] = result.variants;
    expect(redS!.supplier_costs.map((c) => c.cost)).toEqual([1200, 0]);
    expect(redS!.carrier_costs.map((c) => c.cost)).toEqual([0, 6]);
    expect(redXl!.supplier_costs.map((c) => c.cost)).toEqual([0, 0]);
  });

  it('skips the supplier cost on a variant without supplier costs', () => {
    const [variant] = grid();
    const bare = { ...variant!, supplier_costs: [] };
    const result = bulkPrice([bare], {
      attribute: 'color',
      options: ['Red'],
      prices: { supplier_cost: 4, retail_cost: 9 },
    });
    expect(result.variants[0]).toMatchObject({ supplier_costs: [], retail_cost: 9 });
  });

  it('matches no variant for an unknown attribute or option', () => {
    const variants = grid();
    expect(
      bulkPrice(variants, { attribute: 'style', options: ['Red'], prices: { retail_cost: 9 } })
        .changed,
    ).toBe(0);
    expect(
      bulkPrice(variants, { attribute: 'color', options: ['Green'], prices: { retail_cost: 9 } })
        .changed,
    ).toBe(0);
  });
});
