import { useCombobox, useMultipleSelection } from 'downshift';
import { useRef, useState } from 'react';
import { CloseIcon } from '../../icons';
import { matches, optionKey, useControllable } from './SelectParts';
import { InputFrame, SelectShell, useSelectCore } from './SelectCore';
import { Chip, ChipRemove, SearchInput, ValueArea } from './Select.styles';
import type { MultiSelectProps, SelectOption, SelectValue } from './Select.types';

const noValues: never[] = [];

/**
 * The multiple select (downshift useMultipleSelection + useCombobox): chosen options are chips
 * before a filter input. ArrowLeft from the empty input walks the chips; Backspace or Delete
 * removes the focused one.
 */
export function MultiSelect<V extends SelectValue>(props: MultiSelectProps<V>) {
  const { options } = props;
  const core = useSelectCore(props, 'Type to search…');
  const [values, setValues] = useControllable<V[]>(
    props.value,
    props.defaultValue ?? noValues,
    props.onChange,
  );
  const selectedItems = values
    .map((value) => options.find((option) => option.value === value))
    .filter((option): option is SelectOption<V> => option !== undefined);
  const [inputValue, setInputValue] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  const items = core.listed(
    options.filter((option) => !values.includes(option.value) && matches(option, inputValue)),
  );

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<
    SelectOption<V>
  >({
    selectedItems,
    itemToKey: optionKey,
    onSelectedItemsChange: ({ selectedItems: chosen }) =>
      setValues((chosen ?? []).map((option) => option.value)),
  });

  const combobox = useCombobox<SelectOption<V>>({
    items,
    inputValue,
    selectedItem: null,
    // Typing then Enter picks the first match, as a tag picker should.
    defaultHighlightedIndex: 0,
    ...core.itemRules,
    inputId: core.wiring.id,
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Stay open after a pick so several can be chosen in a row.
          return {
            ...changes,
            isOpen: true,
            highlightedIndex: state.highlightedIndex,
            inputValue: '',
          };
        case useCombobox.stateChangeTypes.InputBlur:
          // Tabbing away does not pick the highlighted option.
          return { ...changes, selectedItem: null, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue: typed }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) setValues([...values, selectedItem.value]);
          setInputValue('');
          break;
        case useCombobox.stateChangeTypes.InputBlur:
          setInputValue('');
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setInputValue(typed ?? '');
          break;
        default:
          break;
      }
    },
  });

  return (
    <SelectShell core={core} values={values} popup={{ ...combobox, items }}>
      <InputFrame
        core={core}
        inputRef={inputRef}
        isOpen={combobox.isOpen}
        hasValue={selectedItems.length > 0}
        onClear={() => setValues([])}
        toggleProps={combobox.getToggleButtonProps({
          disabled: core.disabled,
          'aria-label': 'Show options',
        })}
      >
        <ValueArea
          onClick={(event) => {
            if (event.target === event.currentTarget) inputRef.current?.focus();
          }}
        >
          {selectedItems.map((item, index) => (
            <Chip key={String(item.value)} {...getSelectedItemProps({ selectedItem: item, index })}>
              {item.label}
              {!core.disabled && (
                <ChipRemove
                  type="button"
                  tabIndex={-1}
                  aria-label={`Remove ${item.label}`}
                  title={`Remove ${item.label}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    removeSelectedItem(item);
                  }}
                >
                  <CloseIcon size={12} />
                </ChipRemove>
              )}
            </Chip>
          ))}
          <SearchInput
            {...combobox.getInputProps({
              ...getDropdownProps({ preventKeyAction: combobox.isOpen, ref: inputRef }),
              disabled: core.disabled,
              placeholder: selectedItems.length ? undefined : core.placeholder,
              onBlur: core.onBlur,
              'aria-label': core.wiring.ariaLabel,
              ...core.wiring.a11y,
            })}
          />
        </ValueArea>
      </InputFrame>
    </SelectShell>
  );
}
