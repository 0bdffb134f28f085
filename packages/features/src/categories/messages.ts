import { MESSAGES } from '@podoffice/domain';

/**
 * What the category screens say after a change: the spec's words where it has them,
 * in the same style where it has none.
 */
export const CATEGORY_NOTICES = {
  created: 'Create category success!',
  updated: 'Update category success!',
  deleted: MESSAGES.deleteSuccess,
} as const;
