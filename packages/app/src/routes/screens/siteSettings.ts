import type { AreaScreens } from './types';

/** Routes of the siteSettings area whose screens are built (lazy: one chunk per area). */
export const siteSettingsScreens: AreaScreens = {};
