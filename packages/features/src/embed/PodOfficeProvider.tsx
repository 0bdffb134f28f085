import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Alert, Button, PodThemeProvider, ScopedBaseStyle, Spinner } from '@podoffice/ui';
import { errorMessage } from '../api/baseApi';
import { useMeQuery } from '../auth/api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { NotificationsHost } from '../store/NotificationsHost';
import {
  selectCurrentUser,
  selectSessionExpired,
  selectToken,
  sessionRenewed,
} from '../store/session';
import type { BrowserStorageOptions } from '../store/storage';
import { createAppStore, type AppStore } from '../store/store';

export interface PodOfficeProviderProps {
  /** The widgets, screens or whole areas to show (inside the host's router). */
  children: ReactNode;
  /** The POD Office GraphQL endpoint (absolute, or relative to the page); default /query. */
  endpoint?: string;
  /**
   * The signed-in user's token, read before every call: hosts that sign their users in themselves
   * pass it here. Without it the store's own session (sign-in screen, stored token) is used.
   */
  getToken?: () => string | null | undefined;
  /**
   * Called once when the server refuses the token (expired or revoked). Sign the user in again;
   * when getToken then returns another token and the host re-renders, the user loads afresh.
   */
  onSessionExpired?: () => void;
  /** A store of the host's own (createAppStore); endpoint, getToken and storage are then its own. */
  store?: AppStore;
  /** Key prefix and storages for the token and current site; default the browser's, `podoffice.*`. */
  storage?: BrowserStorageOptions;
  /** Shown while the signed-in user loads; default a spinner. */
  loading?: ReactNode;
  /** Shows POD Office's toasts (success and error messages) inside this subtree; default true. */
  withNotifications?: boolean;
}

/**
 * Everything a POD Office widget needs, for an app that embeds one: a store (its own, or the one
 * passed), the signed-in user loaded before the widgets render (they show controls by role), the
 * theme and base styles scoped to this subtree (nothing global touches the host page), toasts,
 * and a callback when the session expires.
 *
 * @example
 * <BrowserRouter>
 *   <PodOfficeProvider endpoint="https://pod.example.com/query" getToken={() => auth.token}
 *     onSessionExpired={() => auth.signIn()}>
 *     <BalanceScreen />
 *   </PodOfficeProvider>
 * </BrowserRouter>
 */
export function PodOfficeProvider({
  children,
  endpoint,
  getToken,
  onSessionExpired,
  store: givenStore,
  storage,
  loading,
  withNotifications = true,
}: PodOfficeProviderProps) {
  // The token source may change with every render; the store reads it through a ref.
  const tokenSource = useRef(getToken);
  tokenSource.current = getToken;
  const [ownStore] = useState(() =>
    givenStore
      ? undefined
      : createAppStore(
          {},
          {
            endpoint,
            getToken: getToken ? () => tokenSource.current?.() : undefined,
            storage,
          },
        ),
  );
  const store = givenStore ?? (ownStore as AppStore);
  return (
    <Provider store={store}>
      <PodThemeProvider withGlobalStyle={false}>
        <ScopedBaseStyle data-podoffice-root="">
          {withNotifications && <NotificationsHost />}
          <SignedInUser
            hostToken={getToken ? () => tokenSource.current?.() : undefined}
            onSessionExpired={onSessionExpired}
            loading={loading}
          >
            {children}
          </SignedInUser>
        </ScopedBaseStyle>
      </PodThemeProvider>
    </Provider>
  );
}

interface SignedInUserProps {
  children: ReactNode;
  hostToken?: () => string | null | undefined;
  onSessionExpired?: () => void;
  loading?: ReactNode;
}

/** Loads the token's user before the widgets render, and reports an expired session once. */
function SignedInUser({ children, hostToken, onSessionExpired, loading }: SignedInUserProps) {
  const dispatch = useAppDispatch();
  const storedToken = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const expired = useAppSelector(selectSessionExpired);
  const token = hostToken ? (hostToken() ?? null) : storedToken;

  // The token the server refused; another one from the host means the user signed in again.
  const refusedToken = useRef<string | null>(null);
  const reported = useRef(false);
  useEffect(() => {
    if (!expired) {
      reported.current = false;
      return;
    }
    if (!reported.current) {
      reported.current = true;
      refusedToken.current = token;
      onSessionExpired?.();
    } else if (hostToken && token && token !== refusedToken.current) {
      dispatch(sessionRenewed());
    }
  });

  const needsUser = token !== null && user === null && !expired;
  const me = useMeQuery(undefined, { skip: !needsUser });
  if (!needsUser) return <>{children}</>;
  if (me.isError) {
    return (
      <Alert
        variant="error"
        title="POD Office could not load your account"
        action={<Button onClick={() => void me.refetch()}>Try again</Button>}
      >
        {errorMessage(me.error, 'The server did not answer.')}
      </Alert>
    );
  }
  return <>{loading ?? <Spinner label="Loading your account" />}</>;
}
