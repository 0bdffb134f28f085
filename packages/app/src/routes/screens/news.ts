import { lazyScreen, type AreaScreens } from './types';

// The forms' rich-text editor (Squire) is a chunk of its own that loads only when a form shows.
const NewsForm = lazyScreen(
  () => import('@podoffice/features/news/screens/NewsFormScreen'),
  'NewsFormScreen',
);

/** Routes of the news area whose screens are built (one chunk per screen). */
export const newsScreens: AreaScreens = {
  '/admin/news': lazyScreen(
    () => import('@podoffice/features/news/screens/NewsListScreen'),
    'NewsListScreen',
  ),
  '/admin/news/addnews': NewsForm,
  '/admin/news/edit/:id': NewsForm,
  '/news/:id': lazyScreen(
    () => import('@podoffice/features/news/screens/NewsDetailScreen'),
    'NewsDetailScreen',
  ),
};
