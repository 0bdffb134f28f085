import {
  TRANSFER_MESSAGES,
  TRANSFER_MAX_ORDERS,
  canTransferOrders,
  transferInputError,
} from './transfers';

const valid = { product_type_id: '3', from_supplier_id: '7', to_supplier_id: '8', order_amount: 5 };

describe('transferInputError (spec 2 §5 Transfer)', () => {
  it('needs the product type, both suppliers and a nonzero amount', () => {
    for (const missing of ['product_type_id', 'from_supplier_id', 'to_supplier_id'] as const) {
      expect(transferInputError({ ...valid, [missing]: '' })).toBe(TRANSFER_MESSAGES.required);
    }
    expect(transferInputError({ ...valid, order_amount: 0 })).toBe(TRANSFER_MESSAGES.required);
    expect(transferInputError({ ...valid, order_amount: '' })).toBe(TRANSFER_MESSAGES.required);
  });

  it('refuses the same supplier on both sides, in the spec’s words', () => {
    expect(transferInputError({ ...valid, to_supplier_id: '7' })).toBe(
      'Form supplier is not same to supplier',
    );
  });

  it('takes a whole, positive amount up to the limit', () => {
    expect(transferInputError(valid)).toBeNull();
    expect(transferInputError({ ...valid, order_amount: '12' })).toBeNull();
    for (const amount of [-1, 1.5, 'x', TRANSFER_MAX_ORDERS + 1]) {
      expect(transferInputError({ ...valid, order_amount: amount })).toBe(
        TRANSFER_MESSAGES.amountInvalid,
      );
    }
  });

  it('is the Administrator’s', () => {
    expect(canTransferOrders({ roles: ['Administrator'] })).toBe(true);
    expect(canTransferOrders({ roles: ['Supporter'] })).toBe(false);
  });
});
