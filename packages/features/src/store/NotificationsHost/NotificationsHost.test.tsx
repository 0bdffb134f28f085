import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { notify, selectNotifications } from '../notifications';

describe('NotificationsHost', () => {
  it('shows what is notified and forgets it once closed', async () => {
    const { store } = renderWithProviders(<p>Page</p>);
    act(() => {
      store.dispatch(notify({ type: 'success', message: 'Approve success!' }));
      store.dispatch(notify({ type: 'error', message: 'Something wrong!' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Approve success!');
    expect(screen.getByRole('alert')).toHaveTextContent('Something wrong!');

    const [firstClose] = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(firstClose!);
    await waitFor(() => expect(selectNotifications(store.getState())).toHaveLength(1));
    expect(screen.queryByText('Approve success!')).not.toBeInTheDocument();
  });

  it('lets a toast dismiss itself after its time', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<p>Page</p>);
      act(() => {
        store.dispatch(notify({ type: 'info', message: 'Saved', duration: 1000 }));
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(selectNotifications(store.getState())).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
