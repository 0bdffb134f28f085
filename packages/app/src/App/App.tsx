import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { NotificationsHost, installBackGuard, type AppStore } from '@podoffice/features';
import { PodThemeProvider } from '@podoffice/ui';
import { AppRoutes } from '../routes/AppRoutes';
import { SessionGate } from '../session/SessionGate';

export interface AppProps {
  /** The store of the session, API cache and notifications (createAppStore from features). */
  store: AppStore;
  /** The router; a BrowserRouter when omitted (tests pass a MemoryRouter). */
  router?: (children: ReactNode) => ReactNode;
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

/** The whole admin app: store, theme, router, notifications, session bootstrap and routes. */
export function App({ store, router = browserRouter }: AppProps) {
  // Before the router adds its own popstate listener (in its layout effect): screens with unsaved
  // changes hold the browser's Back and Forward through it. Idempotent.
  installBackGuard();
  return (
    <Provider store={store}>
      <PodThemeProvider withGlobalStyle>
        {router(
          <>
            <NotificationsHost />
            <SessionGate>
              <AppRoutes />
            </SessionGate>
          </>,
        )}
      </PodThemeProvider>
    </Provider>
  );
}
