import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES, htmlHasContent } from '../catalogue';
import { LIMITS } from './limits';

/**
 * Seller levels, news and categories: the forms of /admin/seller-levels,
 * /admin/news and /admin/categories and the resolvers of createUserLevel ... deleteCategory check
 * with these same schemas.
 */

const C = CATALOGUE_MESSAGES;

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
