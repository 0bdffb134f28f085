import { DTF_PARTNER_SUPPLIER_ID } from '../partners';
import type { UserRole } from '../roles';
import { ORDER_REFUSALS } from './messages';
import {
  ORDER_ACTIONS,
  checkOrderAction,
  orderActions,
  orderHeldActions,
  orderActorOf,
  resumeStatus,
  statusChangeAction,
  type OrderAction,
  type OrderActor,
  type OrderFacts,
} from './stateMachine';
import { ORDER_STATUSES, type OrderStatus } from './statuses';

/**
 * Spec 2 §4 (order statuses) with §6 (roles): every status x action x role against a matrix
 * written out by hand from the spec, one grid per role. Columns, left to right:
 *
 *   pending  pending_design  processing  ready  in_production  fulfilled  refunded  cancelled  error
 *
 * x = the action is offered and allowed, . = it is not. Each role acts on an order of its own: the
 * seller's current site, the supplier's assignment; staff on an order of the DTF partner supplier
 * (so DTF mapping can show). Every order is personalized with quantity 3, paused from processing,
 * without tracking, its product type active, paid a month before `now` (no hold).
 */
const MATRIX = {
  Administrator: `
    pause            . x x x . . . . .
    resume           x . . . . . . . .
    cancel           x x x x x . x . x
    enterPayment     . . x . . . . . .
    setProcessing    . x . . . . . . .
    setReady         . . x . . . . . x
    setInProduction  . . . x . . . . x
    setFulfilled     . . . . x . . . .
    split            x x x x . . . . x
    refresh          x x x x x x x x x
    addTracking      . . . . x x . . .
    editVariant      x x x x . . . . .
    editQuantity     x x x x . . . . .
    editCarrier      x x x . . . . . .
    dtfMapping       . . . x . . . . x
    editCustomerInfo x x x x x x x x x
    uploadPrintFile  x x x x . . x . x
    assignSupplier   x x x x . . . . x
    comment          x x x x x x x x x
    deleteOrder      x x x . . . . x x
    deleteOrderInfo  x x x x x x x x x
  `,
  Supporter: `
    pause            . x x x . . . . .
    resume           x . . . . . . . .
    cancel           x x x . . . . . .
    enterPayment     . . x . . . . . .
    setProcessing    . x . . . . . . .
    setReady         . . . . . . . . .
    setInProduction  . . . . . . . . .
    setFulfilled     . . . . . . . . .
    split            . . . . . . . . .
    refresh          . . . . . . . . .
    addTracking      . . . . x x . . .
    editVariant      . . . . . . . . .
    editQuantity     . . . . . . . . .
    editCarrier      . . . . . . . . .
    dtfMapping       . . . x . . . . x
    editCustomerInfo x x x x x x x x x
    uploadPrintFile  . . . . . . . . .
    assignSupplier   . . . . . . . . .
    comment          x x x x x x x x x
    deleteOrder      . . . . . . . . .
    deleteOrderInfo  . . . . . . . . .
  `,
  Seller: `
    pause            . x x . . . . . .
    resume           x . . . . . . . .
    cancel           x x x . . . . . .
    enterPayment     . . . . . . . . .
    setProcessing    . . . . . . . . .
    setReady         . . . . . . . . .
    setInProduction  . . . . . . . . .
    setFulfilled     . . . . . . . . .
    split            . . . . . . . . .
    refresh          . . . . . . . . .
    addTracking      . . . . . . . . .
    editVariant      x x x x . . . . .
    editQuantity     x x x x . . . . .
    editCarrier      x x x . . . . . .
    dtfMapping       . . . . . . . . .
    editCustomerInfo x x x x . . . . x
    uploadPrintFile  . . . x . . . . x
    assignSupplier   . . . . . . . . .
    comment          x x x x x x x x x
    deleteOrder      . . . . . . . . .
    deleteOrderInfo  . . . . . . . . .
  `,
  Supplier: `
    pause            . . . . . . . . .
    resume           . . . . . . . . .
    cancel           . . . . . . . . .
    enterPayment     . . . . . . . . .
    setProcessing    . . . . . . . . .
    setReady         . . . . . . . . .
    setInProduction  . . . . . . . . .
    setFulfilled     . . . . . . . . .
    split            . . . . . . . . .
    refresh          . . . . . . . . .
    addTracking      . . . . x . . . .
    editVariant      . . . . . . . . .
    editQuantity     . . . . . . . . .
    editCarrier      . . . . . . . . .
    dtfMapping       . . . . . . . . .
    editCustomerInfo . . . . . . . . .
    uploadPrintFile  . . . . . . . . .
    assignSupplier   . . . . . . . . .
    comment          . x . x x x x . x
    deleteOrder      . . . . . . . . .
    deleteOrderInfo  . . . . . . . . .
  `,
  'DTF partner supplier': `
    pause            . . . . . . . . .
    resume           . . . . . . . . .
    cancel           . . . . . . . . x
    enterPayment     . . . . . . . . .
    setProcessing    . . . . . . . . .
    setReady         . . . . . . . . x
    setInProduction  . . . x . . . . x
    setFulfilled     . . . . x . . . .
    split            . . . . . . . . .
    refresh          . . . . . . . . .
    addTracking      . . . . x . . . .
    editVariant      . . . . . . . . .
    editQuantity     . . . . . . . . .
    editCarrier      . . . . . . . . .
    dtfMapping       . . . x . . . . x
    editCustomerInfo . . . . . . . . .
    uploadPrintFile  . . . . . . . . .
    assignSupplier   . . . . . . . . .
    comment          . x . x x x x . x
    deleteOrder      . . . . . . . . .
    deleteOrderInfo  . . . . . . . . .
  `,
  Listing: `
    pause            . . . . . . . . .
    resume           . . . . . . . . .
    cancel           . . . . . . . . .
    enterPayment     . . . . . . . . .
    setProcessing    . . . . . . . . .
    setReady         . . . . . . . . .
    setInProduction  . . . . . . . . .
    setFulfilled     . . . . . . . . .
    split            . . . . . . . . .
    refresh          . . . . . . . . .
    addTracking      . . . . . . . . .
    editVariant      . . . . . . . . .
    editQuantity     . . . . . . . . .
    editCarrier      . . . . . . . . .
    dtfMapping       . . . . . . . . .
    editCustomerInfo . . . . . . . . .
    uploadPrintFile  . . . . . . . . .
    assignSupplier   . . . . . . . . .
    comment          . . . . . . . . .
    deleteOrder      . . . . . . . . .
    deleteOrderInfo  . . . . . . . . .
  `,
  Accounting: `
    pause            . . . . . . . . .
    resume           . . . . . . . . .
    cancel           . . . . . . . . .
    enterPayment     . . . . . . . . .
    setProcessing    . . . . . . . . .
    setReady         . . . . . . . . .
    setInProduction  . . . . . . . . .
    setFulfilled     . . . . . . . . .
    split            . . . . . . . . .
    refresh          . . . . . . . . .
    addTracking      . . . . . . . . .
    editVariant      . . . . . . . . .
    editQuantity     . . . . . . . . .
    editCarrier      . . . . . . . . .
    dtfMapping       . . . . . . . . .
    editCustomerInfo . . . . . . . . .
    uploadPrintFile  . . . . . . . . .
    assignSupplier   . . . . . . . . .
    comment          . . . . . . . . .
    deleteOrder      . . . . . . . . .
    deleteOrderInfo  . . . . . . . . .
  `,
} as const;
type Column = keyof typeof MATRIX;

