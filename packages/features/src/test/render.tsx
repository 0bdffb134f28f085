import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PodThemeProvider } from '@podoffice/ui';
import type { UserRole } from '@podoffice/domain';
import { createAppStore, type AppStore } from '../store/store';
import { sessionFor } from './session';
import { NotificationsHost } from '../store/NotificationsHost';

export interface RenderOptions {
  /** Signs in a fixture user of this role; omitted means signed out. */
  role?: UserRole;
  /** A store to use instead of a fresh one. */
  store?: AppStore;
  /** The URL the router starts at. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern the element is mounted on (for useParams). */
  path?: string;
  /** Renders under <StrictMode>, as the app does in development: effects run twice on mount. */
  strictMode?: boolean;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
}

/** Records where the router went, out of the accessibility tree, so a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Renders a screen as the app would: store, theme, router (with a location probe) and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const store = options.store ?? createAppStore(sessionFor(options.role));
  const route = options.route ?? options.path ?? '/';
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <PodThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={options.path ?? '*'} element={children} />
            {options.path && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
          <NotificationsHost />
        </MemoryRouter>
      </PodThemeProvider>
    </Provider>
  );
  return Object.assign(
    render(ui, { wrapper: Wrapper, reactStrictMode: options.strictMode ?? false }),
    { store },
  );
}
