import * as yup from 'yup';
import { DATE_MESSAGES, isDateInRange } from '../dates';
import { discountDayUtc, utcDay } from '../discountDays';
import { MESSAGES as M } from '../messages';
import {
  DISCOUNT_TYPES,
  hasAtMostDecimals,
  normalizeDiscountType,
  RULE_LIMITS,
  RULE_MESSAGES,
  type DiscountInput,
  type DiscountType,
} from '../rules';
import { emptyToUndefined } from './ruleSchemas';

// The discount's schema of spec 1 (§3, §5, §9), apart from ruleSchemas.ts: it reads days with
// dayjs, which the attribute and policy forms do not need.

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
          .test('years', DATE_MESSAGES.outOfRange(isStart ? 'start_time' : 'end_time'), (value) => {
            const day = value ? utcDay(value) : undefined;
            return !day || isDateInRange(day.toDate());
          })
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
 * of their UTC day.
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
