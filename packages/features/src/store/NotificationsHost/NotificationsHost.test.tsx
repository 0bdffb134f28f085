import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { createAppStore } from '../store';
import { notify, selectNotifications, type AppNotification } from '../notifications';

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

  it('dismisses the messages of the page left behind, and keeps the one that announces the move', async () => {
    const old: AppNotification = {
      id: 'old',
      type: 'error',
      message: 'Something wrong!',
      duration: 0,
      raisedAt: Date.now() - 5_000,
    };
    const store = createAppStore({ notifications: [old] });
    renderWithProviders(<Link to="/admin/users-manager">Users</Link>, {
      store,
      route: '/admin/user-form',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something wrong!');

    act(() => {
      store.dispatch(
        notify({ type: 'success', message: 'User successfully created', duration: 0 }),
      );
    });
    await userEvent.click(screen.getByRole('link', { name: 'Users' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('User successfully created');
    expect(selectNotifications(store.getState()).map((n) => n.message)).toEqual([
      'User successfully created',
    ]);
  });

  it('keeps the message announcing the move when the new page shows seconds after the browser began it', async () => {
    // Chromium's Navigation API: the router's pushState fires `navigate` at once, while the new
    // page renders in a transition (here: the commit comes 5 s later on a slow machine).
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      const store = createAppStore();
      renderWithProviders(<Link to="/admin/discount">Discounts</Link>, {
        store,
        route: '/admin/discount/create',
      });
      act(() => {
        store.dispatch(notify({ type: 'success', message: 'Create Discount is successful!' }));
        navigation.dispatchEvent(new Event('navigate'));
      });
      now.mockReturnValue(1_005_000);
      await userEvent.click(screen.getByRole('link', { name: 'Discounts' }));

      expect(screen.getByRole('status')).toHaveTextContent('Create Discount is successful!');
    } finally {
      now.mockRestore();
      Reflect.deleteProperty(window, 'navigation');
    }
  });
});
