import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingPathFor, MESSAGES, USER_ROLES } from '@podoffice/domain';
import { createAppStore, selectToken, TOKEN_STORAGE_KEY } from '@podoffice/features';
import {
  authFailure,
  catalogHandlers,
  customerHandlers,
  FIXTURE_PASSWORD,
  fixtureToken,
  makeUser,
  usersByRole,
} from '@podoffice/features/mocks';
import { renderApp, server, setupMockApi, storeFor, storeSignedInAs } from '../../test/renderApp';

setupMockApi();

const location = () => screen.getByTestId('location');

async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.accessDenied)).not.toBeInTheDocument();
}

describe('guards', () => {
  it('sends a visitor without a token to /login, remembering where they were going', async () => {
    renderApp('/balance');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(location()).toHaveAttribute('data-from', '/balance');
  });

  it('sends a visitor to /login from role pages and not-found pages alike', async () => {
    renderApp('/admin/settings');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveAttribute('data-from', '/admin/settings');
  });

  it('shows sign in at / and /login', async () => {
    renderApp('/');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('shows Access denied when the role is missing', async () => {
    renderApp('/admin/categories', storeFor('Supplier'));
    expect(
      await screen.findByRole('heading', { level: 2, name: MESSAGES.accessDenied }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet.')).not.toBeInTheDocument();
  });

  it.each([
    '/admin/settings',
    '/admin/users-manager',
    '/admin/users-manager/edit/7',
    '/egg/logs',
    '/egg/outbox',
  ])(
    'shows not-found, not Access denied, to a Seller at the Administrator-only %s',
    async (path) => {
      renderApp(path, storeFor('Seller'));
      await expectNotFound();
      // The title bar does not give the hidden page away either.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    },
  );

  it.each(['Administrator', 'Supporter', 'Listing', 'Accounting', 'Seller', 'Supplier'] as const)(
    'as %s, Back to Home (from Access denied or not-found) and the logo lead to the role’s own Home',
    async (role) => {
      const home = landingPathFor({ roles: [{ name: role }] });
      // A page each of these roles is refused (or not told of): the Administrator's discounts.
      const forbidden = role === 'Administrator' ? '/no/such/page' : '/admin/discount';
      renderApp(forbidden, storeFor(role));
      await userEvent.click(await screen.findByRole('button', { name: 'Back to Home' }));
      await waitFor(() => expect(location()).toHaveTextContent(home));
      expect(screen.queryByText(MESSAGES.accessDenied)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('link', { name: /POD Office/ }));
      expect(location()).toHaveTextContent(home);
      expect(screen.queryByText(MESSAGES.accessDenied)).not.toBeInTheDocument();
    },
  );

  it('shows the catalog only to users with is_special', async () => {
    renderApp('/catalog', storeFor('Seller'));
    await expectNotFound();
  });

  it('opens the catalog for a Seller with is_special', async () => {
    server.use(...catalogHandlers());
    renderApp('/catalog/1', storeSignedInAs(makeUser('Seller', { is_special: true })));
    expect(await screen.findByRole('heading', { name: 'Classic T-Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Color' })).toBeInTheDocument();
  });

  it('shows not-found for an unknown path, signed in or not', async () => {
    const { unmount } = renderApp('/no/such/page');
    await expectNotFound();
    unmount();
    renderApp('/no/such/page', storeFor('Administrator'));
    await expectNotFound();
    expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
  });

  it('opens a customer to the roles that read orders, and not to Accounting', async () => {
    server.use(...customerHandlers());
    const { unmount } = renderApp('/customers/1', storeFor('Supporter'));
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    unmount();
    renderApp('/customers/1', storeFor('Accounting'));
    expect(
      await screen.findByRole('heading', { level: 2, name: MESSAGES.accessDenied }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument();
  });

  it.each([...USER_ROLES])(
    'sends a signed-in %s from /login to their landing page',
    async (role) => {
      renderApp('/login', storeFor(role));
      await waitFor(() => expect(location()).toHaveTextContent(landingPathFor(usersByRole[role])));
      expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  it('returns to the remembered page after signing in', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/guideline-policy');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/^Email/), usersByRole.Supplier.email);
    await user.type(within(form).getByLabelText(/^Password/), FIXTURE_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guideline & Policy' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/guideline-policy');
    expect(selectToken(store.getState())).toBe(fixtureToken(usersByRole.Supplier));
  });
});

describe('session bootstrap', () => {
  function storeWithStoredToken(token: string) {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token, expiredAt: null }));
    return createAppStore();
  }

  it('renders nothing but a spinner until me answers, then the page', async () => {
    renderApp('/balance', storeWithStoredToken(fixtureToken(usersByRole.Accounting)));
    expect(screen.getByRole('status', { name: 'Starting POD Office' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByText('Hi, Alex')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/balance');
  });

  it('clears the stored token and goes to /login when me fails', async () => {
    server.use(authFailure('Me', 'You must sign in first'));
    const store = storeWithStoredToken('expired-token');
    renderApp('/dashboard', store);
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(selectToken(store.getState())).toBeNull();
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
  });
});

describe('layout', () => {
  it('frames signed-in pages with the greeting, the page title and the built screens of the menu', async () => {
    renderApp('/dashboard', storeFor('Administrator'));
    expect(await screen.findByText('Hi, Ada')).toBeInTheDocument();
    // The Administrator's dashboard is named by its kind (the route's nameFor).
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(within(menu).getByRole('link', { name: /Balance/ })).toHaveAttribute('href', '/balance');
    expect(within(menu).getByRole('link', { name: /Users/ })).toHaveAttribute(
      'href',
      '/admin/users-manager',
    );
    expect(within(menu).getByRole('link', { name: /Products/ })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lists the Outbox under App Settings for an Administrator and opens it', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', storeFor('Administrator'));
    const menu = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0]!;
    await user.click(within(menu).getByRole('button', { name: 'App Settings' }));
    const link = within(menu).getByRole('link', { name: /Outbox/ });
    expect(link).toHaveAttribute('href', '/egg/outbox');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Outbox' })).toBeInTheDocument();
  });

  it('shows the public pages in the main landmark, without the layout', async () => {
    renderApp('/register');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    expect(screen.getByRole('main')).toContainElement(form);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('opens Change Password from the user menu', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', storeFor('Seller'));
    await user.click(await screen.findByRole('button', { name: /Hi, Sam/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(await screen.findByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/change-password');
  });

  it('logs out from the user menu: the token goes and sign in shows', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard', storeFor('Supplier'));
    await user.click(await screen.findByRole('button', { name: /Hi, Sue/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('logs out at /user/logout', async () => {
    const { store } = renderApp('/user/logout', storeFor('Listing'));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
  });

  it('sends a visitor at /user/logout to sign in', async () => {
    renderApp('/user/logout');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveAttribute('data-from', '');
  });
});
