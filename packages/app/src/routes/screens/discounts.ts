import type { AreaScreens } from './types';

/** Routes of the discounts area whose screens are built (lazy: one chunk per area). */
export const discountsScreens: AreaScreens = {};
