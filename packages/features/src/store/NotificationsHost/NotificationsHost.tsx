import { useCallback } from 'react';
import { ToastViewport } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../hooks';
import { dismiss, selectNotifications } from '../notifications';

/** Shows the store's notifications (API failures, screens' success messages) as toasts. */
export function NotificationsHost() {
  const notifications = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismiss(id)), [dispatch]);
  return <ToastViewport toasts={notifications} onDismiss={onDismiss} />;
}
