import {
  addVariantsMessage,
  combinationCount,
  missingVariants,
  newVariantDefaults,
  PRODUCT_TYPE_LIMITS,
  PRODUCT_TYPE_MESSAGES as M,
  variantAttributes,
  variantSkuError,
  type ProductTypeAttribute,
  type VariantAttribute,
} from '../index';
import { attrs, tshirt } from '../../test/productTypeFixtures';

const skus = (result: ReturnType<typeof missingVariants>) => result.variants.map((v) => v.sku);

describe('missing variants (spec 2 §5)', () => {
  it('makes every combination, first attribute slowest, sku = type sku and option skus', () => {
    const result = missingVariants(tshirt(), []);
    expect(result.status).toBe('added');
    expect(result.message).toBe('Add 6 variant(s)');
    // Black has no term sku: its text stands in.
    expect(skus(result)).toEqual([
      'TSU-RD-S',
      'TSU-RD-XL',
      'TSU-BL-S',
      'TSU-BL-XL',
      'TSU-Black-S',
      'TSU-Black-XL',
    ]);
    expect(result.variants[0]!.attributes).toEqual([
      { name: 'Color', slug: 'color', option: 'Red' },
      { name: 'Size', slug: 'size', option: 'S' },
    ]);
    expect(result.variants.map((v) => v.sorting)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('skips combinations that exist, whatever the order or case of their attributes', () => {
    const existing: { attributes: VariantAttribute[]; sorting?: number }[] = [
      { attributes: attrs('Red', 'S'), sorting: 0 },
      // same combination, attributes reversed and another case
      { attributes: [...attrs('blue ', 'xl')].reverse(), sorting: 7 },
    ];
    const result = missingVariants(tshirt(), existing);
    expect(skus(result)).toEqual(['TSU-RD-XL', 'TSU-BL-S', 'TSU-Black-S', 'TSU-Black-XL']);
    expect(result.message).toBe('Add 4 variant(s)');
    // new variants come after the highest existing sorting
    expect(result.variants.map((v) => v.sorting)).toEqual([8, 9, 10, 11]);
  });

  it('matches an existing variant by attribute name when its slug differs', () => {
    const existing = [
      {
        attributes: [
          { name: 'Color', slug: '', option: 'Red' },
          { name: 'size', slug: 'sz', option: 'S' },
        ],
      },
    ];
    expect(skus(missingVariants(tshirt(), existing))).not.toContain('TSU-RD-S');
  });

  it('counts sorting from the row index when the existing variants have none', () => {
    const existing = [{ attributes: attrs('Red', 'S') }, { attributes: attrs('Red', 'XL') }];
    expect(missingVariants(tshirt(), existing).variants[0]!.sorting).toBe(2);
  });

  it('does not count an existing variant lacking an attribute as a combination', () => {
    const existing = [{ attributes: [{ name: 'Color', slug: 'color', option: 'Red' }] }];
    expect(missingVariants(tshirt(), existing).variants).toHaveLength(6);
  });

  it("says 'No missing variant' when every combination exists", () => {
    const all = missingVariants(tshirt(), []).variants;
    const result = missingVariants(tshirt(), all);
    expect(result).toEqual({ status: 'none', message: 'No missing variant', variants: [] });
    expect(M.noMissingVariant).toBe('No missing variant');
  });

  it.each([
    ['no attributes', []],
    ['only attributes without options', [{ name: 'Color', slug: 'color', options: [] }]],
    ['only blank options', [{ name: 'Color', slug: 'color', options: [{ name: '  ', sku: 'X' }] }]],
  ] as [string, ProductTypeAttribute[]][])("says 'There is no attribute.' with %s", (_, list) => {
    expect(missingVariants(tshirt({ attributes: list }), [])).toEqual({
      status: 'noAttribute',
      message: 'There is no attribute.',
      variants: [],
    });
  });

  it('leaves out an attribute without options and keeps the others', () => {
    const type = tshirt();
    type.attributes.push({ name: 'Style', slug: 'style', options: [] });
    expect(skus(missingVariants(type, []))).toHaveLength(6);
  });

  it('makes one variant per option when an option is repeated in an attribute', () => {
    const type = tshirt({
      attributes: [
        {
          name: 'Size',
          slug: 'size',
          options: [
            { name: 'S', sku: 'S' },
            { name: 's ', sku: 'S2' },
            { name: 'M', sku: 'M' },
          ],
        },
      ],
    });
    expect(skus(missingVariants(type, []))).toEqual(['TSU-S', 'TSU-M']);
  });

  it('uses the option text, trimmed, when the term sku is empty or blank', () => {
    const type = tshirt({
      sku: ' MUG ',
      attributes: [
        {
          name: 'Size',
          slug: 'size',
          options: [{ name: ' 11oz ', sku: '' }, { name: '15oz', sku: '  ' }, { name: '20oz' }],
        },
      ],
    });
    expect(skus(missingVariants(type, []))).toEqual(['MUG-11oz', 'MUG-15oz', 'MUG-20oz']);
  });

  it("keeps only an option's letters and digits, so a generated sku passes the variant sku rule", () => {
    const type = tshirt({
      sku: 'PHD',
      attributes: [
        {
          name: 'Color',
          slug: 'color',
          options: [{ name: 'Heather Grey' }, { name: 'Crème Brûlée' }, { name: '—' }],
        },
      ],
    });
    const made = skus(missingVariants(type, []));
    expect(made).toEqual(['PHD-HeatherGrey', 'PHD-CremeBrulee', 'PHD']);
    expect(made.map(variantSkuError)).toEqual([null, null, null]);
  });

  it('gives new variants the defaults: costs 0, active, first supplier, type carriers', () => {
    const [variant] = missingVariants(tshirt(), []).variants;
    expect(variant).toMatchObject({
      retail_cost: 0,
      sale_cost: 0,
      base_cost: 0,
      original_cost: 0,
      other_base_cost: 0,
      fee_ship: 0,
      is_active: true,
      print_area_ids: [],
      productTypeId: 'pt1',
      supplier_costs: [
        { user_id: 'u1', cost: 0, selected: true },
        { user_id: 'u2', cost: 0, selected: false },
      ],
      carrier_costs: [
        { carrier_id: 'c1', cost: 0, default: false },
        { carrier_id: 'c2', cost: 4.5, default: true },
      ],
    });
  });

  it('gives every new variant lists of its own', () => {
    const [first, second] = missingVariants(tshirt(), []).variants;
    expect(first!.supplier_costs).not.toBe(second!.supplier_costs);
    expect(first!.supplier_costs[0]).not.toBe(second!.supplier_costs[0]);
    expect(first!.carrier_costs).not.toBe(second!.carrier_costs);
  });

  it('selects the first carrier when the type marks no default, none when it has none', () => {
    const defaults = newVariantDefaults(
      tshirt({
        product_type_carriers: [
          { carrier_id: 'c1', price: 3, default: false },
          { carrier_id: 'c2', price: 4, default: false },
        ],
      }),
    );
    expect(defaults.carrier_costs.map((c) => c.default)).toEqual([true, false]);
    const bare = newVariantDefaults(tshirt({ suppliers: [], product_type_carriers: [] }));
    expect(bare.supplier_costs).toEqual([]);
    expect(bare.carrier_costs).toEqual([]);
  });

  it('refuses a product type whose options multiply past the bound', () => {
    const options = Array.from({ length: 75 }, (_, i) => ({ name: `O${i}`, sku: `O${i}` }));
    const type = tshirt({
      attributes: [
        { name: 'A', slug: 'a', options },
        { name: 'B', slug: 'b', options },
      ],
    });
    expect(combinationCount(type.attributes)).toBe(5625);
    expect(combinationCount(type.attributes)).toBeGreaterThan(PRODUCT_TYPE_LIMITS.variantsMax);
    expect(missingVariants(type, [])).toEqual({
      status: 'tooMany',
      message: M.tooManyVariants,
      variants: [],
    });
  });

  it('counts combinations and the usable attributes', () => {
    expect(combinationCount([])).toBe(0);
    expect(combinationCount(tshirt().attributes)).toBe(6);
    expect(variantAttributes([{ name: 'A', slug: 'a', options: [] }])).toEqual([]);
  });

  it("writes N into 'Add N variant(s)'", () => {
    expect(addVariantsMessage(1)).toBe('Add 1 variant(s)');
    expect(addVariantsMessage(2000)).toBe('Add 2000 variant(s)');
    expect(M.noAttribute).toBe('There is no attribute.');
  });
});
