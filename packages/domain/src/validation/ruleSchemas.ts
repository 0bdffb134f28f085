import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { POLICY_TYPES, RULE_LIMITS, RULE_MESSAGES, skuError } from '../rules';

/**
 * The catalogue rules: attributes and their terms, guideline & policy
 * (fields, rules and limits). The admin forms and the server's resolvers check with these
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

// Also read by discountSchema.ts: an emptied number field means "not given".
export const emptyToUndefined = (value: unknown, original: unknown) =>
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
