import { orderHoldHours } from '../siteSettings';
import { ORDER_HOLD_HOURS, isOrderHeld, orderHeldUntil } from './hold';

describe('the 24-hour hold after payment (spec 1 §4, §9)', () => {
  test('is 24 hours, none with the Fulfill role', () => {
    expect(ORDER_HOLD_HOURS).toBe(24);
    expect(orderHoldHours(false)).toBe(24);
    expect(orderHoldHours(true)).toBe(0);
  });

  test.each([
    // paid_at, created_at, fulfill role, held until
    ['2026-03-01T08:00:00Z', '2026-02-28T00:00:00Z', false, '2026-03-02T08:00:00.000Z'],
    [null, '2026-02-28T00:00:00Z', false, '2026-03-01T00:00:00.000Z'],
    [undefined, '2026-02-28T00:00:00Z', false, '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T08:00:00Z', '2026-02-28T00:00:00Z', true, null],
    [null, 'not a date', false, null],
  ] as const)(
    'paid %s, created %s, Fulfill role %s: held until %s',
    (paid_at, created_at, role, until) => {
      expect(orderHeldUntil({ paid_at, created_at }, role)?.toISOString() ?? null).toBe(until);
    },
  );

  test.each([
    ['2026-03-01T08:00:00Z', false, true],
    ['2026-03-02T07:59:59.999Z', false, true],
    ['2026-03-02T08:00:00Z', false, false],
    ['2026-03-05T00:00:00Z', false, false],
    ['2026-03-01T09:00:00Z', true, false],
  ] as const)('at %s with Fulfill role %s the order is held: %s', (now, fulfill_role, held) => {
    const order = { created_at: '2026-02-01T00:00:00Z', paid_at: '2026-03-01T08:00:00Z' };
    expect(isOrderHeld(order, { fulfill_role }, now)).toBe(held);
  });

  test('asked again, answers the same end, each time a Date of its own', () => {
    const order = { created_at: '2026-02-01T00:00:00Z', paid_at: '2026-03-01T08:00:00Z' };
    const first = orderHeldUntil(order, false)!;
    first.setFullYear(1999);
    expect(orderHeldUntil(order, false)?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(orderHeldUntil(order, true)).toBeNull();
    const asDate = { created_at: new Date('2026-03-01T08:00:00Z') };
    expect(orderHeldUntil(asDate, false)?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(isOrderHeld(asDate, null, new Date('2026-03-02T07:59:59.999Z').getTime())).toBe(true);
  });

  test('a site without settings keeps the hold', () => {
    expect(isOrderHeld({ created_at: '2026-03-01T08:00:00Z' }, null, '2026-03-01T09:00:00Z')).toBe(
      true,
    );
  });
});
