import type { ButtonHTMLAttributes, ReactNode, RefObject } from 'react';
import { ChevronDownIcon } from '../../icons';
import {
  ClearButton,
  HiddenValues,
  OptionsPopup,
  optionKey,
  optionLabel,
  useSelectWiring,
} from './SelectParts';
import type { OptionsPopupProps } from './SelectParts';
import { Chevron, Frame, IconButton, Root } from './Select.styles';
import type { SelectCommonProps, SelectOption, SelectValue } from './Select.types';

/**
 * The Select core: what the three variants (SingleSelect, ComboSelect, MultiSelect) share. Each
 * variant keeps only its downshift hook and the state rules that make it what it is; defaults,
 * naming and error wiring, the listbox, hidden form values, the clear button and the chevron
 * live here, so the variants cannot drift apart.
 */
export function useSelectCore<V extends SelectValue>(
  props: SelectCommonProps<V>,
  defaultPlaceholder: string,
) {
  const loading = props.loading ?? false;
  const wiring = useSelectWiring(props);
  return {
    wiring,
    /** How every downshift hook reads an option and names its listbox. */
    itemRules: {
      itemToString: optionLabel<V>,
      itemToKey: optionKey<V>,
      isItemDisabled: (item: SelectOption<V>) => Boolean(item.disabled),
      labelId: wiring.labelId,
    },
    placeholder: props.placeholder ?? defaultPlaceholder,
    clearable: props.clearable ?? false,
    disabled: props.disabled ?? false,
    clearLabel: props.clearLabel ?? 'Clear selection',
    onBlur: props.onBlur,
    className: props.className,
    /** While loading the listbox shows the loading text, never stale options. */
    listed: (items: SelectOption<V>[]) => (loading ? [] : items),
    statusText: loading ? (props.loadingText ?? 'Loading…') : (props.emptyText ?? 'No options'),
  };
}

export type SelectCore<V extends SelectValue> = ReturnType<typeof useSelectCore<V>>;

export interface SelectShellProps<V extends SelectValue> {
  /** The variant's core settings. */
  core: SelectCore<V>;
  /** The chosen values, submitted with a native form. */
  values: V[];
  /** The variant's listbox state (downshift getters, items, highlighted index). */
  popup: Omit<OptionsPopupProps<V>, 'ariaLabel' | 'emptyText'>;
  /** The variant's control: a trigger box or an input frame. */
  children: ReactNode;
}

/** The frame every variant renders in: hidden values, the control, then the listbox. */
export function SelectShell<V extends SelectValue>({
  core,
  values,
  popup,
  children,
}: SelectShellProps<V>) {
  return (
    <Root className={core.className}>
      <HiddenValues name={core.wiring.name} values={values} />
      {children}
      <OptionsPopup {...popup} ariaLabel={core.wiring.ariaLabel} emptyText={core.statusText} />
    </Root>
  );
}

export interface InputFrameProps<V extends SelectValue> {
  /** The variant's core settings. */
  core: SelectCore<V>;
  /** The text input that takes focus when the frame around it is clicked. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Whether the listbox is open (turns the chevron). */
  isOpen: boolean;
  /** Whether something is chosen, so that the clear button has something to clear. */
  hasValue: boolean;
  /** Empties the choice; focus then returns to the input. */
  onClear: () => void;
  /** downshift's toggle button props. */
  toggleProps: ButtonHTMLAttributes<HTMLButtonElement>;
  /** The input, and the chips before it for a multiple select. */
  children: ReactNode;
}

/** The box of the typing variants: input, clear button and the chevron that toggles the list. */
export function InputFrame<V extends SelectValue>({
  core,
  inputRef,
  isOpen,
  hasValue,
  onClear,
  toggleProps,
  children,
}: InputFrameProps<V>) {
  return (
    <Frame
      $invalid={core.wiring.invalid}
      $disabled={core.disabled}
      onClick={(event) => {
        if (event.target === event.currentTarget) inputRef.current?.focus();
      }}
    >
      {children}
      {core.clearable && hasValue && !core.disabled && (
        <ClearButton
          label={core.clearLabel}
          onClear={() => {
            onClear();
            inputRef.current?.focus();
          }}
        />
      )}
      <IconButton {...toggleProps} type="button">
        <Chevron $open={isOpen}>
          <ChevronDownIcon />
        </Chevron>
      </IconButton>
    </Frame>
  );
}
