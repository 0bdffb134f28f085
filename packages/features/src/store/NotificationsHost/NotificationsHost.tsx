import { useCallback, useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { ToastViewport } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../hooks';
import { dismiss, navigated, selectNotifications } from '../notifications';

/** Tells the store when the page changes (not on the first render, nor on a query-only change). */
function DismissOnNavigation() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dispatch(navigated({ at: Date.now() }));
  }, [pathname, dispatch]);
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
