import { useSelect } from 'downshift';
import { useRef } from 'react';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../../icons';
import {
  HiddenValues,
  optionKey,
  optionLabel,
  useControllable,
  useSelectWiring,
} from './SelectParts';
import {
  Chevron,
  Empty,
  IconButton,
  Menu,
  Option,
  Popup,
  Root,
  Trigger,
  TriggerEnd,
  TriggerFrame,
} from './Select.styles';
import type { SelectOption, SelectValue, SingleSelectProps } from './Select.types';

/** The select-only combobox (downshift useSelect): a focusable box that opens a listbox. */
export function SingleSelect<V extends SelectValue>(props: SingleSelectProps<V>) {
  const {
    options,
    placeholder = 'Select…',
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
  const items = loading ? [] : options;
  const toggleRef = useRef<HTMLDivElement | null>(null);

  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<
    SelectOption<V>
  >({
    items,
    selectedItem,
    itemToString: optionLabel,
    itemToKey: optionKey,
    isItemDisabled: (item) => Boolean(item.disabled),
    toggleButtonId: wiring.id,
    labelId: wiring.labelId,
    onSelectedItemChange: ({ selectedItem: chosen }) => setValue(chosen ? chosen.value : null),
  });

  const toggleProps = getToggleButtonProps({
    ref: toggleRef,
    disabled,
    onBlur,
    'aria-label': wiring.ariaLabel,
    ...wiring.a11y,
  });
  delete (toggleProps as { disabled?: boolean }).disabled;

  return (
    <Root className={className}>
      <HiddenValues name={wiring.name} values={selectedItem ? [selectedItem.value] : []} />
      <TriggerFrame $invalid={wiring.invalid} $disabled={disabled}>
        <Trigger
          {...toggleProps}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : 0}
          $placeholder={!selectedItem}
          $clearable={clearable}
        >
          {selectedItem ? selectedItem.label : placeholder}
        </Trigger>
        <TriggerEnd>
          {clearable && selectedItem && !disabled && (
            <IconButton
              type="button"
              aria-label={clearLabel}
              title={clearLabel}
              onClick={() => {
                setValue(null);
                toggleRef.current?.focus();
              }}
            >
              <CloseIcon />
            </IconButton>
          )}
          <Chevron $open={isOpen} aria-hidden="true">
            <ChevronDownIcon />
          </Chevron>
        </TriggerEnd>
      </TriggerFrame>
      <Popup $open={isOpen}>
        <Menu {...getMenuProps({ 'aria-label': wiring.ariaLabel })}>
          {isOpen &&
            items.map((item, index) => (
              <Option
                key={String(item.value)}
                $highlighted={highlightedIndex === index}
                $selected={selectedItem === item}
                $disabled={Boolean(item.disabled)}
                {...getItemProps({ item, index })}
              >
                <span>{item.label}</span>
                {selectedItem === item && <CheckIcon />}
              </Option>
            ))}
        </Menu>
        {isOpen && items.length === 0 && (
          <Empty role="status">{loading ? loadingText : emptyText}</Empty>
        )}
      </Popup>
    </Root>
  );
}
