import { lazy } from 'react';
import type { AreaScreens } from './types';

const news = () => import('@podoffice/features/news');
const NewsForm = lazy(() => news().then((m) => ({ default: m.NewsFormScreen })));

/**
 * Routes of the news area whose screens are built (lazy: one chunk per area). The forms' editor
 * (Lexical) is a chunk of its own that loads only when a form shows.
 */
export const newsScreens: AreaScreens = {
  '/admin/news': lazy(() => news().then((m) => ({ default: m.NewsListScreen }))),
  '/admin/news/addnews': NewsForm,
  '/admin/news/edit/:id': NewsForm,
  '/news/:id': lazy(() => news().then((m) => ({ default: m.NewsDetailScreen }))),
};
