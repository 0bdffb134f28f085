import {
  MONEY_MAX,
  SHIPPING_MONEY_MAX,
  PRODUCT_TYPE_LIMITS,
  PRODUCT_TYPE_MESSAGES as M,
  validateVariant,
  validateVariants,
  type ProductTypeVariantDraft,
} from '../index';
import { attrs, draft, tshirt } from '../../test/productTypeFixtures';

const type = tshirt();
const messageOf = (overrides: Partial<ProductTypeVariantDraft>) =>
  validateVariant(draft(overrides), type).message;

describe('variant save, one row (spec 2 §5)', () => {
  it('has the messages word for word', () => {
    expect(M.sellerCostIncorrect).toBe('Seller cost is not correct, please check again.');
    expect(M.feeShipIncorrect).toBe('Fee ship is not correct, please check again.');
    expect(M.salePriceAboveRegular).toBe('Sale price must be less than or equal to regular price.');
    expect(M.variantsSaved).toBe('Variants has been saved!');
  });

  it.each([
    ['a valid row', {}, null],
    ['prices of 0', { base_cost: 0, retail_cost: 0, sale_cost: 0 }, null],
    ['typed $ text', { base_cost: '$5', retail_cost: '$1,020.00', sale_cost: '1,000' }, null],
    ['sale price equal to regular price', { retail_cost: 15, sale_cost: '15.00' }, null],
    ['fee ship 0', { fee_ship: 0 }, null],
    ['fee ship left empty', { fee_ship: '' }, null],
    ['empty seller cost', { base_cost: '' }, M.sellerCostIncorrect],
    ['no seller cost', { base_cost: null }, M.sellerCostIncorrect],
    ['empty regular price', { retail_cost: undefined }, M.sellerCostIncorrect],
    ['empty sale price', { sale_cost: ' ' }, M.sellerCostIncorrect],
    ['a seller cost that is no number', { base_cost: 'abc' }, M.sellerCostIncorrect],
    ['a negative seller cost', { base_cost: -1 }, M.sellerCostIncorrect],
    ['a negative fee ship', { fee_ship: -0.01 }, M.feeShipIncorrect],
    ['a fee ship that is no number', { fee_ship: 'x' }, M.feeShipIncorrect],
    // Issue 23 §8: money has a realistic maximum, shipping a lower one (times 10,000 items).
    [
      'a seller cost at the maximum',
      { base_cost: MONEY_MAX, retail_cost: MONEY_MAX, sale_cost: 1 },
      null,
    ],
    ['a seller cost above the maximum', { base_cost: MONEY_MAX + 0.01 }, M.sellerCostIncorrect],
    ['a fee ship at the shipping maximum', { fee_ship: SHIPPING_MONEY_MAX }, null],
    [
      'a fee ship above the shipping maximum',
      { fee_ship: SHIPPING_MONEY_MAX + 0.01 },
      M.feeShipIncorrect,
    ],
    ['the fee ship that overflowed an order', { fee_ship: 21474836.47 }, M.feeShipIncorrect],
    // Issue 23 §11: one default carrier per variant (spec 2 §4).
    [
      'two default carriers',
      {
        carrier_costs: [
          { carrier_id: 'c1', cost: 1, default: true },
          { carrier_id: 'c2', cost: 2, default: true },
        ],
      },
      M.carrierDefaultTwice,
    ],
    // Issue 23 §7: a 1 MB sku failed inside the database.
    ['a sku of 1 MB', { sku: 'A'.repeat(1_000_000) }, M.variantSkuInvalid],
    ['a sku one over the bound', { sku: 'A'.repeat(101) }, M.variantSkuInvalid],
    ['a sku at the bound', { sku: 'A'.repeat(100) }, null],
    ['a sku with a formula', { sku: '=cmd|calc' }, M.variantSkuInvalid],
    ['a sku with a space', { sku: 'TSU-RD S' }, M.variantSkuInvalid],
    ['an empty sku', { sku: '' }, M.skuRequired],
    [
      'sale price above regular price',
      { retail_cost: 15, sale_cost: 15.01 },
      M.salePriceAboveRegular,
    ],
    ['float noise is no difference', { retail_cost: 0.3, sale_cost: 0.1 + 0.2 }, null],
    ['seller cost checked before fee ship', { base_cost: '', fee_ship: -1 }, M.sellerCostIncorrect],
    ['fee ship checked before the prices', { fee_ship: -1, sale_cost: 99 }, M.feeShipIncorrect],
    ['a negative original cost', { original_cost: -2 }, M.costIncorrect],
    ['another base cost that is no number', { other_base_cost: 'x' }, M.costIncorrect],
    [
      'a negative supplier cost',
      { supplier_costs: [{ user_id: 'u1', cost: -1, selected: true }] },
      M.supplierCostIncorrect,
    ],
    [
      'a carrier cost that is no number',
      { carrier_costs: [{ carrier_id: 'c1', cost: 'free', default: true }] },
      M.carrierCostIncorrect,
    ],
  ] as [string, Partial<ProductTypeVariantDraft>, string | null][])(
    '%s',
    (_, overrides, message) => {
      expect(messageOf(overrides)).toBe(message);
    },
  );

  it('normalizes the saved row: numbers, empty costs 0, defaults filled', () => {
    const result = validateVariant(
      draft({
        base_cost: '$5',
        retail_cost: '1,020',
        sale_cost: 1000,
        original_cost: '',
        other_base_cost: undefined,
        fee_ship: null,
        carrier_costs: [
          { id: 'k2', carrier_id: 'c2', cost: null, default: false },
          { id: 'k1', carrier_id: 'c1', cost: '$3', default: false },
        ],
      }),
      type,
      4,
    );
    expect(result.message).toBeNull();
    expect(result.variant).toEqual({
      sku: 'TSU-RD-S',
      attributes: attrs('Red', 'S'),
      base_cost: 5,
      retail_cost: 1020,
      sale_cost: 1000,
      original_cost: 0,
      other_base_cost: 0,
      fee_ship: 0,
      // no supplier costs: one per supplier at 0, the first selected
      supplier_costs: [
        { user_id: 'u1', cost: 0, selected: true },
        { user_id: 'u2', cost: 0, selected: false },
      ],
      // a null carrier cost takes the type's price; no default chosen: the type's default
      carrier_costs: [
        { id: 'k1', carrier_id: 'c1', cost: 3, default: false },
        { id: 'k2', carrier_id: 'c2', cost: 4.5, default: true },
      ],
      is_active: true,
      sorting: 4,
      print_area_ids: [],
      productTypeId: 'pt1',
    });
  });

  it('keeps what the row already has', () => {
    const { variant } = validateVariant(
      draft({
        id: 'v1',
        is_active: false,
        sorting: 9,
        print_area_ids: ['pa1'],
        productTypeId: 'ptX',
        supplier_costs: [{ id: 's2', user_id: 'u2', cost: '$7', selected: true }],
      }),
      type,
    );
    expect(variant).toMatchObject({
      id: 'v1',
      is_active: false,
      sorting: 9,
      print_area_ids: ['pa1'],
      productTypeId: 'ptX',
      supplier_costs: [
        { user_id: 'u1', cost: 0, selected: false },
        { id: 's2', user_id: 'u2', cost: 7, selected: true },
      ],
    });
  });
});