/** What an allowed action leaves the order in (Resume: the fixture's paused_from). */
const RESULTS: Partial<Record<OrderAction, OrderStatus>> = {
  pause: 'pending',
  resume: 'processing',
  cancel: 'cancelled',
  enterPayment: 'ready',
  setProcessing: 'processing',
  setReady: 'ready',
  setInProduction: 'in_production',
  setFulfilled: 'fulfilled',
};

const NOW = '2026-03-01T12:00:00Z';
const SITE = 10;
const SELLER = 20;
const SUPPLIER = 55;

const ACTORS: Record<Column, OrderActor> = {
  Administrator: { id: 1, roles: ['Administrator'], isDtfPartner: false },
  Supporter: { id: 2, roles: ['Supporter'], isDtfPartner: false },
  Seller: { id: SELLER, roles: ['Seller'], isDtfPartner: false, currentSiteId: SITE },
  Supplier: { id: SUPPLIER, roles: ['Supplier'], isDtfPartner: false },
  'DTF partner supplier': {
    id: DTF_PARTNER_SUPPLIER_ID,
    roles: ['Supplier'],
    isDtfPartner: true,
  },
  Listing: { id: 3, roles: ['Listing'], isDtfPartner: false },
  Accounting: { id: 4, roles: ['Accounting'], isDtfPartner: false },
};

