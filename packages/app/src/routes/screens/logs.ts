import type { AreaScreens } from './types';

/** Routes of the logs area whose screens are built (lazy: one chunk per area). */
export const logsScreens: AreaScreens = {};
