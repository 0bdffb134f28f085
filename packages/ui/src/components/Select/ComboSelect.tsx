import { useCombobox } from 'downshift';
import { useRef, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import {
  ClearButton,
  HiddenValues,
  OptionsPopup,
  matches,
  optionKey,
  optionLabel,
  useControllable,
  useSelectWiring,
} from './SelectParts';
import { Chevron, Frame, IconButton, Root, SearchInput } from './Select.styles';
import type { SelectOption, SelectValue, SingleSelectProps } from './Select.types';

/** The searchable single select (downshift useCombobox): an input that filters the listbox. */
export function ComboSelect<V extends SelectValue>(props: SingleSelectProps<V>) {
  const {
    options,
    placeholder = 'Type to search…',
    clearable = false,
    disabled = false,
    emptyText = 'No options',
    loading = false,
    loadingText = 'Loading…',
    clearLabel = 'Clear selection',
    onBlur,
    className,
  } = props;
  const wiring = useSelectWiring(props);
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
  const items = loading
    ? []
    : showAll
      ? options
      : options.filter((option) => matches(option, inputValue));

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<SelectOption<V>>({
    items,
    selectedItem,
    inputValue,
    itemToString: optionLabel,
    itemToKey: optionKey,
    isItemDisabled: (item) => Boolean(item.disabled),
    inputId: wiring.id,
    labelId: wiring.labelId,
    onInputValueChange: ({ inputValue: typed }) => setInputValue(typed ?? ''),
    onSelectedItemChange: ({ selectedItem: chosen }) => setValue(chosen ? chosen.value : null),
    stateReducer: (state, { type, changes }) => {
      if (
        type !== useCombobox.stateChangeTypes.InputBlur ||
        changes.selectedItem !== state.selectedItem
      )
        return changes;
      // Leaving the field with half-typed text puts the chosen label back; an emptied
      // clearable field means 'none'.
      if (clearable && changes.inputValue === '') return { ...changes, selectedItem: null };
      return { ...changes, inputValue: optionLabel(state.selectedItem) };
    },
  });

  return (
    <Root className={className}>
      <HiddenValues name={wiring.name} values={selectedItem ? [selectedItem.value] : []} />
      <Frame
        $invalid={wiring.invalid}
        $disabled={disabled}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        <SearchInput
          {...getInputProps({
            ref: inputRef,
            disabled,
            placeholder,
            onBlur,
            'aria-label': wiring.ariaLabel,
            ...wiring.a11y,
          })}
        />
        {clearable && selectedItem && !disabled && (
          <ClearButton
            label={clearLabel}
            onClear={() => {
              setValue(null);
              setInputValue('');
              inputRef.current?.focus();
            }}
          />
        )}
        <IconButton
          {...getToggleButtonProps({ disabled, 'aria-label': 'Show options' })}
          type="button"
        >
          <Chevron $open={isOpen}>
            <ChevronDownIcon />
          </Chevron>
        </IconButton>
      </Frame>
      <OptionsPopup
        isOpen={isOpen}
        items={items}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        ariaLabel={wiring.ariaLabel}
        selectedItem={selectedItem}
        emptyText={loading ? loadingText : emptyText}
      />
    </Root>
  );
}
