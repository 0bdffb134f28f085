import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon } from '../../icons';
import { useFieldWiring } from '../FormField/FormFieldContext';
import { IconButton } from '../IconButton';
import { Root, Trigger } from './DateRangePicker.styles';
import {
  ALL_PRESETS,
  matchPreset,
  PRESET_LABELS,
  type DateRangePreset,
  type DateRangeValue,
} from './presets';

// The presets and the calendar load on first open: a list screen carries only the button.
const DateRangePopover = lazy(() =>
  import('./DateRangePopover').then((module) => ({ default: module.DateRangePopover })),
);

export interface DateRangePickerProps {
  /** The range, 'YYYY-MM-DD' days or null ends; leave undefined to let the picker keep its own state. */
  value?: DateRangeValue | null;
  /** The range first shown when `value` is left undefined. */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range; a cleared range is { from: null, to: null }. */
  onChange?: (value: DateRangeValue) => void;
  /** Which presets the popover offers, in order; a range picked on the calendar is always possible. */
  presets?: DateRangePreset[];
  /** The day presets count from ('YYYY-MM-DD'); today by default. Fix it for stable stories and tests. */
  today?: string;
  /** Shows a button beside the control that empties both dates. */
  clearable?: boolean;
  /** Blocks the control. */
  disabled?: boolean;
  /** Draws the error state. */
  invalid?: boolean;
  /** Accessible name when it is not inside a FormField. */
  'aria-label'?: string;
  /** The button's id; inside a FormField it comes from the field, so its label names the button. */
  id?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

const empty: DateRangeValue = { from: null, to: null };
const shortDay = (day: string) => dayjs(day).format('MMM DD, YYYY');

/** The range in words: the preset's name, the two days, or one open end. */
function describe(range: DateRangeValue, preset: DateRangePreset | undefined): string {
  if (preset) return PRESET_LABELS[preset];
  if (range.from && range.to) {
    if (range.from === range.to) return shortDay(range.from);
    // One year is said once, so a range fits a filter slot: 'Mar 04 – Mar 12, 2024'.
    const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
    const start = sameYear ? dayjs(range.from).format('MMM DD') : shortDay(range.from);
    return `${start} – ${shortDay(range.to)}`;
  }
  if (range.from) return `From ${shortDay(range.from)}`;
  if (range.to) return `Until ${shortDay(range.to)}`;
  return 'Any time';
}

/**
 * A date range filter in one compact control, so a filter bar keeps to one row: a button that
 * names the range ('Last 7 days', 'Mar 01, 2024 – Mar 15, 2024', 'Any time') and opens a popover
 * with the presets (Today, Yesterday, Last 7 days, Last 30 days, This month, Last month, Any time)
 * and a calendar for a range of one's own. Escape or a click outside closes it, focus returns to
 * the button.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  presets = ALL_PRESETS,
  today,
  clearable = true,
  disabled = false,
  invalid,
  'aria-label': ariaLabel,
  id,
  className,
}: DateRangePickerProps) {
  const wiring = useFieldWiring({ id, invalid });
  const [own, setOwn] = useState<DateRangeValue>(defaultValue ?? empty);
  const range = value === undefined ? own : (value ?? empty);
  const [open, setOpen] = useState(false);
  const reference = useMemo(() => (today ? dayjs(today) : dayjs()), [today]);
  const popoverId = useId();
  const summaryId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const matched = matchPreset(range, presets, reference);
  const hasDates = Boolean(range.from || range.to);
  const summary = describe(range, matched);

  const emit = (next: DateRangeValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (next: DateRangeValue) => {
    emit(next);
    close(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const field = wiring.field;
  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        ref={triggerRef}
        type="button"
        id={wiring.id}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        // The field's label and the range in words, e.g. 'Date Last 7 days'.
        aria-labelledby={field && !ariaLabel ? `${field.labelId} ${summaryId}` : undefined}
        aria-label={field && !ariaLabel ? undefined : `${ariaLabel ?? 'Date range'}: ${summary}`}
        aria-describedby={wiring['aria-describedby']}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
        $invalid={wiring.invalid}
        $disabled={disabled}
      >
        <span id={summaryId} data-placeholder={hasDates ? undefined : ''}>
          {summary}
        </span>
        <ChevronDownIcon size={12} />
      </Trigger>
      {clearable && hasDates && !disabled && (
        <IconButton label="Clear dates" size="sm" onClick={() => emit(empty)}>
          <CloseIcon />
        </IconButton>
      )}
      {open && (
        // Nothing shows for the moment the popover's code takes to load on first open.
        <Suspense fallback={null}>
          <DateRangePopover
            id={popoverId}
            value={range}
            matched={matched}
            presets={presets}
            today={reference}
            onChoose={choose}
            onClose={() => close(true)}
          />
        </Suspense>
      )}
    </Root>
  );
}
