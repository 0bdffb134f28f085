import * as yup from 'yup';
import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { optionKey } from './signature';
import { productTypeSkuForSave } from './sku';
import { parseMoneyInput } from './variantCosts';
import type { MoneyInput } from './types';

/**
 * Spec 2 §5 "Product type form" as the form's Yup schema: each rule's message beside its field,
 * so a Save shows them all at once. The same rules as productTypeSaveCheck, which the server runs
 * on what is sent; this one reads the form's draft (a carrier price still typed text).
 */

/** Not in the spec: a carrier row left without a carrier (the tracking form's wording, §5). */
export const PRODUCT_TYPE_FORM_MESSAGES = {
  carrierRequired: 'Please select carrier!',
} as const;

interface DraftAttribute {
  name?: string | null;
  slug?: string | null;
  options?: readonly { name?: string | null }[] | null;
}

const hasOption = (attribute: DraftAttribute) =>
  (attribute.options ?? []).some((option) => optionKey(option.name) !== '');

const attributeKey = (attribute: DraftAttribute) => optionKey(attribute.slug || attribute.name);

export const productTypeFormSchema = yup.object({
  title: yup.string().trim().required(M.titleRequired),
  // Empty is allowed while the title gives one: the sku is generated from it on save.
  sku: yup
    .string()
    .default('')
    .test('sku', function skuRule(value) {
      const title = String((this.parent as { title?: string }).title ?? '');
      const { sku, error } = productTypeSkuForSave(value, title);
      if (sku === '') return this.createError({ message: M.skuRequired });
      return error ? this.createError({ message: error }) : true;
    }),
  attributes: yup
    .array()
    .default([])
    .test('attributes', function attributesRule(value) {
      const attributes = (value ?? []) as DraftAttribute[];
      if (
        attributes.length === 0 ||
        attributes.some((a) => optionKey(a.name) === '' || !hasOption(a))
      ) {
        return this.createError({ message: M.attributesRequired });
      }
      const keys = attributes.map(attributeKey);
      return new Set(keys).size === keys.length
        ? true
        : this.createError({ message: M.attributeDuplicated });
    }),
  print_files: yup
    .array()
    .default([])
    .test('print-areas', M.printAreasRequired, (value) => {
      const areas = (value ?? []) as { title?: string | null }[];
      return areas.length > 0 && areas.every((area) => (area.title ?? '').trim() !== '');
    }),
  product_type_carriers: yup
    .array()
    .default([])
    .test('carriers', function carriersRule(value) {
      const carriers = (value ?? []) as { carrier_id?: string | null; price?: MoneyInput }[];
      if (carriers.some((carrier) => !carrier.carrier_id)) {
        return this.createError({ message: PRODUCT_TYPE_FORM_MESSAGES.carrierRequired });
      }
      const priced = carriers.every((carrier) => {
        const price = parseMoneyInput(carrier.price);
        return price !== null && price >= 0;
      });
      return priced ? true : this.createError({ message: M.carrierPriceIncorrect });
    }),
});
