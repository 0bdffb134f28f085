import { useSelect } from 'downshift';
import { useRef } from 'react';
import { ChevronDownIcon } from '../../icons';
import {
  ClearButton,
  HiddenValues,
  OptionsPopup,
  optionKey,
  optionLabel,
  useControllable,
  useSelectWiring,
} from './SelectParts';
import { Chevron, Root, Trigger, TriggerEnd, TriggerFrame } from './Select.styles';
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
            <ClearButton
              label={clearLabel}
              onClear={() => {
                setValue(null);
                toggleRef.current?.focus();
              }}
            />
          )}
          <Chevron $open={isOpen} aria-hidden="true">
            <ChevronDownIcon />
          </Chevron>
        </TriggerEnd>
      </TriggerFrame>
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
