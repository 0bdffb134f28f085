import {
  CUSTOMER_FORM_MESSAGES as M,
  CUSTOMER_LABEL_LIMITS,
  cleanLabels,
  customerFormErrors,
  firstCustomerFormError,
} from './customerForm';
import { CUSTOMER_INFO_LIMITS } from './customerInfo';
import { canEditCustomer } from './customerEdit';

const valid = { first_name: 'Ann', email: 'ann@example.com', tags: ['VIP'], lists: ['News'] };

describe('customerFormErrors', () => {
  it('accepts a customer with a first name only, or with every field', () => {
    expect(customerFormErrors({ first_name: 'Ann' })).toEqual({});
    expect(
      customerFormErrors({
        ...valid,
        last_name: 'Lee',
        phone: '+1 555 0100',
        company: 'Acme',
        address1: '1 Main St',
        address2: 'Unit 2',
        country: 'United States',
        city: 'Austin',
        zip: '73301',
      }),
    ).toEqual({});
  });

  it('requires the first name in the words of §5', () => {
    expect(customerFormErrors({ first_name: '  ' })).toEqual({
      first_name: 'Please input first name',
    });
  });

  it('checks the e-mail only when one is given', () => {
    expect(customerFormErrors({ first_name: 'Ann', email: '' })).toEqual({});
    expect(customerFormErrors({ first_name: 'Ann', email: 'ann@' }).email).toBe(
      'Email is not valid',
    );
  });

  it('bounds each text', () => {
    const long = 'x'.repeat(CUSTOMER_INFO_LIMITS.textMax + 1);
    expect(customerFormErrors({ first_name: 'Ann', company: long }).company).toBe(
      'Company is too long (at most 255 characters).',
    );
    expect(
      customerFormErrors({
        first_name: 'Ann',
        phone: '1'.repeat(CUSTOMER_INFO_LIMITS.phoneMax + 1),
      }).phone,
    ).toBe('Phone is too long (at most 50 characters).');
  });

  it('bounds tags and lists: how many, how long, each once', () => {
    const many = Array.from({ length: CUSTOMER_LABEL_LIMITS.max + 1 }, (_, i) => `t${i}`);
    expect(customerFormErrors({ first_name: 'A', tags: many }).tags).toBe(
      'At most 20 tags per customer',
    );
    expect(customerFormErrors({ first_name: 'A', lists: ['x'.repeat(51)] }).lists).toBe(
      'List is too long (at most 50 characters).',
    );
    expect(customerFormErrors({ first_name: 'A', tags: ['VIP', ' vip '] }).tags).toBe(
      'Tag "vip" is already added',
    );
    expect(M.labelDuplicate('List', 'News')).toBe('List "News" is already added');
  });

  it('reports the first broken rule in the order of §2', () => {
    expect(firstCustomerFormError({ first_name: '', email: 'bad', tags: ['a', 'a'] })).toBe(
      'Tag "a" is already added',
    );
    expect(firstCustomerFormError(valid)).toBeNull();
  });

  it('trims labels and drops blanks', () => {
    expect(cleanLabels([' VIP ', '', '  '])).toEqual(['VIP']);
    expect(cleanLabels(null)).toEqual([]);
  });
});

describe('canEditCustomer', () => {
  it('is the Administrator only', () => {
    expect(canEditCustomer({ roles: ['Administrator'] })).toBe(true);
    for (const role of ['Supporter', 'Seller', 'Supplier', 'Listing', 'Accounting']) {
      expect(canEditCustomer({ roles: [role] })).toBe(false);
    }
    expect(canEditCustomer(null)).toBe(false);
  });
});
