import {
  ORDER_SEARCH_FIELD_LABELS,
  isOrderSearchField,
  orderSearchFields,
} from './orderSearchFields';

describe('order search fields (spec 2 §2)', () => {
  test.each([
    ['internal', 'all origin_id origin_number amazon_order_id id method_title sku customer_email'],
    ['seller', 'all origin_id origin_number amazon_order_id id method_title sku customer_email'],
    ['supplier', 'all origin_id origin_number amazon_order_id id sku customer_email'],
  ] as const)('the %s view searches %s', (view, fields) => {
    expect(orderSearchFields(view).join(' ')).toBe(fields);
    for (const field of orderSearchFields(view))
      expect(ORDER_SEARCH_FIELD_LABELS[field]).toBeTruthy();
  });

  test.each([
    ['supplier', 'method_title', false],
    ['seller', 'method_title', true],
    ['internal', 'customer_email', true],
    ['internal', 'password', false],
    ['internal', undefined, false],
  ] as const)('%s searching by %p: %s', (view, field, ok) => {
    expect(isOrderSearchField(view, field)).toBe(ok);
  });
});
