import type { ProductTypeAttribute, VariantAttribute } from './types';

/**
 * Which combination of options a variant stands for, as one string: the key the grid's rules
 * (missing variants, bulk price, duplicates) look variants up by, so that none of them scans the
 * grid once per row.
 */

/** Options compare trimmed and without case: 'Red ' and 'red' are one option. */
export function optionKey(option: string | null | undefined): string {
  return (option ?? '').trim().toLowerCase();
}

/** Separates the options of a signature; no option text contains it. */
const SEPARATOR = '\u001f';

/** The options of a variant by attribute slug and by attribute name. */
export function variantOptions(attributes: readonly VariantAttribute[]): Map<string, string> {
  const options = new Map<string, string>();
  for (const attribute of attributes) {
    const option = optionKey(attribute.option);
    if (attribute.slug) options.set(`slug:${optionKey(attribute.slug)}`, option);
    if (attribute.name) options.set(`name:${optionKey(attribute.name)}`, option);
  }
  return options;
}

/**
 * A variant's option for one attribute of its product type, matched by slug, else by name (so the
 * order of a variant's attributes does not matter); undefined when the variant has none.
 */
export function optionOf(
  options: ReadonlyMap<string, string>,
  attribute: Pick<ProductTypeAttribute, 'name' | 'slug'>,
): string | undefined {
  return (
    (attribute.slug ? options.get(`slug:${optionKey(attribute.slug)}`) : undefined) ??
    (attribute.name ? options.get(`name:${optionKey(attribute.name)}`) : undefined)
  );
}

/** The signature of a combination given as option texts in the product type's attribute order. */
export function combinationSignature(options: readonly string[]): string {
  return options.map(optionKey).join(SEPARATOR);
}

/**
 * A variant's signature over the given attributes of its product type, in the type's order
 * whatever the order of the variant's own attributes; null when the variant lacks one of them.
 */
export function variantSignature(
  attributes: readonly VariantAttribute[],
  typeAttributes: readonly Pick<ProductTypeAttribute, 'name' | 'slug'>[],
): string | null {
  const options = variantOptions(attributes);
  const combination: string[] = [];
  for (const attribute of typeAttributes) {
    const option = optionOf(options, attribute);
    if (option === undefined || option === '') return null;
    combination.push(option);
  }
  return combinationSignature(combination);
}
