import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '../api';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { selectIsSignedIn, TOKEN_STORAGE_KEY } from '../../store/session';
import { useLogout } from './useLogout';

setupMockApi();
afterEach(() => server.events.removeAllListeners());

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

describe('useLogout', () => {
  it('asks the server to end the session, forgets the token and every cached answer, then goes to /login', async () => {
    const calls = recordCalls('Logout');
    window.sessionStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'fixture-token-1', expiredAt: null }),
    );
    const { store } = renderWithProviders(<LogoutButton />, {
      role: 'Administrator',
      route: '/dashboard',
    });
    await store.dispatch(authApi.endpoints.Me.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().api.queries).toEqual({});
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
