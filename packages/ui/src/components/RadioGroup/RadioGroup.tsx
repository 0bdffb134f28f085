import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFieldWiring } from '../FormField/FormFieldContext';
import { Dot, Group, Option, type RadioGroupOrientation } from './RadioGroup.styles';

/** One choice of a RadioGroup. */
export interface RadioOption<V extends string | number> {
  /** The value handed to onChange when this option is chosen. */
  value: V;
  /** The visible text that names the option. */
  label: ReactNode;
  /** Greys the option out and skips it when moving with the arrow keys. */
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number> {
  /** The choices, in reading order. */
  options: ReadonlyArray<RadioOption<V>>;
  /** The chosen value; leave undefined to let the group keep its own state. */
  value?: V | null;
  /** The value first chosen when `value` is left undefined. */
  defaultValue?: V;
  /** Called with the newly chosen value. */
  onChange?: (value: V) => void;
  /** Options side by side or stacked; arrow keys move in both directions either way. */
  orientation?: RadioGroupOrientation;
  /** Accessible name when the group is not inside a FormField. */
  'aria-label'?: string;
  /** Blocks every option. */
  disabled?: boolean;
  /** Draws the error state and sets aria-invalid. */
  invalid?: boolean;
  /** The group's id; inside a FormField it comes from the field. */
  id?: string;
  /** Field name shared by the radios, for forms. */
  name?: string;
  /** Extra ids describing the group. */
  'aria-describedby'?: string;
  /** Called when focus leaves the group as a whole (Formik's touched). */
  onBlur?: () => void;
  /** Extra class for layout by the parent. */
  className?: string;
}

const nextKeys = new Set(['ArrowDown', 'ArrowRight']);
const previousKeys = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * A single choice among a few visible options (native radios in a radiogroup). One Tab stop for
 * the whole group; arrow keys, Home and End move and choose, skipping disabled options.
 */
export function RadioGroup<V extends string | number>({
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  disabled = false,
  invalid,
  onBlur,
  className,
  ...rest
}: RadioGroupProps<V>) {
  const wiring = useFieldWiring({ ...rest, invalid });
  const generatedName = useId();
  const name = wiring.name ?? generatedName;
  const [own, setOwn] = useState<V | undefined>(defaultValue);
  const chosen = value === undefined ? own : value;
  const radios = useRef<Array<HTMLInputElement | null>>([]);

  const enabled = options.map((option) => !disabled && !option.disabled);
  const chosenIndex = options.findIndex((option) => option.value === chosen);
  const tabStop = chosenIndex >= 0 && enabled[chosenIndex] ? chosenIndex : enabled.indexOf(true);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || !enabled[index]) return;
    if (value === undefined) setOwn(option.value);
    if (option.value !== chosen) onChange?.(option.value);
  };

  const move = (from: number, step: 1 | -1) => {
    for (let offset = 1; offset <= options.length; offset += 1) {
      const index = (from + step * offset + options.length * offset) % options.length;
      if (enabled[index]) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    let target: number | undefined;
    if (nextKeys.has(event.key)) target = move(index, 1);
    else if (previousKeys.has(event.key)) target = move(index, -1);
    else if (event.key === 'Home') target = enabled.indexOf(true);
    else if (event.key === 'End') target = enabled.lastIndexOf(true);
    if (target === undefined || target < 0) return;
    // The browser would move too, but only between radios it can see share a name; doing it
    // here keeps one behaviour for every browser and for jsdom.
    event.preventDefault();
    radios.current[target]?.focus();
    choose(target);
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <Group
      role="radiogroup"
      id={wiring.id}
      aria-label={rest['aria-label']}
      aria-labelledby={rest['aria-label'] ? undefined : wiring.field?.labelId}
      aria-describedby={wiring['aria-describedby']}
      aria-invalid={wiring['aria-invalid']}
      aria-required={wiring['aria-required']}
      aria-disabled={disabled || undefined}
      className={className}
      onBlur={onGroupBlur}
      $orientation={orientation}
      $invalid={wiring.invalid}
    >
      {options.map((option, index) => (
        <Option key={String(option.value)} $disabled={!enabled[index]}>
          <Dot
            ref={(node: HTMLInputElement | null) => {
              radios.current[index] = node;
            }}
            type="radio"
            name={name}
            value={String(option.value)}
            checked={index === chosenIndex}
            disabled={!enabled[index]}
            tabIndex={index === tabStop ? 0 : -1}
            onChange={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
          <span>{option.label}</span>
        </Option>
      ))}
    </Group>
  );
}
