import { lazyScreen, type AreaScreens } from './types';

/** Routes of the exports area whose screens are built (one chunk per screen). */
export const exportsScreens: AreaScreens = {
  '/export-orders': lazyScreen(
    () => import('@podoffice/features/exports/screens/ExportFilesScreen'),
    'ExportFilesScreen',
  ),
};
