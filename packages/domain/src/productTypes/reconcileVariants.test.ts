import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import {
  reconcileVariants,
  type ReconcileTarget,
  type ReconciledVariant,
} from './reconcileVariants';
import { variantSignature } from './signature';
import type { ProductTypeAttribute } from './types';

const attribute = (name: string, options: string[]): ProductTypeAttribute => ({
  name,
  slug: name.toLowerCase(),
  options: options.map((o) => ({ name: o })),
});

const variant = (sku: string, color: string, size: string): ReconciledVariant => ({
  sku,
  attributes: [
    { name: 'Color', slug: 'color', option: color },
    { name: 'Size', slug: 'size', option: size },
  ],
  supplier_costs: [
    { user_id: 's1', cost: 300, selected: false },
    { user_id: 's2', cost: 250, selected: true },
  ],
  carrier_costs: [
    { carrier_id: 'c1', cost: 0, default: false },
    { carrier_id: 'c2', cost: 450, default: true },
  ],
  is_active: true,
  print_area_ids: ['a1', 'a2'],
  partner_default_id: 'p1',
  mapping_partner_print_areas: [
    { partner_id: 'p1', partner_key: 'front', product_type_print_area_id: 'a1' },
    { partner_id: 'p2', partner_key: 'back', product_type_print_area_id: 'a2' },
  ],
});

const target: ReconcileTarget = {
  attributes: [attribute('Color', ['Red', 'Blue']), attribute('Size', ['S', 'M'])],
  suppliers: [{ id: 's1' }, { id: 's2' }],
  product_type_carriers: [
    { carrier_id: 'c1', price: 0, default: true },
    { carrier_id: 'c2', price: 450, default: false },
  ],
  printAreaIds: ['a1', 'a2'],
  removedPartnerIds: [],
};

const run = (variants: ReconciledVariant[], changes: Partial<ReconcileTarget> = {}) => {
  const result = reconcileVariants(variants, { ...target, ...changes });
  if (!result.ok) throw new Error(result.message);
  return result.variants;
};

describe('reconcileVariants: a type saved from its form keeps its variants consistent', () => {
  test('nothing removed: nothing changes, signatures are the grid’s', () => {
    const [red] = run([variant('R-S', 'Red', 'S')]);
    expect(red!.changed).toBe(false);
    expect(red!.signature).toBe(
      variantSignature(red!.variant.attributes, target.attributes as ProductTypeAttribute[]),
    );
  });

  test('the selected supplier removed: the first remaining is selected; a new one costs 0', () => {
    const [red] = run([variant('R-S', 'Red', 'S')], { suppliers: [{ id: 's1' }, { id: 's3' }] });
    expect(red!.changed).toBe(true);
    expect(red!.variant.supplier_costs).toEqual([
      { user_id: 's1', cost: 300, selected: true },
      { user_id: 's3', cost: 0, selected: false },
    ]);
  });

  test('the default carrier removed: the first remaining is default; a new one at the type price', () => {
    const [red] = run([variant('R-S', 'Red', 'S')], {
      product_type_carriers: [
        { carrier_id: 'c1', price: 0, default: false },
        { carrier_id: 'c3', price: 900, default: true },
      ],
    });
    expect(red!.variant.carrier_costs).toEqual([
      { carrier_id: 'c1', cost: 0, default: true },
      { carrier_id: 'c3', cost: 900, default: false },
    ]);
  });

  test('a print area removed leaves the print areas and the partner mappings; a lost partner takes its data', () => {
    const [red] = run([variant('R-S', 'Red', 'S')], {
      printAreaIds: ['a2', 'a9'],
      removedPartnerIds: ['p1'],
    });
    expect(red!.variant).toMatchObject({
      print_area_ids: ['a2'],
      partner_default_id: null,
      mapping_partner_print_areas: [
        { partner_id: 'p2', partner_key: 'back', product_type_print_area_id: 'a2' },
      ],
      is_active: true,
    });
  });

  test('an option removed: the variant is kept, switched off, with its option', () => {
    const [red, blue] = run([variant('R-S', 'Red', 'S'), variant('B-S', 'Blue', 'S')], {
      attributes: [attribute('Color', ['Red']), attribute('Size', ['S', 'M'])],
    });
    expect([red!.changed, red!.variant.is_active]).toEqual([false, true]);
    expect([blue!.changed, blue!.variant.is_active]).toEqual([true, false]);
    expect(blue!.variant.attributes[0]!.option).toBe('Blue');
  });

  test("an attribute added: the first option, switched off; an option's case follows the type", () => {
    const [red] = run([variant('R-S', 'red', 'S')], {
      attributes: [...target.attributes, attribute('Fit', ['Regular', 'Slim'])],
    });
    expect(red!.variant.attributes.map((a) => a.option)).toEqual(['Red', 'S', 'Regular']);
    expect(red!.variant.is_active).toBe(false);
  });

  test('an attribute removed: one variant per combination is kept, switched off; two are refused by sku', () => {
    const colorOnly = { attributes: [attribute('Color', ['Red', 'Blue'])] };
    const [red] = run([variant('R-S', 'Red', 'S'), variant('B-M', 'Blue', 'M')], colorOnly);
    expect(red!.variant.attributes).toEqual([{ name: 'Color', slug: 'color', option: 'Red' }]);
    expect(red!.variant.is_active).toBe(false);
    expect(
      reconcileVariants([variant('R-S', 'Red', 'S'), variant('R-M', 'Red', 'M')], {
        ...target,
        ...colorOnly,
      }),
    ).toEqual({ ok: false, message: M.variantsMerged('R-S', 'R-M') });
  });
});
