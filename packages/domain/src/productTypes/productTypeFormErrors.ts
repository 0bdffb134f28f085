import { SHIPPING_MONEY_MAX } from '../money';
import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { productTypeAddressErrors, type ProductTypeAddresses } from './productTypeForm';
import { optionKey } from './signature';
import { productTypeSkuForSave } from './sku';
import { parseMoneyInput } from './variantCosts';
import type { MoneyInput } from './types';

/**
 * The product type form's rules as the form's validation: each rule's message beside its field,
 * so a Save shows them all at once. The same rules as productTypeSaveCheck, which the server runs
 * on what is sent; this one reads the form's draft (a carrier price may still be empty). A plain
 * function rather than a Yup schema: the rules are all custom tests, and Yup's 13 kB would push
 * the form's route over its 50 kB budget.
 */

/** Not in the spec: a carrier row left without a carrier (the tracking form's wording). */
export const PRODUCT_TYPE_FORM_MESSAGES = {
  carrierRequired: 'Please select carrier!',
} as const;

/** What the rules read of the form's draft (its addresses: see productTypeAddressErrors). */
export interface ProductTypeFormDraft extends Omit<ProductTypeAddresses, 'print_files'> {
  title?: string | null;
  sku?: string | null;
  attributes?: readonly {
    name?: string | null;
    slug?: string | null;
    options?: readonly { name?: string | null }[] | null;
  }[];
  print_files?: readonly { title?: string | null; mockup?: string | null }[];
  product_type_carriers?: readonly { carrier_id?: string | null; price?: MoneyInput }[];
}

export type ProductTypeFormErrors = Partial<
  Record<
    | 'title'
    | 'sku'
    | 'mockup'
    | 'link_template'
    | 'images'
    | 'attributes'
    | 'print_files'
    | 'product_type_carriers',
    string
  >
>;

/** The message of every broken rule by field; empty when the draft may be saved. */
export function productTypeFormErrors(draft: ProductTypeFormDraft): ProductTypeFormErrors {
  // The server refuses these too; said here, beside the field, an address kept from before the
  // rule is one its editor can see and replace.
  const errors: ProductTypeFormErrors = { ...productTypeAddressErrors(draft) };
  const title = (draft.title ?? '').trim();
  if (title === '') errors.title = M.titleRequired;

  // An empty sku is fine while the title gives one: it is generated from it on save.
  const { sku, error: skuError } = productTypeSkuForSave(draft.sku, title);
  if (sku === '') errors.sku = M.skuRequired;
  else if (skuError) errors.sku = skuError;

  const attributes = draft.attributes ?? [];
  const keys = attributes.map((a) => optionKey(a.slug || a.name));
  if (
    attributes.length === 0 ||
    attributes.some(
      (a) => optionKey(a.name) === '' || !(a.options ?? []).some((o) => optionKey(o.name) !== ''),
    )
  ) {
    errors.attributes = M.attributesRequired;
  } else if (new Set(keys).size !== keys.length) {
    errors.attributes = M.attributeDuplicated;
  }

  const areas = draft.print_files ?? [];
  if (areas.length === 0 || areas.some((area) => (area.title ?? '').trim() === '')) {
    errors.print_files = M.printAreasRequired;
  }

  const carriers = draft.product_type_carriers ?? [];
  if (carriers.some((carrier) => !carrier.carrier_id)) {
    errors.product_type_carriers = PRODUCT_TYPE_FORM_MESSAGES.carrierRequired;
  } else if (
    carriers.some((carrier) => {
      const price = parseMoneyInput(carrier.price);
      return price === null || !(price >= 0 && price <= SHIPPING_MONEY_MAX);
    })
  ) {
    errors.product_type_carriers = M.carrierPriceIncorrect;
  }
  return errors;
}
