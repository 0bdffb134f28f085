import { LIMITS } from './validation/limits';

/**
 * Seller levels, news and categories: the limits and texts the lists need
 * without Yup; the forms' and the server's schemas are in validation/catalogueSchemas.ts.
 */

/** Page sizes and bounds of the three lists and forms. */
export const CATALOGUE_LIMITS = {
  newsPageSize: 20,
  newsDashboardPageSize: 3,
  categoriesPageSize: 50,
  levelOrderTotalMax: 100_000,
  levelDiscountMax: 100,
  titleMax: 255,
  descriptionMax: 2000,
  newsContentMax: 100_000,
} as const;

/**
 * Texts of rules the spec states without wording (ranges, lengths, required fields with no
 * message of their own), written in the spec's voice.
 */
export const CATALOGUE_MESSAGES = {
  levelNameMax: `Name must maximum ${LIMITS.nameMax} characters.`,
  levelOrderTotalRequired: 'Please enter order total!',
  levelOrderTotalRange: `Order total must be between 0 and ${CATALOGUE_LIMITS.levelOrderTotalMax}`,
  levelOrderTotalWhole: 'Order total must be a whole number',
  levelDiscountRequired: 'Please enter discount!',
  levelDiscountRange: `Discount must be between 0 and ${CATALOGUE_LIMITS.levelDiscountMax}`,
  titleRequired: 'Please input title!',
  titleMax: `Title must maximum ${CATALOGUE_LIMITS.titleMax} characters.`,
  contentRequired: 'Please input content!',
  contentMax: `Content must maximum ${CATALOGUE_LIMITS.newsContentMax} characters.`,
  descriptionMax: `Description must maximum ${CATALOGUE_LIMITS.descriptionMax} characters.`,
} as const;

/**
 * True when stored HTML shows something: text once tags and entities for blank space are gone,
 * or an image. '<p><br></p>' from an emptied editor is empty.
 */
export function htmlHasContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
  return text.trim() !== '';
}
