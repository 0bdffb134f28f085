import {
  CUSTOMER_INFO_LIMITS,
  ORDER_QUANTITY_MAX,
  customerInfoErrors,
  orderQuantityError,
  type CustomerInfoInput,
} from './customerInfo';

const valid: CustomerInfoInput = {
  customer: { first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '+1 555 0100' },
  shipping: {
    first_name: 'Ana',
    last_name: 'Lee',
    address1: '1 Main St',
    city: 'Austin',
    state_code: 'TX',
    country_code: 'US',
    zip: '73301',
  },
};

describe('customer info (spec 2 §5)', () => {
  test('accepts a filled form; last name, email, phone, address2 and city are optional', () => {
    expect(customerInfoErrors(valid)).toEqual({});
    expect(
      customerInfoErrors({
        customer: { first_name: 'Ana' },
        shipping: { ...valid.shipping, last_name: '', city: null },
      }),
    ).toEqual({});
  });

  test('an empty form gets every required message of §5, word for word', () => {
    expect(customerInfoErrors({})).toEqual({
      'customer.first_name': 'Please input first name',
      'shipping.first_name': 'Please input first name',
      'shipping.address1': 'Please enter address',
      'shipping.state_code': 'Please enter state code',
      'shipping.country_code': 'Please enter country code',
      'shipping.zip': 'Please enter zip code',
    });
  });

  test.each([
    ['shipping', 'address1', 'Please enter address'],
    ['shipping', 'zip', 'Please enter zip code'],
    ['customer', 'first_name', 'Please input first name'],
  ] as const)('only spaces in %s.%s is empty', (group, field, message) => {
    const input = { ...valid, [group]: { ...valid[group], [field]: '   ' } };
    expect(customerInfoErrors(input)).toEqual({ [`${group}.${field}`]: message });
  });

  test.each([
    [
      'shipping',
      'address1',
      CUSTOMER_INFO_LIMITS.textMax,
      'Address is too long (at most 255 characters).',
    ],
    [
      'shipping',
      'company',
      CUSTOMER_INFO_LIMITS.textMax,
      'Company is too long (at most 255 characters).',
    ],
    [
      'customer',
      'phone',
      CUSTOMER_INFO_LIMITS.phoneMax,
      'Phone is too long (at most 50 characters).',
    ],
  ] as const)(
    '%s.%s: %i characters are fine, one more is refused',
    (group, field, max, message) => {
      const at = { ...valid, [group]: { ...valid[group], [field]: 'a'.repeat(max) } };
      expect(customerInfoErrors(at)).toEqual({});
      const over = { ...valid, [group]: { ...valid[group], [field]: 'a'.repeat(max + 1) } };
      expect(customerInfoErrors(over)).toEqual({ [`${group}.${field}`]: message });
    },
  );

  test('a typed e-mail must look like one', () => {
    expect(
      customerInfoErrors({ ...valid, customer: { ...valid.customer, email: 'ana@' } }),
    ).toEqual({ 'customer.email': 'Email is not valid' });
  });
});

describe('order quantity (spec 2 §5, §9)', () => {
  test.each([
    [1, null],
    [3, null],
    ['12', null],
    [ORDER_QUANTITY_MAX, null],
    [0, 'Quantity must be at least 1'],
    [-2, 'Quantity must be at least 1'],
    ['', 'Quantity must be at least 1'],
    [null, 'Quantity must be at least 1'],
    ['two', 'Quantity must be at least 1'],
    [1.5, 'Quantity must be a whole number'],
    [ORDER_QUANTITY_MAX + 1, 'Quantity must be at most 10,000'],
  ])('%p -> %p', (value, message) => {
    expect(orderQuantityError(value)).toBe(message);
  });
});