describe('variant save, the whole grid (spec 2 §5)', () => {
  // Issue 23 §11: an XXL the type does not have was stored as a variant.
  it('refuses an active row with an option the type does not have, naming it', () => {
    const result = validateVariants(
      [draft(), draft({ sku: 'TSU-RD-XXL', attributes: attrs('Red', 'XXL ') })],
      type,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.firstError).toEqual({
        index: 1,
        sku: 'TSU-RD-XXL',
        message: M.variantOptionUnknown('XXL'),
      });
  });

  // Skus were the options' text before the sku rule ('Heather Grey'): the grid shows them
  // read-only, so a stored one is kept; a new row gets the rule.
  it('keeps a sku the type already has, stored before the sku rule, and refuses it on a new row', () => {
    const old = draft({ sku: 'TSU-Red-S M' });
    expect(validateVariants([old], type, new Set(['TSU-Red-S M'])).ok).toBe(true);
    expect(validateVariants([old], type)).toMatchObject({
      ok: false,
      firstError: { index: 0, message: M.variantSkuInvalid },
    });
  });

  it('keeps a switched-off row whose option the type no longer offers (reconcileVariants keeps it so)', () => {
    const result = validateVariants(
      [draft({ attributes: attrs('Green', 'S'), is_active: false })],
      type,
    );
    expect(result.ok).toBe(true);
  });

  it('returns the normalized rows when every row is right', () => {
    const result = validateVariants(
      [draft(), draft({ sku: 'TSU-RD-XL', attributes: attrs('Red', 'XL') })],
      type,
    );
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.variants.map((v) => [v.sku, v.sorting])).toEqual([
        ['TSU-RD-S', 0],
        ['TSU-RD-XL', 1],
      ]);
  });

  it('returns each broken row with its index and sku, the first first', () => {
    const result = validateVariants(
      [
        draft(),
        draft({ sku: 'TSU-RD-XL', attributes: attrs('Red', 'XL'), sale_cost: 50 }),
        draft({ sku: 'TSU-BL-S', attributes: attrs('Blue', 'S') }),
        draft({ sku: 'TSU-BL-XL', attributes: attrs('Blue', 'XL'), base_cost: '' }),
      ],
      type,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { index: 1, sku: 'TSU-RD-XL', message: M.salePriceAboveRegular },
        { index: 3, sku: 'TSU-BL-XL', message: M.sellerCostIncorrect },
      ]);
      expect(result.firstError).toEqual(result.errors[0]);
    }
  });

  it('refuses a second row for the same combination, in any attribute order', () => {
    const result = validateVariants(
      [draft(), draft({ sku: 'OTHER', attributes: [...attrs('red', 'S ')].reverse() })],
      type,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([{ index: 1, sku: 'OTHER', message: M.variantDuplicated }]);
    }
  });

  it('accepts an empty grid', () => {
    expect(validateVariants([], type)).toEqual({ ok: true, variants: [] });
  });

  it('refuses more rows than the bound', () => {
    const rows = Array.from({ length: PRODUCT_TYPE_LIMITS.variantsMax + 1 }, () => draft());
    const result = validateVariants(rows, type);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([{ index: null, sku: null, message: M.tooManyVariants }]);
    }
  });
});
