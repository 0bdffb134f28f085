import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldWiring } from '../FormField/FormFieldContext';
import { Adornment, Frame, Input } from './TextInput.styles';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'size'> {
  /** Draws the error state and sets aria-invalid; inside a FormField its error does it. */
  invalid?: boolean;
  /** Content before the text, such as '$' or an icon. */
  prefix?: ReactNode;
  /** Content after the text, such as a unit or a button. */
  suffix?: ReactNode;
}

/** A single-line text input; the ref reaches the native input. */
export function TextInput({
  invalid,
  prefix,
  suffix,
  disabled = false,
  className,
  style,
  type = 'text',
  ...rest
}: TextInputProps) {
  const wiring = useFieldWiring({ ...rest, invalid });
  return (
    <Frame className={className} style={style} $invalid={wiring.invalid} $disabled={disabled}>
      {prefix && <Adornment>{prefix}</Adornment>}
      <Input
        type={type}
        disabled={disabled}
        {...rest}
        id={wiring.id}
        name={wiring.name}
        aria-describedby={wiring['aria-describedby']}
        aria-invalid={wiring['aria-invalid']}
        aria-required={wiring['aria-required']}
      />
      {suffix && <Adornment>{suffix}</Adornment>}
    </Frame>
  );
}
