import { isStoredAddress } from '../addresses';
import { SHIPPING_MONEY_MAX } from '../money';
import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { optionKey } from './signature';
import { productTypeSkuForSave } from './sku';
import type { ProductType } from './types';
import { ensureOneFlag } from './variantDefaults';

/**
 * The product type form's rules: those the form checks on Save and the server checks before
 * createProductType / updateProductType store anything.
 */

/** The fields the save rules read; the rest of a product type passes through unchanged. */
export type ProductTypeSaveValues = Pick<
  ProductType,
  'title' | 'sku' | 'attributes' | 'print_files' | 'product_type_carriers'
> &
  Partial<Pick<ProductType, 'mockup' | 'dpl'>>;

/**
 * The first broken rule's message, or the values as they are saved: title trimmed; sku cleaned
 * (uppercased, no spaces) or generated from the title when empty, then 'Please input sku' when
 * even the title gives none, the length and special-characters messages; at least one print area
 * ('Print Areas is required') and one attribute, each with an option ('Attributes is required');
 * each attribute once (by slug, else name); carrier prices at least 0; one default print area and
 * one default carrier; mockup link without white space; dpl 0 when not set.
 */
export function productTypeSaveCheck<T extends ProductTypeSaveValues>(
  values: T,
): { error: string; values: null } | { error: null; values: T } {
  const fail = (error: string) => ({ error, values: null });
  const title = values.title?.trim() ?? '';
  if (title === '') return fail(M.titleRequired);
  const { sku, error: skuError } = productTypeSkuForSave(values.sku, title);
  if (sku === '') return fail(M.skuRequired);
  if (skuError) return fail(skuError);
  if (values.print_files.length === 0) return fail(M.printAreasRequired);
  if (
    values.attributes.length === 0 ||
    values.attributes.some(
      (attribute) => !attribute.options.some((option) => optionKey(option.name) !== ''),
    )
  ) {
    return fail(M.attributesRequired);
  }
  const attributeKeys = new Set<string>();
  for (const attribute of values.attributes) {
    const key = optionKey(attribute.slug || attribute.name);
    if (attributeKeys.has(key)) return fail(M.attributeDuplicated);
    attributeKeys.add(key);
  }
  if (
    values.product_type_carriers.some(
      (carrier) =>
        typeof carrier.price !== 'number' ||
        !(carrier.price >= 0 && carrier.price <= SHIPPING_MONEY_MAX),
    )
  ) {
    return fail(M.carrierPriceIncorrect);
  }
  // The form's radio marks one; two are a caller's mistake, not a choice to make for them.
  if (values.product_type_carriers.filter((carrier) => carrier.default).length > 1) {
    return fail(M.carrierDefaultTwice);
  }
  return {
    error: null,
    values: {
      ...values,
      title,
      sku,
      print_files: ensureOneFlag(values.print_files, 'default'),
      product_type_carriers: ensureOneFlag(values.product_type_carriers, 'default'),
      ...(values.mockup ? { mockup: values.mockup.replace(/\s+/g, '') } : {}),
      dpl: values.dpl ?? 0,
    },
  };
}

/** The addresses of a product type form, as the form and createProductType/updateProductType get them. */
export interface ProductTypeAddresses {
  mockup?: string | null;
  link_template?: string | null;
  images?: readonly string[] | null;
  print_files?: readonly { title?: string | null; mockup?: string | null }[] | null;
}

export type ProductTypeAddressErrors = Partial<
  Record<'mockup' | 'link_template' | 'images' | 'print_files', string>
>;

/**
 * Why a product type's addresses cannot be stored, by the form's field: the Mockup Link (its white
 * space removed, as it is saved), the Link Template, each image and each print area's mockup is an
 * http(s) address or a path of this server's file store when given (isStoredAddress). A message
 * names the image by its place and the mockup by its print area: a type saved before the rule may
 * hold one that is not, and its editor is told which to replace.
 */
export function productTypeAddressErrors(values: ProductTypeAddresses): ProductTypeAddressErrors {
  const bad = (value: string | null | undefined) =>
    !!value?.trim() && !isStoredAddress(value.trim());
  const errors: ProductTypeAddressErrors = {};
  if (bad(values.mockup?.replace(/\s+/g, ''))) errors.mockup = M.addressInvalid('Mockup Link');
  if (bad(values.link_template)) errors.link_template = M.addressInvalid('Link Template');
  const image = (values.images ?? []).findIndex(bad);
  if (image >= 0) errors.images = M.addressInvalid(`Image ${image + 1}`);
  const area = (values.print_files ?? []).find((a) => bad(a.mockup));
  if (area)
    errors.print_files = M.addressInvalid(`Mockup of ${area.title?.trim() || 'a print area'}`);
  return errors;
}

/** The first of productTypeAddressErrors, or null: what createProductType/updateProductType refuse. */
export function productTypeAddressError(values: ProductTypeAddresses): string | null {
  const errors = productTypeAddressErrors(values);
  return errors.mockup ?? errors.link_template ?? errors.images ?? errors.print_files ?? null;
}
