import { MESSAGES } from '@podoffice/domain';

/**
 * What the news screens say: the spec's words where it has them, in the same style
 * where it has none.
 */
export const NEWS_NOTICES = {
  loadError: MESSAGES.newsLoadError,
  created: 'Create news success!',
  updated: 'Update news success!',
  deleted: MESSAGES.deleteSuccess,
} as const;
