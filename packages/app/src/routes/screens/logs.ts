import { lazy } from 'react';
import type { AreaScreens } from './types';

// Both logs share the area's chunk: an Administrator who opens one often opens the other.
const logs = () => import('@podoffice/features/logs');

/** Routes of the logs area whose screens are built (lazy: one chunk per area). */
export const logsScreens: AreaScreens = {
  '/egg/order-logs': lazy(() => logs().then((m) => ({ default: m.ActivityLogsScreen }))),
  '/egg/logs': lazy(() => logs().then((m) => ({ default: m.SystemLogsScreen }))),
};
