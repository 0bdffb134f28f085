import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { OrderActivitiesDrawer } from './OrderActivitiesDrawer';

const logs = [
  { id: 2, created_at: '2026-03-03T10:02:45', message: 'Order has been resumed' },
  { id: 1, created_at: '2026-03-02T09:15:00', message: 'Order has been paused' },
];

describe('OrderActivitiesDrawer', () => {
  it('lists each log with its date, and offers Load more only while some are left', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderWithTheme(
      <OrderActivitiesDrawer
        open
        onClose={jest.fn()}
        orderId={5}
        logs={logs}
        total={3}
        onLoadMore={onLoadMore}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '03 Mar 2026, 10:02:45Order has been resumed',
      '02 Mar 2026, 09:15:00Order has been paused',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <OrderActivitiesDrawer
        open
        onClose={jest.fn()}
        orderId={5}
        logs={logs}
        total={2}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
