import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { LIMITS } from './limits';

/**
 * Seller levels, news and categories (spec 1 §3, §5, §9): the forms of /admin/seller-levels,
 * /admin/news and /admin/categories and the resolvers of createUserLevel ... deleteCategory check
 * with these same schemas.
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

const C = CATALOGUE_MESSAGES;

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

// A number field left empty reaches Yup as NaN (or '' from a cleared input): both read as missing.
const requiredNumber = (required: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || Number.isNaN(value) ? undefined : value))
    .typeError(required)
    .required(required);

export const userLevelSchema = yup.object({
  name: yup.string().trim().required(M.levelNameRequired).max(LIMITS.nameMax, C.levelNameMax),
  order_total: requiredNumber(C.levelOrderTotalRequired)
    .integer(C.levelOrderTotalWhole)
    .min(0, C.levelOrderTotalRange)
    .max(CATALOGUE_LIMITS.levelOrderTotalMax, C.levelOrderTotalRange),
  discount: requiredNumber(C.levelDiscountRequired)
    .min(0, C.levelDiscountRange)
    .max(CATALOGUE_LIMITS.levelDiscountMax, C.levelDiscountRange),
  status: yup.boolean().default(true),
});
export type UserLevelValues = yup.InferType<typeof userLevelSchema>;

export const newsSchema = yup.object({
  title: yup.string().trim().required(C.titleRequired).max(CATALOGUE_LIMITS.titleMax, C.titleMax),
  content: yup
    .string()
    .default('')
    .max(CATALOGUE_LIMITS.newsContentMax, C.contentMax)
    .test('has-content', C.contentRequired, (value) => htmlHasContent(value)),
  status: yup.boolean().default(true),
  notification: yup.boolean().default(false),
  send_mail: yup.boolean().default(false),
});
export type NewsValues = yup.InferType<typeof newsSchema>;

export const categorySchema = yup.object({
  title: yup.string().trim().required(C.titleRequired).max(CATALOGUE_LIMITS.titleMax, C.titleMax),
  description: yup
    .string()
    .trim()
    .default('')
    .max(CATALOGUE_LIMITS.descriptionMax, C.descriptionMax),
  status: yup.boolean().default(true),
});
export type CategoryValues = yup.InferType<typeof categorySchema>;
