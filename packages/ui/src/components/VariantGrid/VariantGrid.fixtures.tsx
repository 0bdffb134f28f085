import { missingVariants, type ProductType, type ProductTypeVariantDraft } from '@podoffice/domain';
import type { ReactNode } from 'react';
import type { VariantGridCarrier, VariantGridOption, VariantGridSupplier } from './VariantGrid';
import { Body } from './VariantGrid.styles';

/** The product type columns the stories, tests and the benchmark share. */
export const gridSuppliers: VariantGridSupplier[] = [
  { id: 'u1', name: 'Printful US' },
  { id: 'u2', name: 'Gearment' },
];
export const gridCarriers: VariantGridCarrier[] = [
  { carrier_id: 'c1', name: 'Standard', price: 0 },
  { carrier_id: 'c2', name: 'Express', price: 5 },
];
export const gridPrintAreas = [
  { id: 'pa1', title: 'Front' },
  { id: 'pa2', title: 'Back' },
];
export const gridPartners: VariantGridOption[] = [
  { id: 'p1', name: 'Printify' },
  { id: 'p2', name: 'CustomCat' },
];

const options = (names: string[]) =>
  names.map((name) => ({ name, sku: name.slice(0, 3).toUpperCase() }));

/**
 * `count` variants of a t-shirt type (colour x size x style), made by the domain's
 * missingVariants like the Add all missing variants button, then priced and given costs so every
 * column has something to show. Ids are stable (`v1`...) so rows look saved.
 */
export function makeGridVariants(count: number): ProductTypeVariantDraft[] {
  const colors = [
    'Black',
    'White',
    'Navy',
    'Red',
    'Heather Grey',
    'Forest',
    'Sand',
    'Royal',
    'Maroon',
    'Pink',
  ];
  const sizes = ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', 'XS', '6XL'];
  // Enough styles for the count: 100 combinations a style.
  const styles = Array.from(
    { length: Math.max(1, Math.ceil(count / 100)) },
    (_, i) => `Style ${i + 1}`,
  );
  const colorsFor = count <= 6 ? colors.slice(0, 2) : colors;
  const sizesFor = count <= 6 ? sizes.slice(0, 3) : sizes;
  const type: Pick<
    ProductType,
    'id' | 'sku' | 'attributes' | 'suppliers' | 'product_type_carriers'
  > = {
    id: 'pt1',
    sku: 'TS',
    attributes: [
      { name: 'Color', slug: 'color', options: options(colorsFor) },
      { name: 'Size', slug: 'size', options: options(sizesFor) },
      ...(count > 100 ? [{ name: 'Style', slug: 'style', options: options(styles) }] : []),
    ],
    suppliers: gridSuppliers.map((s) => ({ id: s.id })),
    product_type_carriers: gridCarriers.map((c, i) => ({
      carrier_id: c.carrier_id,
      price: c.price,
      default: i === 0,
    })),
  };
  return missingVariants(type, [])
    .variants.slice(0, count)
    .map((variant, i) => ({
      ...variant,
      id: `v${i + 1}`,
      retail_cost: 1250 + (i % 7) * 100,
      sale_cost: 19.99 + (i % 5),
      base_cost: 9.5,
      fee_ship: i % 3 === 0 ? 2 : 0,
      supplier_costs: variant.supplier_costs.map((cost, s) => ({ ...cost, cost: 7 + s })),
      carrier_costs: variant.carrier_costs.map((cost) => ({ ...cost, cost: null })),
      print_area_ids: i % 2 === 0 ? ['pa1', 'pa2'] : ['pa1'],
      partner_default_id: i % 4 === 0 ? 'p1' : null,
      partner_variants:
        i % 4 === 0
          ? [{ partner_variant_id: `pv${i}`, partner_fulfillment_id: 'p1', sku: `PF-${i}` }]
          : [],
      is_active: i % 10 !== 9,
    }));
}

/**
 * One cell of the grid's body, for the stories of a cell alone (MoneyCell, SelectCell): the cells
 * are drawn by the grid's classes, which apply inside its body only.
 */
export function GridCellFrame({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Body $height={44} $template={`${width}px`}>
      <div className="vg-row" style={{ top: 0, height: 44 }}>
        <div className="vg-cell">{children}</div>
      </div>
    </Body>
  );
}
