import {
  PRODUCT_TYPE_TAGS,
  generateSku,
  cleanSku,
  optionKey,
  parseMoneyInput,
  type ProductTypeTag,
} from '@podoffice/domain';
import type { ProductTypeInput } from '../../../api/types.generated';
import type { ProductTypeFormFieldsFragment } from '../../api/ProductTypeForm.generated';

/**
 * The product type form's draft and the two ways across: from a loaded
 * type to the draft, from the draft to createProductType / updateProductType's input.
 */

/** An option of an attribute as the type keeps it: its text and the attribute term's sku. */
export interface AttributeOptionValue {
  name: string;
  sku: string | null;
}

/** An attribute row: the attribute picked (its id when it is a known attribute) and its options. */
export interface AttributeRow {
  key: string;
  attribute_id: string | null;
  name: string;
  /** The stored slug of an existing attribute (variants point at it); empty for a new row. */
  slug: string;
  options: AttributeOptionValue[];
}

/** A print area row; id, mockup, note and the partner's print type travel unchanged. */
export interface PrintAreaRow {
  key: string;
  id: string | null;
  title: string;
  width: number | '';
  height: number | '';
  default: boolean;
  mockup: string | null;
  note: string | null;
  any_print: { anyprint_id: string; anyprint_name: string } | null;
}

/** A shipping carrier row: the carrier, its cost in dollars (null while empty), the default. */
export interface CarrierRow {
  key: string;
  carrier_id: string;
  price: number | null;
  default: boolean;
}

export interface ProductTypeFormValues {
  title: string;
  sku: string;
  mockup: string;
  description: string;
  description_special: string;
  attributes: AttributeRow[];
  print_files: PrintAreaRow[];
  suppliers: string[];
  product_type_carriers: CarrierRow[];
  categories: string[];
  origin: string;
  production_time: string;
  shipping_time: string;
  file_type_supported: string[];
  dpl: number | '';
  link_template: string;
  tag: ProductTypeTag | null;
  is_special: boolean;
  images: string[];
  /** Not on the form, kept so an update does not clear it. */
  personalized: boolean;
}

let lastKey = 0;
/** A key for a new row that stays with it while it moves (dnd-kit ids). */
export function newRowKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}-${lastKey}`;
}

/** dpl defaults to 0; a new type starts with nothing else chosen. */
export function emptyProductTypeForm(): ProductTypeFormValues {
  return {
    title: '',
    sku: '',
    mockup: '',
    description: '',
    description_special: '',
    attributes: [],
    print_files: [],
    suppliers: [],
    product_type_carriers: [],
    categories: [],
    origin: '',
    production_time: '',
    shipping_time: '',
    file_type_supported: [],
    dpl: 0,
    link_template: '',
    tag: null,
    is_special: false,
    images: [],
    personalized: false,
  };
}

export const newAttributeRow = (): AttributeRow => ({
  key: newRowKey('attribute'),
  attribute_id: null,
  name: '',
  slug: '',
  options: [],
});

export const newPrintAreaRow = (first: boolean): PrintAreaRow => ({
  key: newRowKey('print-area'),
  id: null,
  title: '',
  width: '',
  height: '',
  // Spec 2 §4: the first print area added becomes the default.
  default: first,
  mockup: null,
  note: null,
  any_print: null,
});

export const newCarrierRow = (first: boolean): CarrierRow => ({
  key: newRowKey('carrier'),
  carrier_id: '',
  price: 0,
  default: first,
});

const isTag = (tag: string | null): tag is ProductTypeTag =>
  tag !== null && (PRODUCT_TYPE_TAGS as readonly string[]).includes(tag);

/**
 * A loaded type as the form's draft. An attribute is matched to the picker's attributes by name
 * (the type keeps names, not ids), so its options can be picked again.
 */
export function toProductTypeFormValues(
  type: ProductTypeFormFieldsFragment,
  attributes: readonly { id: string; name: string }[] = [],
): ProductTypeFormValues {
  const attributeIds = new Map(attributes.map((a) => [optionKey(a.name), a.id]));
  return {
    title: type.title,
    sku: type.sku,
    mockup: type.mockup ?? '',
    description: type.description ?? '',
    description_special: type.description_special ?? '',
    attributes: type.attributes.map((a) => ({
      key: newRowKey('attribute'),
      attribute_id: attributeIds.get(optionKey(a.name)) ?? null,
      name: a.name,
      slug: a.slug,
      options: a.options.map((o) => ({ name: o.name, sku: o.sku ?? null })),
    })),
    print_files: type.print_files.map((p) => ({
      key: newRowKey('print-area'),
      id: p.id,
      title: p.title,
      width: p.width ?? '',
      height: p.height ?? '',
      default: p.default,
      mockup: p.mockup ?? null,
      note: p.note ?? null,
      any_print: p.any_print ?? null,
    })),
    suppliers: type.suppliers.map((s) => s.id),
    product_type_carriers: type.product_type_carriers.map((c) => ({
      key: newRowKey('carrier'),
      carrier_id: c.carrier_id,
      price: c.price,
      default: c.default,
    })),
    categories: type.categories.map((c) => c.id),
    origin: type.origin ?? '',
    production_time: type.production_time ?? '',
    shipping_time: type.shipping_time ?? '',
    file_type_supported: type.file_type_supported,
    dpl: type.dpl,
    link_template: type.link_template ?? '',
    tag: isTag(type.tag) ? type.tag : null,
    is_special: type.is_special,
    images: type.images,
    personalized: type.personalized,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (value: number | '') => (value === '' ? null : Math.round(value));

/**
 * The draft as createProductType / updateProductType's input (the whole type: update replaces
 * it). The sku is sent as the user sees it once cleaned, or generated from the title when empty,
 * so the saved sku is the one the form showed.
 */
export function toProductTypeInput(values: ProductTypeFormValues): ProductTypeInput {
  const title = values.title.trim();
  return {
    title,
    sku: cleanSku(values.sku) || generateSku(title),
    mockup: textOrNull(values.mockup.replace(/\s+/g, '')),
    description: textOrNull(values.description),
    description_special: textOrNull(values.description_special),
    attributes: values.attributes.map((a) => ({
      name: a.name,
      ...(a.slug ? { slug: a.slug } : {}),
      options: a.options.map((o) => ({ name: o.name, sku: o.sku })),
    })),
    print_files: values.print_files.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      title: p.title.trim(),
      width: numberOrNull(p.width),
      height: numberOrNull(p.height),
      default: p.default,
      mockup: p.mockup,
      note: p.note,
      ...(p.any_print ? { anyprint_type: p.any_print } : {}),
    })),
    suppliers: values.suppliers,
    product_type_carriers: values.product_type_carriers.map((c) => ({
      carrier_id: c.carrier_id,
      price: parseMoneyInput(c.price) ?? 0,
      default: c.default,
    })),
    categories: values.categories,
    origin: textOrNull(values.origin),
    production_time: textOrNull(values.production_time),
    shipping_time: textOrNull(values.shipping_time),
    file_type_supported: values.file_type_supported,
    dpl: values.dpl === '' ? 0 : values.dpl,
    link_template: textOrNull(values.link_template),
    tag: values.tag,
    is_special: values.is_special,
    images: values.images,
    personalized: values.personalized,
  };
}
