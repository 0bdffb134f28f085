import { MESSAGES } from '@podoffice/domain';

/**
 * What the discount screens say after a change: the spec's words where it has them,
 * in the same style where it has none.
 */
export const DISCOUNT_NOTICES = {
  created: 'Create Discount is successful!',
  updated: MESSAGES.updateDiscountSuccess,
  deleted: MESSAGES.deleteSuccess,
} as const;
