import type { AreaScreens } from './types';

/** Routes of the attributes area whose screens are built (lazy: one chunk per area). */
export const attributesScreens: AreaScreens = {};