const orderOf = (column: Column, status: OrderStatus, more: Partial<OrderFacts> = {}) => ({
  id: 77,
  status,
  paused_from: 'processing' as const,
  personalized: true,
  quantity: 3,
  has_design: true,
  product_type_state: 'active' as const,
  site_id: SITE,
  seller_id: SELLER,
  supplier_id: column === 'Supplier' ? SUPPLIER : DTF_PARTNER_SUPPLIER_ID,
  has_tracking: false,
  created_at: '2026-01-31T08:00:00Z',
  paid_at: '2026-02-01T08:00:00Z',
  site_fulfill_role: false,
  ...more,
});

const grid = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map(([action, ...marks]) => [action, marks.join(' ')]),
  );

describe('order state machine (spec 2 §4, §6): every status x action x role', () => {
  test.each(Object.keys(MATRIX) as Column[])('the %s grid names every action once', (column) => {
    expect(Object.keys(grid(MATRIX[column]))).toEqual([...ORDER_ACTIONS]);
  });

  const rows = (Object.keys(MATRIX) as Column[]).flatMap((column) =>
    ORDER_ACTIONS.map((action) => [column, action] as const),
  );

  test.each(rows)('%s: %s', (column, action) => {
    const actor = ACTORS[column];
    const checks = ORDER_STATUSES.map((status) =>
      checkOrderAction(action, orderOf(column, status), actor, NOW),
    );
    expect(checks.map((c) => (c.ok ? 'x' : '.')).join(' ')).toBe(grid(MATRIX[column])[action]);
    for (const check of checks) {
      if (check.ok) expect(check.status).toBe(RESULTS[action]);
      else expect(check.reason).toEqual(expect.any(String));
    }
    // The menu offers exactly what the server allows.
    ORDER_STATUSES.forEach((status, i) => {
      expect(orderActions(orderOf(column, status), actor, NOW).includes(action)).toBe(
        checks[i]?.ok,
      );
    });
  });
});

