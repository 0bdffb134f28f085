import type { Dayjs } from 'dayjs';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Popover, PresetButton, PresetList } from './DateRangePopover.styles';
import { PRESET_LABELS, presetRange, type DateRangePreset, type DateRangeValue } from './presets';
import { RangeCalendar } from './RangeCalendar';

export interface DateRangePopoverProps {
  /** The id the button's aria-controls names. */
  id: string;
  /** The range in force. */
  value: DateRangeValue;
  /** The preset the range is exactly, if any: its button shows pressed. */
  matched: DateRangePreset | undefined;
  /** The presets offered, in order. */
  presets: DateRangePreset[];
  /** The day presets and the calendar count from. */
  today: Dayjs;
  /** Called with the chosen range (a cleared one for Any time). */
  onChoose: (range: DateRangeValue) => void;
  /** Called on Escape; the button takes the focus back. */
  onClose: () => void;
}

const empty: DateRangeValue = { from: null, to: null };

/**
 * What the date range button opens: the presets and a month to pick a range on. Loaded on first
 * open, with the calendar, so a list screen carries only the button.
 */
export function DateRangePopover({
  id,
  value,
  matched,
  presets,
  today,
  onChoose,
  onClose,
}: DateRangePopoverProps) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const hasDates = Boolean(value.from || value.to);

  useEffect(() => {
    // Focus lands on the preset in force (or the first); the calendar is a Tab away.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const pressed = listRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
    (pressed ?? buttons?.[0])?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Claimed, not only stopped: a drawer around the picker (Fetch Orders) stays open.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <Popover id={id} role="dialog" aria-label="Choose dates" onKeyDown={onKeyDown}>
      <PresetList ref={listRef} role="group" aria-label="Presets">
        {presets.map((preset) => (
          <PresetButton
            key={preset}
            type="button"
            aria-pressed={matched === preset}
            onClick={() => onChoose(presetRange(preset, today))}
          >
            {PRESET_LABELS[preset]}
          </PresetButton>
        ))}
        <PresetButton type="button" aria-pressed={!hasDates} onClick={() => onChoose(empty)}>
          Any time
        </PresetButton>
      </PresetList>
      <RangeCalendar value={value} today={today} onPick={onChoose} />
    </Popover>
  );
}
