import type { AreaScreens } from './types';

/** Routes of the policies area whose screens are built (lazy: one chunk per area). */
export const policiesScreens: AreaScreens = {};
