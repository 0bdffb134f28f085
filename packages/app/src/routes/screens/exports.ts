import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the exports area whose screens are built (lazy: one chunk per area). */
export const exportsScreens: AreaScreens = {
  '/export-orders': lazy(() =>
    import('@podoffice/features/exports').then((m) => ({ default: m.ExportFilesScreen })),
  ),
};
