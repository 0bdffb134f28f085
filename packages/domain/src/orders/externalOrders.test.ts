import {
  EXTERNAL_ORDER_MESSAGES as M,
  FETCH_ORDER_MESSAGES as F,
  canFetchOrdersOf,
  canMapExternalOrders,
  canReadExternalOrders,
  mappingInputError,
  productMappingInputError,
  readFetchOrdersInput,
} from './externalOrders';

const user = (...roles: string[]) => ({ roles: roles.map((name) => ({ name })) });

describe('external orders (spec 2 §5 Mapping order)', () => {
  test('§5’s messages in order: a type, a mapping, each with both sides', () => {
    expect(mappingInputError({ productType: '', mappingProduct: [] })).toBe(M.productTypeRequired);
    expect(mappingInputError({ productType: '3', mappingProduct: [] })).toBe(M.variantMapEmpty);
    expect(mappingInputError({ productType: '3', mappingProduct: null })).toBe(M.variantMapEmpty);
    expect(
      mappingInputError({ productType: '3', mappingProduct: [{ productTypeVariantId: '7' }] }),
    ).toBe(M.fieldRequired);
    expect(
      mappingInputError({
        productType: '3',
        mappingProduct: [{ productTypeVariantId: ' ', originVariantId: '10' }],
      }),
    ).toBe(M.fieldRequired);
    expect(
      mappingInputError({
        productType: '3',
        mappingProduct: [{ productTypeVariantId: 7, originVariantId: '10' }],
      }),
    ).toBeNull();
    expect(productMappingInputError({ mappingProductId: '1' })).toBe(M.productAndVariant);
    expect(mappingInputError({ productType: '3', mappingProduct: Array(101).fill({}) })).toBe(
      M.tooManyMappings,
    );
  });

  test('who reads and maps them: sellers and the staff who help them, not suppliers', () => {
    for (const role of ['Administrator', 'Supporter', 'Seller']) {
      expect(canReadExternalOrders(user(role))).toBe(true);
      expect(canMapExternalOrders(user(role))).toBe(true);
    }
    for (const role of ['Supplier', 'Listing', 'Accounting']) {
      expect(canReadExternalOrders(user(role))).toBe(false);
      expect(canMapExternalOrders(user(role))).toBe(false);
    }
  });
});

describe('Fetch Orders (spec 2 §5, §9)', () => {
  test('ids comma separated, once each, a leading # allowed', () => {
    expect(readFetchOrdersInput({ order_ids: '123456, 654321,#123456' }, 'shopify')).toEqual({
      ok: true,
      request: { orderIds: ['123456', '654321'], range: null },
    });
    expect(readFetchOrdersInput({ order_ids: '12a' }, 'shopify')).toEqual({
      ok: false,
      message: F.idsInvalid,
    });
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1)).join(',');
    expect(readFetchOrdersInput({ order_ids: many }, 'woocommerce')).toMatchObject({
      message: F.tooManyIds,
    });
    expect(readFetchOrdersInput({ order_ids: ' ' }, 'woocommerce')).toMatchObject({
      message: F.nothingToFetch,
    });
  });

  test('a range runs from 00:00:00 to 23:59:59 UTC, not for Shopify, both ends, at most 31 days', () => {
    expect(
      readFetchOrdersInput({ range_time: { from: '2026-11-01', to: '2026-11-02' } }, 'shopbase'),
    ).toEqual({
      ok: true,
      request: {
        orderIds: [],
        range: {
          from: new Date('2026-11-01T00:00:00.000Z'),
          to: new Date('2026-11-02T23:59:59.999Z'),
        },
      },
    });
    const refused = (range: { from?: string; to?: string }, platform = 'woocommerce') =>
      readFetchOrdersInput({ range_time: range }, platform);
    expect(refused({ from: '2026-11-01', to: '2026-11-02' }, 'shopify')).toMatchObject({
      message: F.rangeNotShopify,
    });
    expect(refused({ from: '2026-11-01' })).toMatchObject({ message: F.rangeIncomplete });
    expect(refused({ from: '2026-11-03', to: '2026-11-01' })).toMatchObject({
      message: F.rangeBackwards,
    });
    expect(refused({ from: '2026-01-01', to: '2026-03-01' })).toMatchObject({
      message: F.rangeTooLong,
    });
  });

  test('§2: the drawer is for shop sites only', () => {
    expect(canFetchOrdersOf({ platform: 'shopify' })).toBe(true);
    expect(canFetchOrdersOf({ platform: 'api' })).toBe(false);
    expect(canFetchOrdersOf({ platform: 'woocommerce', type: 'offline' })).toBe(false);
  });
});
