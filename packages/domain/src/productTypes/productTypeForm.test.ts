import {
  PRODUCT_TYPE_MESSAGES as M,
  productTypeAddressError,
  productTypeAddressErrors,
  productTypeFormErrors,
  productTypeSaveCheck,
  type ProductTypeSaveValues,
} from '../index';
import { tshirt } from '../../test/productTypeFixtures';

const check = (overrides: Partial<ProductTypeSaveValues>) =>
  productTypeSaveCheck({ ...tshirt(), ...overrides });

describe('product type form save (spec 2 §5)', () => {
  it('has the messages word for word', () => {
    expect(M.titleRequired).toBe('Please input title');
    expect(M.skuRequired).toBe('Please input sku');
    expect(M.printAreasRequired).toBe('Print Areas is required');
    expect(M.attributesRequired).toBe('Attributes is required');
    expect([M.created, M.updated]).toEqual([
      'Product type has been created',
      'Product type has been updated',
    ]);
    expect([M.cloneSuccess, M.deleteSuccess, M.somethingWrong]).toEqual([
      'Clone success',
      'Delete success',
      'Something wrong!',
    ]);
    expect([M.paused, M.resumed]).toEqual([
      'Product Type has been paused',
      'Product Type has been resumed',
    ]);
  });

  it.each([
    ['no title', { title: '  ' }, M.titleRequired],
    ['no sku and a title of symbols', { sku: '', title: '★★★★★★★★' }, M.skuRequired],
    ['a sku too long', { sku: 'abcdefgh' }, M.skuLength],
    ['a sku with a special character', { sku: 'TS-U' }, M.skuInvalid],
    ['no print area', { print_files: [] }, M.printAreasRequired],
    ['no attribute', { attributes: [] }, M.attributesRequired],
    [
      'an attribute without options',
      {
        attributes: [
          { name: 'Color', slug: 'color', options: [{ name: 'Red' }] },
          { name: 'Size', slug: 'size', options: [] },
        ],
      },
      M.attributesRequired,
    ],
    [
      'an attribute with only a blank option',
      { attributes: [{ name: 'Size', slug: 'size', options: [{ name: ' ' }] }] },
      M.attributesRequired,
    ],
    [
      'an attribute twice',
      {
        attributes: [
          { name: 'Color', slug: 'color', options: [{ name: 'Red' }] },
          { name: 'Colour', slug: 'Color ', options: [{ name: 'Blue' }] },
        ],
      },
      M.attributeDuplicated,
    ],
    [
      'a negative carrier price',
      { product_type_carriers: [{ carrier_id: 'c1', price: -1, default: true }] },
      M.carrierPriceIncorrect,
    ],
    [
      'a carrier price that is no number',
      { product_type_carriers: [{ carrier_id: 'c1', price: Number.NaN, default: true }] },
      M.carrierPriceIncorrect,
    ],
  ] as [string, Partial<ProductTypeSaveValues>, string][])('%s: %p', (_, overrides, message) => {
    expect(check(overrides)).toEqual({ error: message, values: null });
  });

  // Issue 23 §11: spec 2 §4's one default carrier is refused, not silently chosen for the caller.
  it('refuses two default carriers', () => {
    const result = check({
      product_type_carriers: [
        { carrier_id: 'c1', price: 0, default: true },
        { carrier_id: 'c2', price: 3, default: true },
      ],
    });
    expect(result.error).toBe(M.carrierDefaultTwice);
  });

  it('saves the values cleaned and with one default print area and carrier', () => {
    const result = check({
      title: '  Tote Bag ',
      sku: '',
      mockup: ' https://example.com/ mockup.png ',
      print_files: [
        { title: 'Front', default: false },
        { title: 'Back', default: false },
      ],
      product_type_carriers: [
        { carrier_id: 'c1', price: 0, default: false },
        { carrier_id: 'c2', price: 3, default: false },
      ],
    });
    expect(result.error).toBeNull();
    expect(result.values).toMatchObject({
      title: 'Tote Bag',
      sku: 'TB',
      mockup: 'https://example.com/mockup.png',
      dpl: 0,
      print_files: [
        { title: 'Front', default: true },
        { title: 'Back', default: false },
      ],
      product_type_carriers: [
        { carrier_id: 'c1', price: 0, default: true },
        { carrier_id: 'c2', price: 3, default: false },
      ],
    });
  });

  it('keeps a typed sku, cleaned, and a set dpl; no carriers is fine', () => {
    const result = check({ sku: ' ts u ', dpl: 300, product_type_carriers: [] });
    expect(result.values).toMatchObject({ sku: 'TSU', dpl: 300, product_type_carriers: [] });
  });
});

// Issue 23 §10: a type saved before the rule may hold an address that is not http(s); the form
// says which one, beside its field.
describe('product type addresses', () => {
  it('names each address that cannot be stored by its field, the image by its place', () => {
    const draft = {
      title: 'Tee',
      attributes: [{ name: 'Size', options: [{ name: 'S' }] }],
      print_files: [
        { title: 'Front', mockup: '/files/uploads/front.png' },
        { title: 'Back', mockup: 'javascript:alert(1)' },
      ],
      mockup: 'www.example.com/a.png',
      link_template: 'https://templates.example.com/tee.psd',
      images: ['https://cdn.example.com/a.png', 'data:image/png;base64,AAAA'],
    };
    const expected = {
      mockup: M.addressInvalid('Mockup Link'),
      images: M.addressInvalid('Image 2'),
      print_files: M.addressInvalid('Mockup of Back'),
    };
    expect(productTypeAddressErrors(draft)).toEqual(expected);
    expect(productTypeFormErrors(draft)).toEqual(expected);
    expect(productTypeAddressError(draft)).toBe(expected.mockup);
    expect(productTypeAddressError({ ...draft, mockup: '', images: [], print_files: [] })).toBe(
      null,
    );
  });
});
