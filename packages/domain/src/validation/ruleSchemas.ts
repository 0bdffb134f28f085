import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import {
  discountDayUtc,
  DISCOUNT_TYPES,
  hasAtMostDecimals,
  normalizeDiscountType,
  POLICY_TYPES,
  RULE_LIMITS,
  RULE_MESSAGES,
  skuError,
  utcDay,
  type DiscountInput,
  type DiscountType,
} from '../rules';

/**
 * The catalogue rules of spec 1: attributes and their terms, discounts, guideline & policy
 * (§3 fields, §5 rules, §9 limits). The admin forms and the server's resolvers check with these
 * same schemas.
 */

// ---------------------------------------------------------------- attributes and terms

export const attributeSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(M.attributeNameRequired)
    .max(RULE_LIMITS.nameMax, RULE_MESSAGES.nameMax),
});
export type AttributeValues = yup.InferType<typeof attributeSchema>;

/**
 * An attribute term. The sku limit depends on the attribute's name, so the schema is built with a
 * lookup from attribute id to name: the form passes the attributes it listed, the server the row it
 * loaded. An id the lookup does not know is no attribute at all.
 */
export function attributeTermSchema(attributeNameOf: (attributeId: string) => string | undefined) {
  return yup.object({
    attribute_id: yup
      .string()
      .required(M.termAttributeRequired)
      .typeError(M.termAttributeRequired)
      .test('known', M.termAttributeRequired, (id) => !id || attributeNameOf(id) !== undefined),
    option_name: yup
      .string()
      .trim()
      .required(M.attributeNameRequired)
      .max(RULE_LIMITS.nameMax, RULE_MESSAGES.nameMax),
    sku: yup
      .string()
      .trim()
      .required(M.termSkuRequired)
      .test('sku', M.termSkuRequired, function skuFits(sku) {
        const id = (this.parent as { attribute_id?: string | null }).attribute_id;
        const message = skuError(sku ?? '', id ? attributeNameOf(String(id)) : undefined);
        return message ? this.createError({ message }) : true;
      }),
  });
}
export type AttributeTermValues = yup.InferType<ReturnType<typeof attributeTermSchema>>;

// ---------------------------------------------------------------- guideline & policy

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const policySchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(RULE_MESSAGES.policyTitleRequired)
    .max(RULE_LIMITS.policyTitleMax, RULE_MESSAGES.policyTitleMax),
  type: yup
    .number()
    .typeError(M.policyTypeRequired)
    .required(M.policyTypeRequired)
    .oneOf([...POLICY_TYPES], M.policyTypeRequired),
  sorting: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(RULE_MESSAGES.sortingInvalid)
    .integer(RULE_MESSAGES.sortingInvalid)
    .min(0, RULE_MESSAGES.sortingInvalid)
    .max(RULE_LIMITS.sortingMax, RULE_MESSAGES.sortingInvalid)
    .default(1),
  description: yup
    .string()
    .transform((value: unknown, original: unknown) => (original === null ? '' : value))
    .max(RULE_LIMITS.policyDescriptionMax, RULE_MESSAGES.policyDescriptionMax)
    .default(''),
});
export type PolicyValues = yup.InferType<typeof policySchema>;

// ---------------------------------------------------------------- discounts

const rangeDay = (isStart: boolean) =>
  yup
    .string()
    .nullable()
    .when('type', {
      is: 'timeline',
      then: (schema) =>
        schema
          .required(M.discountRangeRequired)
          .test('day', M.discountRangeRequired, (value) => !value || utcDay(value) !== undefined)
          .test('order', RULE_MESSAGES.discountEndBeforeStart, function ordered(value) {
            if (isStart) return true;
            const start = utcDay(String((this.parent as { start_time?: string }).start_time ?? ''));
            const end = value ? utcDay(value) : undefined;
            return !start || !end || !end.isBefore(start);
          }),
    });

export const discountSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(M.discountNameRequired)
    .max(RULE_LIMITS.nameMax, RULE_MESSAGES.nameMax),
  discount: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(M.discountRequired)
    .required(M.discountRequired)
    .test('decimals', RULE_MESSAGES.discountRange, (value) =>
      hasAtMostDecimals(value, RULE_LIMITS.discountDecimals),
    )
    .min(RULE_LIMITS.discountMin, RULE_MESSAGES.discountRange)
    .max(RULE_LIMITS.discountMax, RULE_MESSAGES.discountRange),
  type: yup
    .mixed<DiscountType>()
    .transform((value: unknown) => normalizeDiscountType(value) ?? value)
    .required(RULE_MESSAGES.discountTypeRequired)
    .oneOf([...DISCOUNT_TYPES], RULE_MESSAGES.discountTypeRequired),
  effective_time: yup
    .number()
    .nullable()
    .transform(emptyToUndefined)
    .when('type', {
      is: 'time_amount',
      then: (schema) =>
        schema
          .typeError(M.discountTimeRequired)
          .required(M.discountTimeRequired)
          .integer(RULE_MESSAGES.discountDaysInvalid)
          .min(1, RULE_MESSAGES.discountDaysInvalid)
          .max(RULE_LIMITS.effectiveDaysMax, RULE_MESSAGES.discountDaysInvalid),
      otherwise: (schema) => schema.typeError(M.discountTimeRequired),
    }),
  start_time: rangeDay(true),
  end_time: rangeDay(false),
});
export type DiscountValues = yup.InferType<typeof discountSchema>;

/**
 * Valid form values as the call's input: only the fields of the chosen type, the dates as the start
 * of their UTC day (spec 1 §5).
 */
export function toDiscountInput(values: DiscountValues): DiscountInput {
  const timeline = values.type === 'timeline';
  return {
    name: values.name,
    discount: values.discount,
    type: values.type,
    effective_time: timeline ? null : (values.effective_time ?? null),
    start_time: timeline && values.start_time ? (discountDayUtc(values.start_time) ?? null) : null,
    end_time: timeline && values.end_time ? (discountDayUtc(values.end_time) ?? null) : null,
  };
}
