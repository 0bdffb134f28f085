import {
  bulkPrice,
  missingVariants,
  validateVariants,
  type ProductType,
  type ProductTypeVariantDraft,
} from '../index';

/**
 * The variant grid holds 2,000 variants (DESIGN.md budgets). A behaviour check over a grid of that
 * size — the rules find rows through signature maps, so a quadratic scan would show here as a
 * test that takes seconds — not a timing assertion.
 */
const options = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i}`, sku: `${prefix}${i}` }));

const type: ProductType = {
  id: 'pt-big',
  title: 'Big Shirt',
  sku: 'BIG',
  attributes: [
    { name: 'Color', slug: 'color', options: options('C', 20) },
    { name: 'Size', slug: 'size', options: options('S', 10) },
    { name: 'Style', slug: 'style', options: options('T', 10) },
  ],
  print_files: [{ title: 'Front', default: true }],
  suppliers: [{ id: 'u1' }, { id: 'u2' }, { id: 'u3' }],
  product_type_carriers: [
    { carrier_id: 'c1', price: 0, default: false },
    { carrier_id: 'c2', price: 5, default: true },
  ],
};

describe('a grid of 2,000 variants', () => {
  it('adds the missing half, prices one color, and saves every row', () => {
    const all = missingVariants(type, []);
    expect(all.variants).toHaveLength(2000);
    expect(new Set(all.variants.map((v) => v.sku)).size).toBe(2000);

    // every other variant exists already, its attributes in another order
    const existing = all.variants
      .filter((_, i) => i % 2 === 0)
      .map((v) => ({ ...v, attributes: [...v.attributes].reverse() }));
    const missing = missingVariants(type, existing);
    expect(missing.message).toBe('Add 1000 variant(s)');
    expect(missing.variants.map((v) => v.sku)).toEqual(
      all.variants.filter((_, i) => i % 2 === 1).map((v) => v.sku),
    );
    expect(missing.variants[0]!.sorting).toBe(1998 + 1);

    const grid = [...existing, ...missing.variants];
    const priced = bulkPrice(grid, {
      attribute: 'color',
      options: ['C3'],
      prices: { retail_cost: '$1,250', sale_cost: 1000, base_cost: 400, supplier_cost: 300 },
    });
    expect(priced.changed).toBe(100);
    const c3 = priced.variants.filter((v) => v.attributes.some((a) => a.option === 'C3'));
    expect(c3).toHaveLength(100);
    expect(c3.every((v) => v.retail_cost === 1250 && v.supplier_costs[0]!.cost === 300)).toBe(true);

    const saved = validateVariants(priced.variants, type);
    expect(saved.ok).toBe(true);
    expect(saved.ok && saved.variants).toHaveLength(2000);

    // one broken row among 2,000 is found with its index
    const broken: ProductTypeVariantDraft[] = [...priced.variants];
    broken[1500] = { ...broken[1500]!, sale_cost: 2000, retail_cost: 1000 };
    broken[1999] = { ...broken[0]!, sku: 'COPY' };
    const refused = validateVariants(broken, type);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((e) => [e.index, e.message])).toEqual([
      [1500, 'Sale price must be less than or equal to regular price.'],
      [1999, 'Variant is duplicated, please check again.'],
    ]);
  });
});
