import { useState } from 'react';
import { StrokeIcon } from '../../icons';
import { TextInput, type TextInputProps } from '../TextInput';
import { ToggleButton } from './PasswordInput.styles';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'suffix'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon size={18} strokeWidth={2}>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </StrokeIcon>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      suffix={
        <ToggleButton
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </ToggleButton>
      }
    />
  );
}
