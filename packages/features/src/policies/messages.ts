import { MESSAGES } from '@podoffice/domain';

/**
 * What the guideline & policy screens say after a change: the spec's words where it has them,
 * in the same style where it has none.
 */
export const POLICY_NOTICES = {
  created: 'Create Guideline & Policy success',
  updated: 'Update Guideline & Policy success',
  deleted: MESSAGES.deletePolicySuccess,
} as const;
