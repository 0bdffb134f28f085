import type { AreaScreens } from './types';

/** Routes of the users area whose screens are built (lazy: one chunk per area). */
export const usersScreens: AreaScreens = {};
