import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { LIMITS } from './limits';

dayjs.extend(utc);

/**
 * The catalogue rules of spec 1: attributes and their terms, discounts, guideline & policy
 * (§3 fields, §5 rules, §9 limits). The admin forms and the server's resolvers check with these
 * same schemas.
 */

/** Spec 1 §9: attributes, terms and discounts are listed 20 per page. */
export const ATTRIBUTE_PAGE_SIZE = 20;
export const ATTRIBUTE_TERM_PAGE_SIZE = 20;
export const DISCOUNT_PAGE_SIZE = 20;

export const RULE_LIMITS = {
  /** Spec 1 §9: attribute term name max 50 (attribute and discount names follow the same 50). */
  nameMax: LIMITS.nameMax,
  /** Spec 1 §9: sku max 5, 10 for the attribute named size. */
  skuMax: 5,
  sizeSkuMax: 10,
  /** Spec 1 §9: discount percent 1 to 100. */
  discountMin: 1,
  discountMax: 100,
  /** Ten years of days: a time_amount discount longer than that is a typing slip. */
  effectiveDaysMax: 3650,
  policyTitleMax: 200,
  policyDescriptionMax: 100_000,
  sortingMax: 9999,
} as const;

/**
 * Texts the spec does not give but a rule or the server still needs (the spec's own texts are in
 * MESSAGES). Shown as they are by the forms and returned by the server.
 */
export const RULE_MESSAGES = {
  nameMax: `Name must maximum ${RULE_LIMITS.nameMax} characters.`,
  policyTitleRequired: 'Please input title',
  policyTitleMax: `Title must maximum ${RULE_LIMITS.policyTitleMax} characters.`,
  policyDescriptionMax: `Description must maximum ${RULE_LIMITS.policyDescriptionMax} characters.`,
  sortingInvalid: `Sorting must be a whole number from 0 to ${RULE_LIMITS.sortingMax}`,
  discountRange: `Discount must be a whole number from ${RULE_LIMITS.discountMin} to ${RULE_LIMITS.discountMax}`,
  discountTypeRequired: 'Please select type',
  discountDaysInvalid: `Time must be a whole number of days from 1 to ${RULE_LIMITS.effectiveDaysMax}`,
  discountEndBeforeStart: 'The end date must not be before the start date',
  attributeExists: 'This attribute already exists',
  attributeNotFound: 'Attribute not found',
  attributeTermNotFound: 'Attribute term not found',
  policyNotFound: 'Guideline & Policy not found',
  discountNotFound: 'Discount not found',
} as const;

// ---------------------------------------------------------------- attributes and terms

export const attributeSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(M.attributeNameRequired)
    .max(RULE_LIMITS.nameMax, RULE_MESSAGES.nameMax),
});
export type AttributeValues = yup.InferType<typeof attributeSchema>;

/** Spec 1 §5: the attribute named size allows longer skus (case and spaces do not matter). */
export function isSizeAttribute(attributeName: string): boolean {
  return attributeName.trim().toLowerCase() === 'size';
}

export function skuMaxFor(attributeName: string): number {
  return isSizeAttribute(attributeName) ? RULE_LIMITS.sizeSkuMax : RULE_LIMITS.skuMax;
}

/** The sku rule alone: the message for a sku under an attribute, or null when it is fine. */
export function skuError(sku: string, attributeName: string | undefined): string | null {
  const value = sku.trim();
  if (!value) return M.termSkuRequired;
  if (attributeName === undefined) return M.selectAttribute;
  if (value.length <= skuMaxFor(attributeName)) return null;
  return isSizeAttribute(attributeName) ? M.sizeSkuMax : M.otherSkuMax;
}

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

/** Spec 1 §3: type 1 is a guideline, type 2 a policy. */
export const POLICY_TYPES = [1, 2] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const POLICY_TYPE_LABELS: Record<PolicyType, string> = { 1: 'Guideline', 2: 'Policy' };

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

/** What a new guideline or policy starts with (spec 1 §5: type guideline, sorting 1). */
export const POLICY_DEFAULTS = { title: '', type: 1, sorting: 1, description: '' } as const;

/** A description written in the rich editor holds markup; a plain one is shown as text. */
export function looksLikeHtml(text: string | null | undefined): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text ?? '');
}

// ---------------------------------------------------------------- discounts

/** Spec 1 §3: a discount runs between two dates (timeline) or for a number of days (time_amount). */
export const DISCOUNT_TYPES = ['timeline', 'time_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  timeline: 'Timeline',
  time_amount: 'Time amount',
};

/** Spec 1 §3: time_amount is also spelled days. */
export function normalizeDiscountType(type: unknown): DiscountType | undefined {
  if (type === 'days') return 'time_amount';
  return DISCOUNT_TYPES.find((known) => known === type);
}

/** A 'YYYY-MM-DD' day or an ISO date-time read as its UTC day, or undefined when it is neither. */
function utcDay(value: string): dayjs.Dayjs | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return undefined;
  const day = dayjs.utc(value);
  return day.isValid() ? day.startOf('day') : undefined;
}

/** Spec 1 §5: a discount's dates are sent as the start of their day in UTC. */
export function discountDayUtc(value: string): string | undefined {
  return utcDay(value)?.toISOString();
}

/** The 'YYYY-MM-DD' day a stored discount date stands for, for a date picker. */
export function discountDayOf(value: string | null | undefined): string | null {
  return value ? (utcDay(value)?.format('YYYY-MM-DD') ?? null) : null;
}

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
    .integer(RULE_MESSAGES.discountRange)
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

/** What createDiscount and updateDiscount take. */
export interface DiscountInput {
  name: string;
  discount: number;
  type: DiscountType;
  effective_time: number | null;
  start_time: string | null;
  end_time: string | null;
}

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

/**
 * Spec 1 §4: after deleting, a page left empty gives way to the one before it (discount list,
 * and every list that deletes in place).
 */
export function pageAfterDelete(page: number, rowsOnPage: number, deleted = 1): number {
  return rowsOnPage - deleted <= 0 && page > 1 ? page - 1 : page;
}
