import { useSelect } from 'downshift';
import { useRef } from 'react';
import { ChevronDownIcon } from '../../icons';
import { ClearButton, useControllable } from './SelectParts';
import { SelectShell, useSelectCore } from './SelectCore';
import { Chevron, Trigger, TriggerEnd, TriggerFrame } from './Select.styles';
import type { SelectOption, SelectValue, SingleSelectProps } from './Select.types';

/** The select-only combobox (downshift useSelect): a focusable box that opens a listbox. */
export function SingleSelect<V extends SelectValue>(props: SingleSelectProps<V>) {
  const { options } = props;
  const core = useSelectCore(props, 'Select…');
  const { wiring, disabled, clearable } = core;
  const [value, setValue] = useControllable<V | null>(
    props.value,
    props.defaultValue ?? null,
    props.onChange,
  );
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const items = core.listed(options);
  const toggleRef = useRef<HTMLDivElement | null>(null);

  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<
    SelectOption<V>
  >({
    items,
    selectedItem,
    ...core.itemRules,
    toggleButtonId: wiring.id,
    onSelectedItemChange: ({ selectedItem: chosen }) => setValue(chosen ? chosen.value : null),
  });

  const toggleProps = getToggleButtonProps({
    ref: toggleRef,
    disabled,
    onBlur: core.onBlur,
    // downshift closes the open list on Escape without claiming the key, so a dialog around the
    // select closed too: claimed here, Escape closes only the innermost layer.
    onKeyDown: (event) => {
      if (event.key === 'Escape' && isOpen) event.preventDefault();
    },
    'aria-label': wiring.ariaLabel,
    ...wiring.a11y,
  });
  delete (toggleProps as { disabled?: boolean }).disabled;

  return (
    <SelectShell
      core={core}
      values={selectedItem ? [selectedItem.value] : []}
      popup={{ isOpen, items, highlightedIndex, getMenuProps, getItemProps, selectedItem }}
    >
      <TriggerFrame $invalid={wiring.invalid} $disabled={disabled}>
        <Trigger
          {...toggleProps}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : 0}
          $placeholder={!selectedItem}
          $clearable={clearable}
        >
          {selectedItem ? selectedItem.label : core.placeholder}
        </Trigger>
        <TriggerEnd>
          {clearable && selectedItem && !disabled && (
            <ClearButton
              label={core.clearLabel}
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
    </SelectShell>
  );
}
