import { lazyScreen, type AreaScreens } from './types';

/** Routes of the logs area whose screens are built (one chunk per screen). */
export const logsScreens: AreaScreens = {
  '/egg/order-logs': lazyScreen(
    () => import('@podoffice/features/logs/screens/ActivityLogsScreen'),
    'ActivityLogsScreen',
  ),
  '/egg/logs': lazyScreen(
    () => import('@podoffice/features/logs/screens/SystemLogsScreen'),
    'SystemLogsScreen',
  ),
  '/egg/outbox': lazyScreen(
    () => import('@podoffice/features/logs/screens/OutboxScreen'),
    'OutboxScreen',
  ),
};
