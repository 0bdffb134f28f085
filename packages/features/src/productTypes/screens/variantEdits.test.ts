import { validateVariants } from '@podoffice/domain';
import { variantRowId } from '@podoffice/ui';
import { variantCatalogFixtures, variantTypeFixtures } from '../mocks';
import {
  colorAttributeOf,
  currentPartnerMapping,
  gridColumnsOf,
  catalogBlanks,
  mapPartnerPrintAreas,
  matchPartnerVariants,
  partnerPrintAreas,
  removeRows,
  rulesTypeOf,
  setActive,
  setPrintAreasByOption,
  toSaveInput,
} from './variantEdits';

const [tee, hoodie, mug] = variantTypeFixtures();
const rows = tee!.variants;

describe('variant screen edits', () => {
  it('names the grid’s columns from the type', () => {
    expect(gridColumnsOf(tee!)).toEqual({
      suppliers: [
        { id: '3', name: 'Sue Supplier' },
        { id: '40', name: 'Penn Prints' },
      ],
      carriers: [
        { carrier_id: '1', name: 'Standard', price: 0 },
        { carrier_id: '2', name: 'Express', price: 5 },
      ],
      printAreas: [
        { id: '11', title: 'Front' },
        { id: '12', title: 'Back' },
      ],
    });
  });

  it('finds the colour attribute by name or slug, Color or Colour, in any case', () => {
    expect(colorAttributeOf(tee!.attributes)?.name).toBe('Color');
    expect(colorAttributeOf(hoodie!.attributes)?.name).toBe('Colour');
    expect(colorAttributeOf(mug!.attributes)).toBeUndefined();
    expect(colorAttributeOf([{ name: 'Shade', slug: 'COLORS', options: [] }])?.name).toBe('Shade');
    expect(colorAttributeOf([{ name: 'Colorway', slug: 'colorway', options: [] }])).toBeUndefined();
  });

  it('reads a partner’s print areas from JSON or a comma-separated list, each once', () => {
    expect(partnerPrintAreas('["front","back","front"]')).toEqual(['front', 'back']);
    expect(partnerPrintAreas('front, back')).toEqual(['front', 'back']);
    expect(partnerPrintAreas('')).toEqual([]);
    expect(partnerPrintAreas(null)).toEqual([]);
    expect(partnerPrintAreas('{"front":1}')).toEqual([]);
  });

  it('gives every variant of a colour its print areas in the type’s order, keeping other rows', () => {
    const color = colorAttributeOf(tee!.attributes)!;
    const result = setPrintAreasByOption(rows, color, { ' black ': ['12', '11'] }, ['11', '12']);
    // Black / S and Black / L have both already; Black / M gains Back; White / S is left alone.
    expect(result.changed).toBe(1);
    expect(result.variants.map((v) => v.print_area_ids)).toEqual([
      ['11', '12'],
      ['11', '12'],
      ['11', '12'],
      ['11'],
    ]);
    expect(result.variants[0]).toBe(rows[0]);
    expect(result.variants[3]).toBe(rows[3]);
  });

  it('maps print areas for one partner on every row or the chosen ones, keeping other partners', () => {
    const withOther = [
      {
        ...rows[0]!,
        mapping_partner_print_areas: [
          {
            partner_id: '2',
            partner_key: 'front',
            product_type_print_area_id: '11',
            product_type_print_area_title: 'Front',
          },
        ],
      },
      ...rows.slice(1),
    ];
    const mapping = [
      { areaId: '11', areaTitle: 'Front', partnerKey: 'front' },
      { areaId: '12', areaTitle: 'Back', partnerKey: '' },
    ];
    const all = mapPartnerPrintAreas(withOther, '1', mapping);
    expect(all.changed).toBe(4);
    expect(all.variants[0]!.mapping_partner_print_areas).toEqual([
      {
        partner_id: '2',
        partner_key: 'front',
        product_type_print_area_id: '11',
        product_type_print_area_title: 'Front',
      },
      {
        partner_id: '1',
        partner_key: 'front',
        product_type_print_area_id: '11',
        product_type_print_area_title: 'Front',
      },
    ]);
    expect(currentPartnerMapping(all.variants, '1')).toEqual(new Map([['11', 'front']]));
    // The same mapping again changes nothing.
    expect(mapPartnerPrintAreas(all.variants, '1', mapping).changed).toBe(0);

    const some = mapPartnerPrintAreas(rows, '1', mapping, new Set([variantRowId(rows[1]!)]));
    expect(some.changed).toBe(1);
    expect(some.variants[0]).toBe(rows[0]);
    expect(some.variants[1]!.mapping_partner_print_areas).toHaveLength(1);
  });

  it('activates, deactivates and removes the chosen rows, renumbering the rest', () => {
    const ids = new Set([variantRowId(rows[0]!), variantRowId(rows[2]!)]);
    const off = setActive(rows, ids, false);
    expect(off.map((v) => v.is_active)).toEqual([false, true, false, true]);
    expect(off[1]).toBe(rows[1]);
    const left = removeRows(rows, ids);
    expect(left.map((v) => [v.sku, v.sorting])).toEqual([
      ['CTS-BLK-M', 0],
      ['CTS-WHT-S', 1],
    ]);
  });

  it('sends the normalized rows in the grid’s order with the input’s fields only', () => {
    const result = validateVariants(
      [{ ...rows[1]!, retail_cost: '$1,250.5', carrier_costs: [] }, rows[0]!],
      rulesTypeOf(tee!),
    );
    if (!result.ok) throw new Error(result.firstError.message);
    const [first, second] = toSaveInput(result.variants);
    expect(first).toEqual({
      id: '1001',
      sku: 'CTS-BLK-M',
      attributes: [
        { name: 'Color', slug: 'color', option: 'Black' },
        { name: 'Size', slug: 'size', option: 'M' },
      ],
      supplier_costs: [
        { user_id: '3', cost: 7, selected: true },
        { user_id: '40', cost: 8, selected: false },
      ],
      // Spec 2 §5: an empty carrier cost takes the type's price.
      carrier_costs: [
        { carrier_id: '1', cost: 0, default: true },
        { carrier_id: '2', cost: 5, default: false },
      ],
      retail_cost: 1250.5,
      sale_cost: 20.99,
      base_cost: 9.5,
      original_cost: 0,
      other_base_cost: 0,
      fee_ship: 0,
      is_active: true,
      sorting: 0,
      print_area_ids: ['11'],
      partner_default_id: null,
      partner_variants: [],
      mapping_partner_print_areas: [],
    });
    expect(second).toMatchObject({
      sku: 'CTS-BLK-S',
      sorting: 1,
      partner_variants: [
        { partner_variant_id: 'CE-CTS-BLK-S', partner_fulfillment_id: '1', sku: 'CE-CTS-BLK-S' },
      ],
    });
  });

  it('matches a blank’s print types to the variants by colour and size, in the mapped placements', () => {
    const hits = variantCatalogFixtures();
    expect(catalogBlanks(hits)).toEqual(['Gildan 5000', 'Bella+Canvas 3001']);
    const bella = hits.filter((h) => h.blank === 'Bella+Canvas 3001');
    const redRow = {
      ...rows[0]!,
      id: 'red',
      sku: 'CTS-RED-S',
      partner_variants: [],
      attributes: [
        { name: 'Color', slug: 'color', option: 'Red' },
        { name: 'Size', slug: 'size', option: 'S' },
      ],
    };
    const result = matchPartnerVariants([...rows, redRow], '1', bella, tee!.attributes, ['back']);
    // Bella+Canvas has no Red: that row keeps what it had.
    expect(result).toMatchObject({ changed: 4, unmatched: 1 });
    expect(result.variants[4]).toBe(redRow);
    expect(result.variants[1]!.partner_default_id).toBe('1');
    expect(result.variants[1]!.partner_variants).toEqual([
      {
        partner_variant_id: 'BC3001-BLA-M-BK',
        partner_fulfillment_id: '1',
        sku: 'BC3001-BLA-M-BK',
      },
    ]);
    // Black / S had a Color Ecommerce variant: it is replaced, not added to.
    expect(result.variants[0]!.partner_variants).toHaveLength(1);
    // Every placement when none is mapped; the same match again changes nothing.
    const all = matchPartnerVariants(rows, '1', bella, tee!.attributes, []);
    expect(all.variants[2]!.partner_variants!.map((p) => p.sku)).toEqual([
      'BC3001-BLA-L-FR',
      'BC3001-BLA-L-BK',
    ]);
    expect(matchPartnerVariants(all.variants, '1', bella, tee!.attributes, []).changed).toBe(0);
    // A type with neither colour nor size matches nothing.
    expect(matchPartnerVariants(rows, '1', bella, mug!.attributes, []).changed).toBe(0);
  });
});
