import {
  PRODUCT_MESSAGES as M,
  applyBulkPrices,
  canActOnProducts,
  canAddProducts,
  canPickTogether,
  canReadProducts,
  pickableVariants,
  variantPriceErrors,
  variantProfitCents,
} from './productRules';

const as = (...roles: string[]) => ({ roles: roles.map((name) => ({ name })) });

describe('products (spec 2 §5, §6, §8)', () => {
  test('who reads, acts on and adds products', () => {
    expect(
      ['Administrator', 'Seller', 'Supporter', 'Listing'].every((r) => canReadProducts(as(r))),
    ).toBe(true);
    expect(canReadProducts(as('Supplier'))).toBe(false);
    expect(canActOnProducts(as('Supporter'))).toBe(false);
    expect(canActOnProducts(as('Listing'))).toBe(true);
    expect(canAddProducts(as('Listing'))).toBe(false);
    expect(canAddProducts(as('Seller'))).toBe(true);
  });

  test('prices: at least the base cost, the sale not above the regular; profit is sale less base', () => {
    expect(variantPriceErrors({ baseCents: 950, regularCents: 900, saleCents: 940 })).toEqual({
      regular: M.regularBelowBase(9.5),
      sale: M.saleBelowBase(9.5),
    });
    expect(variantPriceErrors({ baseCents: 950, regularCents: 1500, saleCents: 1600 })).toEqual({
      sale: M.saleAboveRegular,
    });
    expect(variantPriceErrors({ baseCents: 950, regularCents: null, saleCents: 1200 })).toEqual({});
    expect(M.regularBelowBase(9.5)).toBe('Regular price must be at least the base cost ($9.50).');
    expect(variantProfitCents({ baseCents: 950, regularCents: 1500, saleCents: 1299 })).toBe(349);
    expect(variantProfitCents({ baseCents: 950, regularCents: 1500, saleCents: null })).toBeNull();
  });

  test('the bulk price sets only the values given', () => {
    const variants = [
      { baseCents: 900, regularCents: 1500, saleCents: 1200 },
      { baseCents: 1000, regularCents: null, saleCents: null },
    ];
    expect(applyBulkPrices(variants, { saleCents: 1400, regularCents: null })).toEqual([
      { baseCents: 900, regularCents: 1500, saleCents: 1400 },
      { baseCents: 1000, regularCents: null, saleCents: 1400 },
    ]);
  });

  test('the picker: one category at a time (the first chosen type decides), variants with a base cost', () => {
    const tee = { id: '1', categoryIds: ['apparel', 'summer'] };
    const hoodie = { id: '2', categoryIds: ['apparel'] };
    const mug = { id: '3', categoryIds: ['drinkware', 'apparel'] };
    expect(canPickTogether([], mug)).toBe(true);
    expect(canPickTogether([tee], hoodie)).toBe(true);
    expect(canPickTogether([tee], mug)).toBe(false);
    expect(pickableVariants([{ baseCents: 0 }, { baseCents: null }, { baseCents: 950 }])).toEqual([
      { baseCents: 950 },
    ]);
  });
});
