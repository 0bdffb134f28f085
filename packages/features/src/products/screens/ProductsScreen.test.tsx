import { productListParams } from './listParams';
import { toProductFilter } from './ProductsScreen';

// The screen's states and actions are its stories (ProductsScreen.stories.tsx, in Chromium); here
// the call it makes for the filters in force and how those live in the address.

describe('the products call', () => {
  const none = { siteId: null, productTypeId: null, search: '' };

  it('asks for a page of 20 from the page number', () => {
    expect(toProductFilter(none, 3, null)).toEqual({ limit: 20, offset: 40 });
  });

  it("narrows to a Seller's current site, whatever the address says", () => {
    expect(toProductFilter({ ...none, siteId: '21' }, 1, '11')).toMatchObject({
      site_ids: ['11'],
    });
  });

  it("sends staff's site, product type and search", () => {
    expect(toProductFilter({ siteId: '12', productTypeId: '2', search: 'tee' }, 1, null)).toEqual({
      limit: 20,
      offset: 0,
      site_ids: ['12'],
      product_type_ids: ['2'],
      search: 'tee',
    });
  });
});

describe('the address', () => {
  it('keeps the filters and the page, and drops what is not an id', () => {
    const params = productListParams.write({ siteId: '12', productTypeId: '2', search: 'tee' }, 2);
    expect(params.toString()).toBe('site=12&type=2&search=tee&page=2');
    expect(productListParams.read(new URLSearchParams('site=x&type=2'))).toEqual({
      siteId: null,
      productTypeId: '2',
      search: '',
    });
  });
});
