import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { NotificationsHost, type AppStore } from '@podoffice/features';
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
  return (
    <Provider store={store}>
      <PodThemeProvider>
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
