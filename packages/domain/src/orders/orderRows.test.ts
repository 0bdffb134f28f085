import { ORDER_ROW_MESSAGES as R, orderRowErrors, type OrderRowInput } from './orderRows';

const ROW: OrderRowInput = {
  orderNumber: '1001',
  variantId: '12',
  shippingMethod: 'Standard',
  quantity: '2',
  lastName: 'Byron',
  address1: '12 Analytical Row',
  zipCode: 'N1 7AA',
  countryCode: 'GB',
  city: 'London',
  state: 'London',
};

describe('order rows (spec 2 §5 Order CSV import)', () => {
  test('a complete row passes', () => {
    expect(orderRowErrors(ROW)).toEqual([]);
  });

  test("every empty required field, in §5's order and words", () => {
    expect(orderRowErrors({ ...ROW, lastName: ' ', city: null, orderNumber: '' })).toEqual([
      { field: 'orderNumber', message: "The field 'Order Number' cannot be empty." },
      { field: 'lastName', message: "The field 'Last Name' cannot be empty." },
      { field: 'city', message: "The field 'City' cannot be empty." },
    ]);
  });

  test('quantity at least 1, a variant id a number, up to 6 designs with addresses', () => {
    expect(orderRowErrors({ ...ROW, quantity: '0' })).toEqual([
      { field: 'quantity', message: R.quantity },
    ]);
    expect(orderRowErrors({ ...ROW, variantId: 'TEE-M' })).toEqual([
      { field: 'variantId', message: R.variantId },
    ]);
    const design = { name: 'Front', design_link: 'https://files.example/front.png' };
    expect(orderRowErrors({ ...ROW, designs: Array(7).fill(design) })).toEqual([
      { field: 'designs', message: R.tooManyDesigns },
    ]);
    expect(orderRowErrors({ ...ROW, designs: [{ name: '', design_link: 'ftp://x' }] })).toEqual([
      { field: 'designs', message: R.designLink('Design_1') },
    ]);
    expect(R.done(3, 1)).toBe('Done: 3, failed: 1, view in import history.');
  });
});
