import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { PRODUCT_TYPE_FORM_MESSAGES, productTypeFormSchema } from './productTypeFormSchema';

const valid = {
  title: 'Classic T-Shirt',
  sku: '',
  attributes: [{ name: 'Color', slug: 'color', options: [{ name: 'Black' }] }],
  print_files: [{ title: 'Front' }],
  product_type_carriers: [{ carrier_id: '1', price: '$1,234.50' }],
};

async function errors(values: object): Promise<Record<string, string>> {
  try {
    await productTypeFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

describe('productTypeFormSchema (spec 2 §5 product type form)', () => {
  it('accepts a title with an empty sku (generated on save) and a $ carrier price', async () => {
    expect(await errors(valid)).toEqual({});
  });

  it('gives every empty section its message at once', async () => {
    expect(
      await errors({
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

  it('refuses a long sku and one with special characters', async () => {
    expect((await errors({ ...valid, sku: 'ABCDEFGH' })).sku).toBe(M.skuLength);
    expect((await errors({ ...valid, sku: 'AB-1' })).sku).toBe(M.skuInvalid);
    expect((await errors({ ...valid, sku: 'ab 12' })).sku).toBeUndefined();
  });

  it('wants an option on every attribute, each attribute once, a titled print area', async () => {
    const noOption = { ...valid, attributes: [{ name: 'Color', slug: 'color', options: [] }] };
    expect((await errors(noOption)).attributes).toBe(M.attributesRequired);
    const twice = { ...valid, attributes: [...valid.attributes, ...valid.attributes] };
    expect((await errors(twice)).attributes).toBe(M.attributeDuplicated);
    expect((await errors({ ...valid, print_files: [{ title: '' }] })).print_files).toBe(
      M.printAreasRequired,
    );
  });

  it('wants a chosen carrier with a price of at least 0', async () => {
    const carriers = (price: unknown, carrier_id = '1') => ({
      ...valid,
      product_type_carriers: [{ carrier_id, price }],
    });
    expect((await errors(carriers('-1'))).product_type_carriers).toBe(M.carrierPriceIncorrect);
    expect((await errors(carriers(''))).product_type_carriers).toBe(M.carrierPriceIncorrect);
    expect((await errors(carriers(0))).product_type_carriers).toBeUndefined();
    expect((await errors(carriers(5, ''))).product_type_carriers).toBe(
      PRODUCT_TYPE_FORM_MESSAGES.carrierRequired,
    );
  });
});
