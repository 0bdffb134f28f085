import type { AreaScreens } from './types';

/** Routes of the appSettings area whose screens are built (lazy: one chunk per area). */
export const appSettingsScreens: AreaScreens = {};
