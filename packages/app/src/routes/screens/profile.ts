import type { AreaScreens } from './types';

/** Routes of the profile area whose screens are built (lazy: one chunk per area). */
export const profileScreens: AreaScreens = {};
