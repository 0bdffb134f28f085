import dayjs from 'dayjs';
import {
  DEFAULT_ORDER_FILTERS,
  orderListParams,
  toOrderFilter,
  withOrderRange,
} from './orderFilter';

const TODAY = dayjs('2026-11-25');

describe('the orders list range (spec 2 §2, §9: the last 7 days by default)', () => {
  it('sends the last 7 days when the address names no range', () => {
    const filter = toOrderFilter('internal', DEFAULT_ORDER_FILTERS, 1, null, TODAY);
    expect(filter).toMatchObject({ from: '2026-11-19', to: '2026-11-25' });
  });

  it("sends no dates for Any time, which the dashboard's links ask for with range=any", () => {
    const filters = orderListParams.read(new URLSearchParams('tab=ready&range=any'));
    expect(filters).toMatchObject({ tab: 'ready', range: 'any', from: null, to: null });
    const filter = toOrderFilter('internal', filters, 1, null, TODAY);
    expect(filter).not.toHaveProperty('from');
    expect(filter).not.toHaveProperty('to');
    expect(filter.status).toEqual(['ready']);
  });

  it("the picker's Any time keeps no dates in the address; a picked range drops range=any", () => {
    const anyTime = withOrderRange(DEFAULT_ORDER_FILTERS, { from: null, to: null });
    expect(orderListParams.write(anyTime).toString()).toBe('range=any');
    const picked = withOrderRange(anyTime, { from: '2026-11-01', to: '2026-11-10' });
    expect(orderListParams.write(picked).toString()).toBe('from=2026-11-01&to=2026-11-10');
    expect(toOrderFilter('internal', picked, 1, null, TODAY)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('an unknown range reads as the default', () => {
    expect(orderListParams.read(new URLSearchParams('range=forever')).range).toBe('default');
  });
});
