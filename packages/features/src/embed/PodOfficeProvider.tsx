import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  Alert,
  Button,
  PodThemeProvider,
  ScopedBaseStyle,
  Spinner,
  type PodTheme,
  type PodThemeOverrides,
} from '@podoffice/ui';
import { errorMessage } from '../api/baseApi';
import { useMeQuery } from '../auth/api';
import { currentSiteChosen, selectCurrentSiteId } from '../store/currentSite';
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
import { EmbeddingProvider, underBasePath, type Embedding, type ListStatePlace } from './embedding';

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
  /** Your values for the widgets' theme (colours, fonts, spacing), merged over the defaults. */
  theme?: PodTheme | PodThemeOverrides;
  /**
   * Where your router mounts POD Office's pages, e.g. '/tools/pod' for a route '/tools/pod/*': a
   * screen's links to other POD Office pages (an order's detail, Back's way out) go under it.
   */
  basePath?: string;
  /**
   * The address of a POD Office page, for hosts whose routes are not POD Office's paths under
   * `basePath`: gets the page's path in the POD Office app (e.g. /orders/orders-manager/7, /orders,
   * /customers/3, /dashboard) and returns where the link goes (a path of your router, or a URL).
   */
  linkTo?: (path: string) => string;
  /** Shows the screens' "← Back" buttons; default true (false when your page has its own way back). */
  showBack?: boolean;
  /**
   * Shows the screens' own titles (Internal Orders, Trackings, the dashboards…); default true
   * (false when your page names them).
   */
  showTitle?: boolean;
  /**
   * Where list screens keep their filters, tab and page: 'address' (default), in query keys that
   * start with `queryKeyPrefix` so your own keys stay as they are, or 'memory' (the address is
   * left alone; a reload shows the first page).
   */
  listState?: ListStatePlace;
  /** The prefix of the list screens' query keys; default 'pod.' (`?pod.tab=pending&pod.page=2`). */
  queryKeyPrefix?: string;
  /**
   * A Seller's site, for screens that show one site's data (Internal Orders, Balance): without it
   * they show the site chosen in POD Office's site selector (CurrentSiteSelector), if you mount it.
   */
  siteId?: string;
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
  theme,
  basePath = '',
  linkTo,
  showBack = true,
  showTitle = true,
  listState = 'address',
  queryKeyPrefix = 'pod.',
  siteId,
}: PodOfficeProviderProps) {
  // The token source may change with every render; the store reads it through a ref.
  const tokenSource = useRef(getToken);
  tokenSource.current = getToken;
  // So is the link builder; the screens' links keep one function (memoized tables stay drawn).
  const linkSource = useRef(linkTo);
  linkSource.current = linkTo;
  const embedding = useMemo<Embedding>(
    () => ({
      linkTo: (path) => linkSource.current?.(path) ?? underBasePath(basePath, path),
      showBack,
      showTitle,
      listState,
      queryKeyPrefix,
    }),
    [basePath, showBack, showTitle, listState, queryKeyPrefix],
  );
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
      <PodThemeProvider theme={theme}>
        <EmbeddingProvider value={embedding}>
          <ScopedBaseStyle data-podoffice-root="">
            {withNotifications && <NotificationsHost />}
            <SignedInUser
              hostToken={getToken ? () => tokenSource.current?.() : undefined}
              onSessionExpired={onSessionExpired}
              loading={loading}
            >
              <HostSite siteId={siteId} loading={loading}>
                {children}
              </HostSite>
            </SignedInUser>
          </ScopedBaseStyle>
        </EmbeddingProvider>
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

/** Makes the host's site the current one before the widgets render (they would list another's). */
function HostSite({
  siteId,
  loading,
  children,
}: {
  siteId?: string;
  loading?: ReactNode;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentSiteId);
  const pending = siteId !== undefined && current !== siteId;
  useEffect(() => {
    if (pending) dispatch(currentSiteChosen(siteId));
  }, [pending, siteId, dispatch]);
  if (pending) return <>{loading ?? <Spinner label="Loading your account" />}</>;
  return <>{children}</>;
}
