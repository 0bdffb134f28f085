import type { AreaScreens } from './types';

/** Routes of the sites area whose screens are built (lazy: one chunk per area). */
export const sitesScreens: AreaScreens = {};
