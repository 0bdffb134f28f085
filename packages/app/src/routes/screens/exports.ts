import type { AreaScreens } from './types';

/** Routes of the exports area whose screens are built (lazy: one chunk per area). */
export const exportsScreens: AreaScreens = {};
