import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { joinIds, useFieldWiring } from '../FormField/FormFieldContext';
import { Area, Count, Frame } from './TextArea.styles';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value'> {
  /** The text shown; leave undefined to let the field keep its own text (then use defaultValue). */
  value?: string;
  /** Draws the error state and sets aria-invalid; inside a FormField its error does it. */
  invalid?: boolean;
  /** Shows how many characters are typed, out of maxLength when one is set. */
  showCount?: boolean;
  /** Lets the user drag the bottom edge to make the field taller. */
  resizable?: boolean;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/** A multi-line text input in the same frame as TextInput; the ref reaches the native textarea. */
export function TextArea({
  invalid,
  showCount = false,
  resizable = true,
  disabled = false,
  rows = 4,
  className,
  style,
  onChange,
  ...rest
}: TextAreaProps) {
  const wiring = useFieldWiring({ ...rest, invalid });
  const countId = `${useId()}-count`;
  const [typed, setTyped] = useState(() => lengthOf(rest.defaultValue));
  const length = rest.value === undefined ? typed : lengthOf(rest.value);
  const max = rest.maxLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Frame className={className} style={style} $invalid={wiring.invalid} $disabled={disabled}>
      <Area
        rows={rows}
        disabled={disabled}
        $resize={resizable ? 'vertical' : 'none'}
        {...rest}
        onChange={handleChange}
        id={wiring.id}
        name={wiring.name}
        aria-describedby={
          showCount ? joinIds(wiring['aria-describedby'], countId) : wiring['aria-describedby']
        }
        aria-invalid={wiring['aria-invalid']}
        aria-required={wiring['aria-required']}
      />
      {showCount && (
        // Polite, so a screen reader hears the count when typing pauses rather than per key.
        <Count id={countId} aria-live="polite" $over={max !== undefined && length >= max}>
          {max === undefined ? `${length} characters` : `${length} / ${max}`}
        </Count>
      )}
    </Frame>
  );
}