describe('the stricter of two readings, both sides of the line', () => {
  const admin = ACTORS.Administrator;
  const seller = ACTORS.Seller;
  const supporter = ACTORS.Supporter;

  test('Pause for sellers: pending_design and processing yes, ready no (staff yes)', () => {
    expect(checkOrderAction('pause', orderOf('Seller', 'processing'), seller, NOW)).toEqual({
      ok: true,
      status: 'pending',
    });
    expect(checkOrderAction('pause', orderOf('Seller', 'ready'), seller, NOW)).toEqual({
      ok: false,
      reason: 'Pause is not available for Ready orders.',
    });
    expect(checkOrderAction('pause', orderOf('Seller', 'ready'), supporter, NOW).ok).toBe(true);
  });

  test("a paused product type stops the seller's pause and resume, not the staff's", () => {
    const paused = { product_type_state: 'paused' as const };
    for (const [action, status] of [
      ['pause', 'processing'],
      ['resume', 'pending'],
    ] as const) {
      expect(checkOrderAction(action, orderOf('Seller', status, paused), seller, NOW)).toEqual({
        ok: false,
        reason: ORDER_REFUSALS.productTypePaused,
      });
      expect(checkOrderAction(action, orderOf('Seller', status, paused), admin, NOW).ok).toBe(true);
    }
  });

  test('Cancel for non-admins: processing yes, ready no; the Administrator cancels ready', () => {
    for (const actor of [seller, supporter]) {
      expect(checkOrderAction('cancel', orderOf('Seller', 'processing'), actor, NOW)).toEqual({
        ok: true,
        status: 'cancelled',
      });
      expect(checkOrderAction('cancel', orderOf('Seller', 'ready'), actor, NOW)).toEqual({
        ok: false,
        reason: 'Cancel is not available for Ready orders.',
      });
    }
    expect(checkOrderAction('cancel', orderOf('Seller', 'ready'), admin, NOW).ok).toBe(true);
    expect(checkOrderAction('cancel', orderOf('Seller', 'fulfilled'), admin, NOW).ok).toBe(false);
  });

  test('Add Tracking for suppliers: in production without tracking yes, with tracking or fulfilled no', () => {
    const supplier = ACTORS.Supplier;
    expect(
      checkOrderAction('addTracking', orderOf('Supplier', 'in_production'), supplier, NOW),
    ).toEqual({
      ok: true,
    });
    expect(
      checkOrderAction(
        'addTracking',
        orderOf('Supplier', 'in_production', { has_tracking: true }),
        supplier,
        NOW,
      ),
    ).toEqual({ ok: false, reason: ORDER_REFUSALS.hasTracking });
    expect(
      checkOrderAction('addTracking', orderOf('Supplier', 'fulfilled'), supplier, NOW).ok,
    ).toBe(false);
    // Staff change a tracking afterwards, in production or fulfilled.
    expect(
      checkOrderAction(
        'addTracking',
        orderOf('Supplier', 'fulfilled', { has_tracking: true }),
        admin,
        NOW,
      ).ok,
    ).toBe(true);
  });

  test('print files: the lock beats "any status" for the Administrator', () => {
    for (const status of ['in_production', 'fulfilled', 'cancelled'] as const) {
      expect(checkOrderAction('uploadPrintFile', orderOf('Seller', status), admin, NOW)).toEqual({
        ok: false,
        reason: expect.stringContaining('Upload Designs is not available'),
      });
    }
    expect(
      checkOrderAction('uploadPrintFile', orderOf('Seller', 'processing'), admin, NOW).ok,
    ).toBe(true);
  });
});

