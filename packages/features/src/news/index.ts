// The news area (lazy-loaded by the app for /admin/news, its forms and /news/{id}).
export { NewsListScreen } from './screens/NewsListScreen';
export { NewsFormScreen } from './screens/NewsFormScreen';
export { NewsDetailScreen } from './screens/NewsDetailScreen';
export { NewsContent, type NewsContentProps } from './components/NewsContent';
export { NewsForm, type NewsFormProps } from './components/NewsForm';
export { NewsTable, type NewsFlag, type NewsTableProps } from './components/NewsTable';
export { sanitizeHtml } from '../shared/sanitizeHtml';
export {
  newsApi,
  useCreateNewsMutation,
  useDeleteNewsMutation,
  useNewsByIdQuery,
  useNewsListQuery,
  useUpdateNewsMutation,
} from './api';
export type * from './api/News.generated';
