import {
  OptionButton,
  OptionGroup,
  OptionLegend,
  OptionList,
  PickerRoot,
} from './VariantPicker.styles';
import type { PickerAttribute, PickerSelection } from './variantOptions';

export interface VariantPickerProps {
  /** The product type's attributes, each with its options in order. */
  attributes: readonly PickerAttribute[];
  /** The options chosen, by attribute slug. */
  selection: PickerSelection;
  /** For each attribute slug, the options that lead to a variant (pickerState's `enabled`). */
  enabled: ReadonlyMap<string, ReadonlySet<string>>;
  /** Called with the selection after an option was picked, or unpicked by picking it again. */
  onChange: (selection: PickerSelection) => void;
}

/**
 * One group of option buttons per attribute. An option no variant offers with
 * the other choices is disabled; picking a chosen option again clears that attribute.
 */
export function VariantPicker({ attributes, selection, enabled, onChange }: VariantPickerProps) {
  return (
    <PickerRoot>
      {attributes.map((attribute) => (
        <OptionGroup key={attribute.slug} aria-label={attribute.name}>
          <OptionLegend>{attribute.name}</OptionLegend>
          <OptionList>
            {attribute.options.map((option) => {
              const chosen = selection[attribute.slug] === option.name;
              const possible = enabled.get(attribute.slug)?.has(option.name) ?? false;
              return (
                <OptionButton
                  key={option.name}
                  type="button"
                  aria-pressed={chosen}
                  $chosen={chosen}
                  disabled={!possible && !chosen}
                  title={possible || chosen ? undefined : 'Not available with the options chosen'}
                  onClick={() =>
                    onChange({
                      ...selection,
                      [attribute.slug]: chosen ? undefined : option.name,
                    })
                  }
                >
                  {option.name}
                </OptionButton>
              );
            })}
          </OptionList>
        </OptionGroup>
      ))}
    </PickerRoot>
  );
}
