import { MESSAGES as M } from './messages';
import { LIMITS } from './validation/limits';

/**
 * The catalogue rules that need no schema library: attributes and their terms,
 * discounts, guideline & policy (fields, rules and limits). Lists load these without Yup;
 * the forms' and the server's schemas are in validation/ruleSchemas.ts and
 * validation/discountSchema.ts, and a discount's days (the one rule that needs dayjs) in
 * discountDays.ts, so the screens that only need a limit or a label load neither.
 */

/** Attributes, terms and discounts are listed 20 per page. */
export const ATTRIBUTE_PAGE_SIZE = 20;
export const ATTRIBUTE_TERM_PAGE_SIZE = 20;
export const DISCOUNT_PAGE_SIZE = 20;

export const RULE_LIMITS = {
  /** Attribute term name max 50 (attribute and discount names follow the same 50). */
  nameMax: LIMITS.nameMax,
  /** Sku max 5, 10 for the attribute named size. */
  skuMax: 5,
  sizeSkuMax: 10,
  /** Discount percent 1 to 100; two decimals, as levels take 12.5%. */
  discountMin: 1,
  discountMax: 100,
  discountDecimals: 2,
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
  discountRange: `Discount must be from ${RULE_LIMITS.discountMin} to ${RULE_LIMITS.discountMax}, with at most ${RULE_LIMITS.discountDecimals} decimals`,
  discountTypeRequired: 'Please select type',
  discountDaysInvalid: `Time must be a whole number of days from 1 to ${RULE_LIMITS.effectiveDaysMax}`,
  discountEndBeforeStart: 'The end date must not be before the start date',
  attributeExists: 'This attribute already exists',
  attributeNotFound: 'Attribute not found',
  attributeTermNotFound: 'Attribute term not found',
  policyNotFound: 'Guideline & Policy not found',
  discountNotFound: 'Discount not found',
} as const;

/** The attribute named size allows longer skus (case and spaces do not matter). */
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

// ---------------------------------------------------------------- guideline & policy

/** Type 1 is a guideline, type 2 a policy. */
export const POLICY_TYPES = [1, 2] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const POLICY_TYPE_LABELS: Record<PolicyType, string> = { 1: 'Guideline', 2: 'Policy' };

/** What a new guideline or policy starts with (type guideline, sorting 1). */
export const POLICY_DEFAULTS = { title: '', type: 1, sorting: 1, description: '' } as const;

/** A description written in the rich editor holds markup; a plain one is shown as text. */
export function looksLikeHtml(text: string | null | undefined): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text ?? '');
}

/**
 * Whether a typed number has at most `places` decimals (12.5, 12.25; not 12.345), with room for
 * binary float noise (0.1 + 0.2) so it does not count as a third decimal.
 */
export function hasAtMostDecimals(value: number | undefined | null, places: number): boolean {
  if (value === undefined || value === null || !Number.isFinite(value)) return true;
  return Math.abs(value - Number(value.toFixed(places))) < 1e-9;
}

// ---------------------------------------------------------------- discounts

/** A discount runs between two dates (timeline) or for a number of days (time_amount). */
export const DISCOUNT_TYPES = ['timeline', 'time_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  timeline: 'Timeline',
  time_amount: 'Time amount',
};

/** Time_amount is also spelled days. */
export function normalizeDiscountType(type: unknown): DiscountType | undefined {
  if (type === 'days') return 'time_amount';
  return DISCOUNT_TYPES.find((known) => known === type);
}

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
 * After deleting, a page left empty gives way to the one before it (discount list,
 * and every list that deletes in place).
 */
export function pageAfterDelete(page: number, rowsOnPage: number, deleted = 1): number {
  return rowsOnPage - deleted <= 0 && page > 1 ? page - 1 : page;
}
