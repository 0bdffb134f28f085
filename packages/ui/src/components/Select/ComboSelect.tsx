import { useCombobox } from 'downshift';
import { useRef, useState, type ChangeEvent } from 'react';
import { matches, optionLabel, useControllable } from './SelectParts';
import { InputFrame, SelectShell, useSelectCore } from './SelectCore';
import { SearchInput } from './Select.styles';
import type { SelectOption, SelectValue, SingleSelectProps } from './Select.types';

/** The searchable single select (downshift useCombobox): an input that filters the listbox. */
export function ComboSelect<V extends SelectValue>(props: SingleSelectProps<V>) {
  const { options } = props;
  const core = useSelectCore(props, 'Type to search…');
  const [value, setValue] = useControllable<V | null>(
    props.value,
    props.defaultValue ?? null,
    props.onChange,
  );
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const selectedLabel = optionLabel(selectedItem);
  const [inputValue, setInputValue] = useState(selectedLabel);
  // The text follows the chosen option when it changes from outside the field too: a value
  // restored from the address whose options load later, or a value the parent resets.
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (shownLabel !== selectedLabel) {
    setShownLabel(selectedLabel);
    setInputValue(selectedLabel);
  }
  const inputRef = useRef<HTMLInputElement | null>(null);

  // Reopening after a choice lists everything, not just the chosen label's matches.
  const showAll = selectedItem !== null && inputValue === selectedItem.label;
  const items = core.listed(
    showAll ? options : options.filter((option) => matches(option, inputValue)),
  );

  const combobox = useCombobox<SelectOption<V>>({
    items,
    selectedItem,
    inputValue,
    ...core.itemRules,
    inputId: core.wiring.id,
    // Typing is taken from the input's own onChange (below); downshift 9 reports it from an
    // effect, a render late, and a controlled input would drop keys typed faster than that.
    onInputValueChange: ({ inputValue: typed, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) setInputValue(typed ?? '');
    },
    onSelectedItemChange: ({ selectedItem: chosen }) => setValue(chosen ? chosen.value : null),
    stateReducer: (state, { type, changes }) => {
      if (
        type !== useCombobox.stateChangeTypes.InputBlur ||
        changes.selectedItem !== state.selectedItem
      )
        return changes;
      // Leaving the field with half-typed text puts the chosen label back; an emptied
      // clearable field means 'none'.
      if (core.clearable && changes.inputValue === '') return { ...changes, selectedItem: null };
      return { ...changes, inputValue: optionLabel(state.selectedItem) };
    },
  });

  return (
    <SelectShell
      core={core}
      values={selectedItem ? [selectedItem.value] : []}
      popup={{ ...combobox, items, selectedItem }}
    >
      <InputFrame
        core={core}
        inputRef={inputRef}
        isOpen={combobox.isOpen}
        hasValue={selectedItem !== null}
        onClear={() => {
          setValue(null);
          setInputValue('');
        }}
        toggleProps={combobox.getToggleButtonProps({
          disabled: core.disabled,
          'aria-label': 'Show options',
        })}
      >
        <SearchInput
          {...combobox.getInputProps({
            ref: inputRef,
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              setInputValue(event.currentTarget.value),
            disabled: core.disabled,
            placeholder: core.placeholder,
            onBlur: core.onBlur,
            'aria-label': core.wiring.ariaLabel,
            ...core.wiring.a11y,
          })}
        />
      </InputFrame>
    </SelectShell>
  );
}
