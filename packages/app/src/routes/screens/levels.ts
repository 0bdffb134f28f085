import type { AreaScreens } from './types';

/** Routes of the levels area whose screens are built (lazy: one chunk per area). */
export const levelsScreens: AreaScreens = {};
