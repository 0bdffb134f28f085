import {
  ORDER_BULK_EDIT_MAX,
  ORDER_COMMENT_MAX,
  ORDER_COMMENT_MESSAGES as M,
  ORDER_EDIT_MESSAGES as E,
  orderCommentError,
} from './edits';

describe('orderCommentError', () => {
  test.each([
    ['', M.required],
    ['   \n\t', M.required],
    [null, M.required],
    [42, M.required],
    ['x'.repeat(ORDER_COMMENT_MAX + 1), M.tooLong],
  ])('%j is refused', (value, message) => {
    expect(orderCommentError(value)).toBe(message);
  });

  test('1 to 2,000 characters after trimming are accepted', () => {
    expect(orderCommentError('a')).toBeNull();
    expect(orderCommentError(`  ${'x'.repeat(ORDER_COMMENT_MAX)}  `)).toBeNull();
  });

  test('the bound is said in the message', () => {
    expect(M.tooLong).toBe('Comment is too long (at most 2,000 characters).');
  });
});

describe('order edit refusals', () => {
  test('name the order by its display id', () => {
    expect(E.supplierNotOfType(123)).toBe(
      'The supplier does not supply the product type of order N000123',
    );
    expect(E.carrierNotOfType('UPS', 7)).toBe(
      'Carrier UPS is not a carrier of order N000007, Please select carrier again!',
    );
    expect(E.carrierPriceChanged('UPS', '$4.50')).toBe(
      'The price of carrier UPS has changed to $4.50, Please select carrier again!',
    );
    expect(E.tooManyOrders).toBe(`Select at most ${ORDER_BULK_EDIT_MAX} orders at once`);
  });
});
