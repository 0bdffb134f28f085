import { useCombobox, useMultipleSelection } from 'downshift';
import { useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon } from '../../icons';
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
import {
  Chevron,
  Chip,
  ChipRemove,
  Frame,
  IconButton,
  Root,
  SearchInput,
  ValueArea,
} from './Select.styles';
import type { MultiSelectProps, SelectOption, SelectValue } from './Select.types';

const noValues: never[] = [];

/**
 * The multiple select (downshift useMultipleSelection + useCombobox): chosen options are chips
 * before a filter input. ArrowLeft from the empty input walks the chips; Backspace or Delete
 * removes the focused one.
 */
export function MultiSelect<V extends SelectValue>(props: MultiSelectProps<V>) {
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

  const items = loading
    ? []
    : options.filter((option) => !values.includes(option.value) && matches(option, inputValue));

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<
    SelectOption<V>
  >({
    selectedItems,
    itemToKey: optionKey,
    onSelectedItemsChange: ({ selectedItems: chosen }) =>
      setValues((chosen ?? []).map((option) => option.value)),
  });

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<SelectOption<V>>({
    items,
    inputValue,
    selectedItem: null,
    // Typing then Enter picks the first match, as a tag picker should.
    defaultHighlightedIndex: 0,
    itemToString: optionLabel,
    itemToKey: optionKey,
    isItemDisabled: (item) => Boolean(item.disabled),
    inputId: wiring.id,
    labelId: wiring.labelId,
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
    <Root className={className}>
      <HiddenValues name={wiring.name} values={values} />
      <Frame
        $invalid={wiring.invalid}
        $disabled={disabled}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        <ValueArea
          onClick={(event) => {
            if (event.target === event.currentTarget) inputRef.current?.focus();
          }}
        >
          {selectedItems.map((item, index) => (
            <Chip key={String(item.value)} {...getSelectedItemProps({ selectedItem: item, index })}>
              {item.label}
              {!disabled && (
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
            {...getInputProps({
              ...getDropdownProps({ preventKeyAction: isOpen, ref: inputRef }),
              disabled,
              placeholder: selectedItems.length ? undefined : placeholder,
              onBlur,
              'aria-label': wiring.ariaLabel,
              ...wiring.a11y,
            })}
          />
        </ValueArea>
        {clearable && selectedItems.length > 0 && !disabled && (
          <ClearButton
            label={clearLabel}
            onClear={() => {
              setValues([]);
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
        emptyText={loading ? loadingText : emptyText}
      />
    </Root>
  );
}
