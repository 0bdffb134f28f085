import {
  PRODUCT_TYPE_LIMITS as L,
  PRODUCT_TYPE_MESSAGES as M,
  productTypeAddressError,
} from '@podoffice/domain';
import { badInput } from '../errors';
import type { ProductTypeInput } from '../resolvers-types.generated';

/**
 * Refuses a product type form larger than any real one (PRODUCT_TYPE_LIMITS), before anything is
 * read or written: the request size limit alone would still let one save store megabytes of
 * images, options or description in a single row that every list then reads. Its addresses are
 * http(s) (or this server's file paths): a javascript: link is not stored.
 */
export function checkFormBounds(input: ProductTypeInput): void {
  const count = (what: string, list: readonly unknown[] | null | undefined, max: number) => {
    if ((list?.length ?? 0) > max) throw badInput(M.tooMany(what, max));
  };
  const text = (what: string, value: string | null | undefined, max: number) => {
    if ((value?.length ?? 0) > max) throw badInput(M.tooLong(what, max));
  };
  count('images', input.images, L.imagesMax);
  count('print areas', input.print_files, L.printAreasMax);
  count('attributes', input.attributes, L.attributesMax);
  count('file types', input.file_type_supported, L.fileTypesMax);
  for (const attribute of input.attributes) {
    count(`options of ${attribute.name.slice(0, 40)}`, attribute.options, L.optionsMax);
    text('Attribute', attribute.name, L.shortTextMax);
    text('Attribute slug', attribute.slug, L.shortTextMax);
    for (const option of attribute.options) {
      text('Option', option.name, L.shortTextMax);
      text('Option sku', option.sku, L.shortTextMax);
    }
  }
  for (const area of input.print_files) {
    text('Print area title', area.title, L.shortTextMax);
    text('Print area note', area.note, L.shortTextMax);
    text('Print area mockup', area.mockup, L.urlMax);
  }
  for (const image of input.images ?? []) text('Image', image, L.urlMax);
  for (const type of input.file_type_supported ?? []) text('File type', type, L.shortTextMax);
  text('Title', input.title, L.shortTextMax);
  text('Mockup Link', input.mockup, L.urlMax);
  text('Link Template', input.link_template, L.urlMax);
  text('Production time', input.production_time, L.shortTextMax);
  text('Shipping time', input.shipping_time, L.shortTextMax);
  text('Made In', input.origin, L.shortTextMax);
  text('Description', input.description, L.descriptionMax);
  text('Description Special', input.description_special, L.descriptionMax);
  const address = productTypeAddressError(input);
  if (address) throw badInput(address);
}
