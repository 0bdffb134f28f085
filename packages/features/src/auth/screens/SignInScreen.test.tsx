import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { FIXTURE_PASSWORD } from '../../shared/fixtures';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { selectCurrentUser, selectToken, TOKEN_STORAGE_KEY } from '../../store/session';
import { authFailure } from '../mocks';
import { SignInScreen } from './SignInScreen';

setupMockApi();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function signIn(email: string, password = FIXTURE_PASSWORD, { remember = true } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  if (!remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen', () => {
  it.each<[UserRole, string]>([
    ['Administrator', '/dashboard'],
    ['Seller', '/dashboard'],
    ['Supplier', '/dashboard'],
    ['Supporter', '/admin/categories'],
    ['Listing', '/products'],
    ['Accounting', '/balance'],
  ])('sends a signed-in %s to %s', async (role, landing) => {
    const { store } = renderWithProviders(<SignInScreen />, { route: '/login' });
    await signIn(`${role.toLowerCase()}@podoffice.test`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(landing));
    expect(selectCurrentUser(store.getState())?.roles[0]?.name).toBe(role);
  });

  it('returns to the page the guard sent the user away from', async () => {
    renderWithProviders(<SignInScreen />, {
      route: {
        pathname: '/login',
        state: { from: { pathname: '/balance', search: '?action=Deposit' } },
      },
    });
    await signIn('seller@podoffice.test');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/balance?action=Deposit'),
    );
  });

  it('remembers the token in localStorage by default, and only for the session when unchecked', async () => {
    const first = renderWithProviders(<SignInScreen />, { route: '/login' });
    await signIn('seller@podoffice.test');
    await waitFor(() => expect(selectToken(first.store.getState())).not.toBeNull());
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toContain('fixture-token-2');
    first.unmount();
    window.localStorage.clear();

    const second = renderWithProviders(<SignInScreen />, { route: '/login' });
    await signIn('seller@podoffice.test', FIXTURE_PASSWORD, { remember: false });
    await waitFor(() => expect(selectToken(second.store.getState())).not.toBeNull());
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toContain('fixture-token-2');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's message when sign-in fails and stays on the page", async () => {
    renderWithProviders(<SignInScreen />, { route: '/login' });
    await signIn('seller@podoffice.test', 'wrong-password');
    expect(await screen.findByText(SERVER_MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows any other server message as it comes', async () => {
    server.use(authFailure('Login', SERVER_MESSAGES.userBlocked));
    renderWithProviders(<SignInScreen />, { route: '/login' });
    await signIn('seller@podoffice.test');
    expect(await screen.findByText(SERVER_MESSAGES.userBlocked)).toBeInTheDocument();
  });

  it('shows the validation messages of an empty form without calling the server', async () => {
    renderWithProviders(<SignInScreen />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('says when the email is not valid', async () => {
    renderWithProviders(<SignInScreen />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });
});
