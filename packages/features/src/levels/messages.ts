import { MESSAGES } from '@podoffice/domain';

/**
 * What the seller level screen says after a change: the spec's words where it has them, in the
 * same style where it has none.
 */
export const LEVEL_NOTICES = {
  created: 'Create level success!',
  updated: 'Update level success!',
  deleted: MESSAGES.deleteSuccess,
} as const;
