import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { PRODUCT_TYPE_FORM_MESSAGES, productTypeFormErrors } from './productTypeFormErrors';

const valid = {
  title: 'Classic T-Shirt',
  sku: '',
  attributes: [{ name: 'Color', slug: 'color', options: [{ name: 'Black' }] }],
  print_files: [{ title: 'Front' }],
  product_type_carriers: [{ carrier_id: '1', price: '$1,234.50' }],
};

describe('productTypeFormErrors (spec 2 §5 product type form)', () => {
  it('accepts a title with an empty sku (generated on save) and a $ carrier price', () => {
    expect(productTypeFormErrors(valid)).toEqual({});
  });

  it('gives every empty section its message at once', () => {
    expect(
      productTypeFormErrors({
        title: ' ',
        sku: '',
        attributes: [],
        print_files: [],
        product_type_carriers: [],
      }),
    ).toEqual({
      title: M.titleRequired,
      sku: M.skuRequired,
      attributes: M.attributesRequired,
      print_files: M.printAreasRequired,
    });
  });

  it('refuses a long sku and one with special characters', () => {
    expect(productTypeFormErrors({ ...valid, sku: 'ABCDEFGH' }).sku).toBe(M.skuLength);
    expect(productTypeFormErrors({ ...valid, sku: 'AB-1' }).sku).toBe(M.skuInvalid);
    expect(productTypeFormErrors({ ...valid, sku: 'ab 12' }).sku).toBeUndefined();
  });

  it('wants an option on every attribute, each attribute once, a titled print area', () => {
    const noOption = { ...valid, attributes: [{ name: 'Color', slug: 'color', options: [] }] };
    expect(productTypeFormErrors(noOption).attributes).toBe(M.attributesRequired);
    const unnamed = { ...valid, attributes: [{ name: '', slug: '', options: [{ name: 'S' }] }] };
    expect(productTypeFormErrors(unnamed).attributes).toBe(M.attributesRequired);
    const twice = {
      ...valid,
      attributes: [...valid.attributes, { name: 'COLOR', slug: '', options: [{ name: 'Red' }] }],
    };
    expect(productTypeFormErrors(twice).attributes).toBe(M.attributeDuplicated);
    expect(productTypeFormErrors({ ...valid, print_files: [{ title: ' ' }] }).print_files).toBe(
      M.printAreasRequired,
    );
  });

  it('wants a chosen carrier with a price of at least 0', () => {
    const carriers = (price: string | number | null, carrier_id = '1') => ({
      ...valid,
      product_type_carriers: [{ carrier_id, price }],
    });
    expect(productTypeFormErrors(carriers('-1')).product_type_carriers).toBe(
      M.carrierPriceIncorrect,
    );
    expect(productTypeFormErrors(carriers(null)).product_type_carriers).toBe(
      M.carrierPriceIncorrect,
    );
    expect(productTypeFormErrors(carriers('abc')).product_type_carriers).toBe(
      M.carrierPriceIncorrect,
    );
    expect(productTypeFormErrors(carriers(0)).product_type_carriers).toBeUndefined();
    expect(productTypeFormErrors(carriers(5, '')).product_type_carriers).toBe(
      PRODUCT_TYPE_FORM_MESSAGES.carrierRequired,
    );
  });
});
