import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../Button';
import type { WidgetRootProps } from '../widgetRoot';
import { focusCustomControl } from '../FormField/FormField';
import { FormFieldContext, type FormFieldControl } from '../FormField/FormFieldContext';
import { Actions, Bar, Filters, Slot, SlotLabel } from './FilterBar.styles';

export interface FilterBarProps extends WidgetRootProps {
  /** The filters, each in a FilterBar.Item. */
  children: ReactNode;
  /** Shows a 'Reset filters' button that calls this. */
  onReset?: () => void;
  /** Text of the reset button. */
  resetLabel?: string;
  /** Disables the reset button, e.g. while every filter is at its default. */
  resetDisabled?: boolean;
  /** Trailing actions such as a 'Make a Deposit' button. */
  actions?: ReactNode;
  /** Names the filter landmark for screen readers. */
  'aria-label'?: string;
}

export interface FilterBarItemProps {
  /** The control: a select, a search box, a date range picker. */
  children: ReactNode;
  /**
   * A visible label that names the POD control inside (Select, DateRangePicker, TextInput, ...) as
   * a FormField's does; leave it out when the control brings its own (e.g. a FormField).
   */
  label?: ReactNode;
  /**
   * Id of the control the label names (it goes to the POD control inside, or give your own
   * element this id). Without it the slot is also a group of that name, for several controls.
   */
  htmlFor?: string;
  /** The slot's preferred width in pixels or any CSS length; on phones every slot is full width. */
  width?: number | string;
  /** Lets the slot take up free space, e.g. for a search box. */
  grow?: boolean;
}

/** One labelled filter in a FilterBar. */
function FilterBarItem({
  children,
  label,
  htmlFor,
  width = 200,
  grow = false,
}: FilterBarItemProps) {
  const generatedId = useId();
  const controlId = htmlFor ?? `${generatedId}-control`;
  const labelId = `${generatedId}-label`;
  // The label names the control the way a FormField's does: POD controls read this wiring (a
  // select-only combobox or the date range button is not a labelable element, so `for` alone
  // would leave them named by their placeholder).
  const field = useMemo<FormFieldControl>(
    () => ({ id: controlId, labelId, invalid: false, required: false }),
    [controlId, labelId],
  );
  const $width = typeof width === 'number' ? `${width}px` : width;
  if (label === undefined) {
    return (
      <Slot $width={$width} $grow={grow}>
        {children}
      </Slot>
    );
  }
  const group = htmlFor ? {} : { role: 'group', 'aria-labelledby': labelId };
  return (
    <Slot $width={$width} $grow={grow} {...group}>
      <SlotLabel id={labelId} htmlFor={controlId} onClick={() => focusCustomControl(controlId)}>
        {label}
      </SlotLabel>
      <FormFieldContext.Provider value={field}>{children}</FormFieldContext.Provider>
    </Slot>
  );
}

/** A row of list filters that wraps on narrow screens, with an optional reset and trailing actions. */
export function FilterBar({
  children,
  onReset,
  resetLabel = 'Reset filters',
  resetDisabled = false,
  actions,
  'aria-label': ariaLabel = 'Filters',
  className,
  style,
  id,
}: FilterBarProps) {
  return (
    <Bar role="search" aria-label={ariaLabel} className={className} style={style} id={id}>
      <Filters>{children}</Filters>
      {(onReset || actions) && (
        <Actions>
          {onReset && (
            <Button onClick={onReset} disabled={resetDisabled}>
              {resetLabel}
            </Button>
          )}
          {actions}
        </Actions>
      )}
    </Bar>
  );
}

FilterBar.Item = FilterBarItem;
