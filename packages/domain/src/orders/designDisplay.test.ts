import { orderDesignDisplay, orderHasDesign, orderPartnerError } from './designDisplay';
import type { OrderStatus } from './statuses';

const VIEW = { kind: 'view', label: 'View' };
const UPLOAD = { kind: 'upload', label: 'Upload' };
const LOADING = {
  kind: 'loading',
  label: 'Loading...',
  tip: 'Designs is downloading, you can upload new designs on Ready status',
};

describe('design display (spec 2 §4)', () => {
  test.each([
    // personalized, order's design_status, variant's design_status, status, shown
    [true, 'done', null, 'ready', VIEW],
    [true, null, 'done', 'ready', UPLOAD],
    [false, null, 'done', 'ready', VIEW],
    [false, 'done', null, 'processing', UPLOAD],
    [false, null, '', 'error', UPLOAD],
    [false, null, true, 'pending_design', VIEW],
    [false, null, null, 'pending_design', LOADING],
    [true, false, 'done', 'pending_design', LOADING],
  ] as const)(
    'personalized %s, order %p, variant %p, %s -> %o',
    (personalized, design_status, variant_design_status, status, shown) => {
      const order = { personalized, design_status, variant_design_status, status };
      expect(orderDesignDisplay(order)).toEqual(shown);
      expect(orderHasDesign(order)).toBe(shown === VIEW);
    },
  );

  test.each([
    ['error', ['Out of stock', 'Second'], 'Out of stock'],
    ['error', [], null],
    ['error', null, null],
    ['error', [''], null],
    ['ready', ['Out of stock'], null],
  ] as const)('%s with partner_error %j shows %p', (status, partner_error, shown) => {
    expect(
      orderPartnerError({ status: status as OrderStatus, personalized: false, partner_error }),
    ).toBe(shown);
  });
});
