import type { AreaScreens } from './types';

/** Routes of the news area whose screens are built (lazy: one chunk per area). */
export const newsScreens: AreaScreens = {};
