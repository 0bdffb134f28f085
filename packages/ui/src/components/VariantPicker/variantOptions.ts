/** An attribute of a product type as the picker shows it: its slug and its options in order. */
export interface PickerAttribute {
  name: string;
  slug: string;
  options: readonly { name: string }[];
}

/** What the picker reads of a variant: its options by attribute slug. */
export interface PickerVariant {
  id: string;
  attributes: readonly { slug: string; option: string }[];
}

/** The options chosen so far, by attribute slug. */
export type PickerSelection = Readonly<Record<string, string | undefined>>;

/** For each attribute slug, the options that still lead to a variant; and the variant chosen. */
export interface PickerState<Variant> {
  enabled: Map<string, Set<string>>;
  /** The variant matching every chosen option, once all attributes are chosen. */
  match: Variant | null;
}

/**
 * Which options can still be picked (combinations without a variant are
 * disabled) in one pass over the variants, so a 2,000-variant type stays linear: an option of
 * attribute A is enabled when some variant has it and agrees with every choice on the other
 * attributes. A variant that disagrees with no choice enables all its options; one that disagrees
 * on exactly one attribute enables only its option of that attribute (picking it there would
 * lead to this variant); more disagreements enable nothing.
 */
export function pickerState<Variant extends PickerVariant>(
  attributes: readonly PickerAttribute[],
  variants: readonly Variant[],
  selection: PickerSelection,
): PickerState<Variant> {
  const enabled = new Map<string, Set<string>>(attributes.map((a) => [a.slug, new Set<string>()]));
  const allChosen = attributes.every((a) => selection[a.slug] !== undefined);
  let match: Variant | null = null;
  for (const variant of variants) {
    const optionOf = new Map(variant.attributes.map((a) => [a.slug, a.option]));
    let misses = 0;
    let missed = '';
    for (const attribute of attributes) {
      const chosen = selection[attribute.slug];
      if (chosen !== undefined && optionOf.get(attribute.slug) !== chosen) {
        misses += 1;
        missed = attribute.slug;
        if (misses > 1) break;
      }
    }
    if (misses === 0) {
      for (const [slug, option] of optionOf) enabled.get(slug)?.add(option);
      if (allChosen && match === null) match = variant;
    } else if (misses === 1) {
      const option = optionOf.get(missed);
      if (option !== undefined) enabled.get(missed)?.add(option);
    }
  }
  return { enabled, match };
}
