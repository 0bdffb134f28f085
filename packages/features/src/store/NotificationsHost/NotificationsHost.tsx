import { useCallback, useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { ToastViewport } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../hooks';
import { dismiss, navigated, selectNotifications } from '../notifications';

/**
 * When the browser began the latest move in the window's history, where it reports it (the
 * Navigation API's `navigate` event, fired by the router's pushState). The router renders the new
 * page in a transition, so on a slow machine the page shows seconds after the move began; timed
 * from the commit, the message announcing the move ('Create Discount is successful!', raised just
 * before the move) would count as the old page's and be cut short.
 */
function useNavigationStart() {
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    const navigation = (window as { navigation?: EventTarget }).navigation;
    if (!navigation) return;
    const began = () => {
      startedAt.current = Date.now();
    };
    navigation.addEventListener('navigate', began);
    return () => navigation.removeEventListener('navigate', began);
  }, []);
  return startedAt;
}

/** Tells the store when the page changes (not on the first render, nor on a query-only change). */
function DismissOnNavigation() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const previous = useRef(pathname);
  const startedAt = useNavigationStart();
  useEffect(() => {
    const began = startedAt.current;
    startedAt.current = undefined;
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A memory router moves without the browser's event: then the commit is the best time known.
    dispatch(navigated({ at: began ?? Date.now() }));
  }, [pathname, dispatch, startedAt]);
  return null;
}

/**
 * Shows the store's notifications (API failures, screens' success messages) as toasts. Inside a
 * router, going to another page dismisses the messages of the page left behind (those raised just
 * before, which announce the move, stay).
 */
export function NotificationsHost() {
  const notifications = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismiss(id)), [dispatch]);
  const inRouter = useInRouterContext();
  return (
    <>
      {inRouter && <DismissOnNavigation />}
      <ToastViewport toasts={notifications} onDismiss={onDismiss} />
    </>
  );
}
