import { useId, useState, type ReactNode } from 'react';
import { useFieldWiring } from '../FormField/FormFieldContext';
import { Text, Track, Wrapper } from './Switch.styles';

export interface SwitchProps {
  /** On or off; leave undefined to let the switch keep its own state. */
  checked?: boolean;
  /** The state first shown when `checked` is left undefined. */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it. */
  onChange?: (checked: boolean) => void;
  /** Visible text next to the switch that names it; without it give an aria-label or put it in a FormField. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Blocks flipping. */
  disabled?: boolean;
  /** Draws the error state and sets aria-invalid. */
  invalid?: boolean;
  /** The button's id; inside a FormField it comes from the field. */
  id?: string;
  /** Field name, for forms. */
  name?: string;
  /** Extra ids describing the switch. */
  'aria-describedby'?: string;
  /** Called when focus leaves the switch. */
  onBlur?: () => void;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** An on/off toggle that applies at once (role switch), e.g. a news notification flag. */
export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  label,
  disabled = false,
  invalid,
  onBlur,
  className,
  ...rest
}: SwitchProps) {
  const wiring = useFieldWiring({ ...rest, invalid });
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const textId = useId();

  const flip = () => {
    if (checked === undefined) setOwn(!on);
    onChange?.(!on);
  };

  return (
    <Wrapper className={className} $disabled={disabled}>
      <Track
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={rest['aria-label']}
        aria-labelledby={label && !rest['aria-label'] ? textId : undefined}
        aria-describedby={wiring['aria-describedby']}
        aria-invalid={wiring['aria-invalid']}
        id={wiring.id}
        name={wiring.name}
        value={on ? 'on' : 'off'}
        disabled={disabled}
        onClick={flip}
        onBlur={onBlur}
        $on={on}
        $invalid={wiring.invalid}
      />
      {label && (
        <Text id={textId} onClick={() => !disabled && flip()}>
          {label}
        </Text>
      )}
    </Wrapper>
  );
}
