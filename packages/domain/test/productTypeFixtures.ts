import type { ProductType, ProductTypeVariantDraft, VariantAttribute } from '../src/index';

/** A product type of the spec's shape: Color (3) x Size (2), two suppliers, two carriers. */
export function tshirt(overrides: Partial<ProductType> = {}): ProductType {
  return {
    id: 'pt1',
    title: 'T-Shirt Unisex',
    sku: 'TSU',
    attributes: [
      {
        name: 'Color',
        slug: 'color',
        options: [
          { name: 'Red', sku: 'RD' },
          { name: 'Blue', sku: 'BL' },
          { name: 'Black', sku: null },
        ],
      },
      {
        name: 'Size',
        slug: 'size',
        options: [
          { name: 'S', sku: 'S' },
          { name: 'XL', sku: 'XL' },
        ],
      },
    ],
    print_files: [{ id: 'pa1', title: 'Front', default: true }],
    suppliers: [{ id: 'u1' }, { id: 'u2' }],
    product_type_carriers: [
      { carrier_id: 'c1', price: 0, default: false },
      { carrier_id: 'c2', price: 4.5, default: true },
    ],
    ...overrides,
  };
}

export function attrs(color: string, size: string): VariantAttribute[] {
  return [
    { name: 'Color', slug: 'color', option: color },
    { name: 'Size', slug: 'size', option: size },
  ];
}

/** A valid grid row for the tshirt type. */
export function draft(overrides: Partial<ProductTypeVariantDraft> = {}): ProductTypeVariantDraft {
  return {
    sku: 'TSU-RD-S',
    attributes: attrs('Red', 'S'),
    base_cost: 5,
    retail_cost: 20,
    sale_cost: 15,
    ...overrides,
  };
}
