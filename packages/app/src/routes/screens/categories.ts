import type { AreaScreens } from './types';

/** Routes of the categories area whose screens are built (lazy: one chunk per area). */
export const categoriesScreens: AreaScreens = {};