describe('whose orders', () => {
  test("a seller acts only on their current site's orders, and only on their own site", () => {
    const seller = ACTORS.Seller;
    const refused = { ok: false, reason: ORDER_REFUSALS.notYourSite };
    expect(
      checkOrderAction('cancel', orderOf('Seller', 'processing', { site_id: 11 }), seller, NOW),
    ).toEqual(refused);
    expect(
      checkOrderAction('cancel', orderOf('Seller', 'processing', { seller_id: 21 }), seller, NOW),
    ).toEqual(refused);
    expect(
      checkOrderAction(
        'cancel',
        orderOf('Seller', 'processing'),
        { ...seller, currentSiteId: null },
        NOW,
      ),
    ).toEqual(refused);
    expect(orderActions(orderOf('Seller', 'processing', { site_id: 11 }), seller, NOW)).toEqual([]);
  });

  test('a supplier acts only on orders assigned to them, in the statuses they see', () => {
    const supplier = ACTORS.Supplier;
    expect(
      checkOrderAction(
        'addTracking',
        orderOf('Supplier', 'in_production', { supplier_id: 56 }),
        supplier,
        NOW,
      ),
    ).toEqual({ ok: false, reason: ORDER_REFUSALS.notAssigned });
    expect(
      checkOrderAction('addTracking', orderOf('Supplier', 'processing'), supplier, NOW),
    ).toEqual({
      ok: false,
      reason: ORDER_REFUSALS.notAssigned,
    });
  });

  test("the DTF partner's status buttons are for its own orders only", () => {
    const partner = ACTORS['DTF partner supplier'];
    expect(checkOrderAction('setInProduction', orderOf('Supplier', 'ready'), partner, NOW)).toEqual(
      { ok: false, reason: ORDER_REFUSALS.notAssigned },
    );
    // A Supplier whose id is not 193 is not the partner, whatever else it holds.
    expect(
      checkOrderAction('setInProduction', orderOf('Supplier', 'ready'), ACTORS.Supplier, NOW),
    ).toEqual({ ok: false, reason: ORDER_REFUSALS.notAllowed('In Production') });
  });

  test('DTF mapping is for orders of the DTF partner supplier only', () => {
    expect(
      checkOrderAction(
        'dtfMapping',
        orderOf('Administrator', 'ready', { supplier_id: 55 }),
        ACTORS.Administrator,
        NOW,
      ),
    ).toEqual({ ok: false, reason: 'Order 77 is not from Color Ecommerce.' });
  });

  test('nobody signed out, no roles, an unknown action', () => {
    const order = orderOf('Administrator', 'processing');
    expect(orderActions(order, null, NOW)).toEqual([]);
    expect(orderActions(order, { id: 9, roles: [], isDtfPartner: false }, NOW)).toEqual([]);
    expect(checkOrderAction('pause', order, undefined, NOW)).toEqual({
      ok: false,
      reason: ORDER_REFUSALS.notAllowed('Pause'),
    });
    expect(checkOrderAction('delete', order, ACTORS.Administrator, NOW)).toEqual({
      ok: false,
      reason: ORDER_REFUSALS.unknownAction,
    });
  });

  test('an actor with two roles may act in either', () => {
    const both: OrderActor = { ...ACTORS.Seller, roles: ['Seller', 'Supporter'] };
    // Not their site, but the Supporter pauses any order.
    expect(
      checkOrderAction('pause', orderOf('Seller', 'ready', { site_id: 11 }), both, NOW).ok,
    ).toBe(true);
    // Neither role edits the variant of another site's order: the first role's reason.
    expect(
      checkOrderAction('editVariant', orderOf('Seller', 'ready', { site_id: 11 }), both, NOW),
    ).toEqual({ ok: false, reason: ORDER_REFUSALS.notYourSite });
  });
});

describe('split, resume and the forced statuses', () => {
  const admin = ACTORS.Administrator;

  test.each([
    [true, 2, true],
    [true, 1, false],
    [false, 3, false],
  ])('split: personalized %s, quantity %i -> %s', (personalized, quantity, ok) => {
    expect(
      checkOrderAction(
        'split',
        orderOf('Administrator', 'processing', { personalized, quantity }),
        admin,
        NOW,
      ),
    ).toEqual(ok ? { ok: true } : { ok: false, reason: ORDER_REFUSALS.notPersonalizedMultiple });
  });

  test.each([
    ['ready', true, 'ready'],
    ['pending_design', true, 'pending_design'],
    [null, false, 'pending_design'],
    [null, true, 'processing'],
    // Only a status Pause acts from is a place to return to.
    ['fulfilled', true, 'processing'],
  ] as const)(
    'resume from paused_from %s (designs %s) -> %s',
    (paused_from, has_design, status) => {
      expect(resumeStatus({ paused_from, has_design })).toBe(status);
      expect(
        checkOrderAction(
          'resume',
          orderOf('Administrator', 'pending', { paused_from, has_design }),
          admin,
          NOW,
        ),
      ).toEqual({ ok: true, status });
    },
  );

  test.each([
    ['processing', 'setProcessing'],
    ['ready', 'setReady'],
    ['in_production', 'setInProduction'],
    ['fulfilled', 'setFulfilled'],
    ['cancelled', null],
    ['pending', null],
    ['shipped', null],
    [undefined, null],
    // A caller's name is looked up among the table's own keys, never what every object inherits.
    ['constructor', null],
    ['__proto__', null],
    ['toString', null],
  ])('updateOrderStatus to %s is %s', (status, action) => {
    expect(statusChangeAction(status)).toBe(action);
  });
});

