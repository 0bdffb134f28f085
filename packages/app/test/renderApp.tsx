import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { createAppStore, type AppStore } from '@podoffice/features';
import {
  appSettingsHandlers,
  attributeHandlers,
  authHandlers,
  balanceHandlers,
  categoryHandlers,
  discountHandlers,
  exportsHandlers,
  fixtureToken,
  levelHandlers,
  logsHandlers,
  newsHandlers,
  outboxHandlers,
  policyHandlers,
  profileHandlers,
  searchHandlers,
  siteSettingsHandlers,
  sitesHandlers,
  usersByRole,
  usersHandlers,
  type UserFixture,
} from '@podoffice/features/mocks';
import type { UserRole } from '@podoffice/domain';
import { App } from '../src/App';

/** The mock API of features' handlers, the same ones its stories and tests use. */
export const server = setupServer();

/** Starts the mock API around a test file; a request nobody answers fails the test. */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  // Every area's handlers, as in Storybook: the app may open any built screen.
  beforeEach(() =>
    server.resetHandlers(
      ...authHandlers(),
      ...balanceHandlers(),
      ...siteSettingsHandlers(),
      ...sitesHandlers(),
      ...usersHandlers(),
      ...profileHandlers(),
      ...levelHandlers(),
      ...newsHandlers(),
      ...categoryHandlers(),
      ...attributeHandlers(),
      ...discountHandlers(),
      ...policyHandlers(),
      ...appSettingsHandlers(),
      ...exportsHandlers(),
      ...logsHandlers(),
      ...outboxHandlers(),
      ...searchHandlers(),
    ),
  );
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

/** A store signed in as this fixture user, as if sign-in had just happened. */
export function storeSignedInAs(user: UserFixture): AppStore {
  return createAppStore({
    session: { token: fixtureToken(user), expiredAt: null, user, storage: 'session' },
  });
}

/** A store signed in with one role's fixture user; no role means signed out. */
export function storeFor(role?: UserRole): AppStore {
  return role ? storeSignedInAs(usersByRole[role]) : createAppStore({ session: {} });
}

/** Shows where the router is and what it remembered, so a test can assert a redirect. */
function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return (
    <output data-testid="location" data-from={from}>
      {location.pathname}
    </output>
  );
}

/** Renders the whole app at a path with a store. */
export function renderApp(path: string, store: AppStore = storeFor()) {
  const result = render(
    <App
      store={store}
      router={(children) => (
        <MemoryRouter initialEntries={[path]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      )}
    />,
  );
  return { ...result, store };
}