describe('the 24-hour hold after payment (spec 1 §4)', () => {
  const admin = ACTORS.Administrator;
  const paid = '2026-03-01T08:00:00Z';

  test.each([
    ['enterPayment', 'processing'],
    ['setReady', 'processing'],
    ['setInProduction', 'ready'],
    ['setFulfilled', 'in_production'],
  ] as const)('%s from %s waits for the hold, then goes', (action, status) => {
    const held = orderOf('Administrator', status, { paid_at: paid });
    expect(checkOrderAction(action, held, admin, '2026-03-02T07:59:59Z')).toEqual({
      ok: false,
      reason: ORDER_REFUSALS.held('02 Mar 2026, 08:00:00 UTC'),
    });
    expect(checkOrderAction(action, held, admin, '2026-03-02T08:00:00Z').ok).toBe(true);
    expect(
      checkOrderAction(action, { ...held, site_fulfill_role: true }, admin, '2026-03-01T08:00:01Z')
        .ok,
    ).toBe(true);
  });

  test('the hold does not stop pausing, editing or cancelling: that is what it is for', () => {
    const held = orderOf('Seller', 'processing', { paid_at: paid });
    expect(orderActions(held, ACTORS.Seller, '2026-03-01T09:00:00Z')).toEqual([
      'pause',
      'cancel',
      'editVariant',
      'editQuantity',
      'editCarrier',
      'editCustomerInfo',
      'comment',
    ]);
    expect(orderActions(held, admin, '2026-03-01T09:00:00Z')).not.toContain('enterPayment');
  });

  test('the held actions are those the hold alone blocks, with when it ends', () => {
    const held = orderOf('Administrator', 'processing', { paid_at: paid });
    expect(orderHeldActions(held, admin, '2026-03-01T09:00:00Z')).toEqual({
      actions: ['enterPayment', 'setReady'],
      until: new Date('2026-03-02T08:00:00Z'),
    });
    // Nothing held once the hold ends, on a Fulfill role site, or for a role without the action.
    expect(orderHeldActions(held, admin, '2026-03-02T08:00:00Z')).toBeNull();
    expect(
      orderHeldActions({ ...held, site_fulfill_role: true }, admin, '2026-03-01T09:00:00Z'),
    ).toBeNull();
    const sellers = orderOf('Seller', 'processing', { paid_at: paid });
    expect(orderHeldActions(sellers, ACTORS.Seller, '2026-03-01T09:00:00Z')).toBeNull();
  });

  test('without a paid time the hold counts from created_at', () => {
    const order = orderOf('Administrator', 'processing', {
      paid_at: null,
      created_at: '2026-03-01T00:00:00Z',
    });
    expect(checkOrderAction('setReady', order, admin, '2026-03-01T23:00:00Z').ok).toBe(false);
    expect(checkOrderAction('setReady', order, admin, '2026-03-02T00:00:00Z').ok).toBe(true);
  });
});

describe('orderActorOf', () => {
  test.each([
    [DTF_PARTNER_SUPPLIER_ID, 'Supplier', true],
    [String(DTF_PARTNER_SUPPLIER_ID), 'Supplier', true],
    [55, 'Supplier', false],
    [DTF_PARTNER_SUPPLIER_ID, 'Seller', false],
  ] as const)('user %s with role %s is the DTF partner: %s', (id, role, partner) => {
    expect(orderActorOf({ id, roles: [role as UserRole] }, 7)).toEqual({
      id,
      roles: [role],
      isDtfPartner: partner,
      currentSiteId: 7,
    });
  });
});
