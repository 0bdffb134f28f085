import { useId, useMemo, type ReactNode } from 'react';
import { ErrorText, Field, Help, Label, RequiredMark } from './FormField.styles';
import { FormFieldContext, joinIds, type FormFieldControl } from './FormFieldContext';
import { useMessageHeldWhilePressed } from './pointerHold';

/** Props a FormField hands to a render-prop child; spread them on the focusable element. */
export interface FormFieldControlProps {
  id: string;
  name?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** The form field name (Formik's key); passed on to the control and used in its id. */
  name?: string;
  /** The visible label, wired to the control with htmlFor. */
  label: ReactNode;
  /** The validation message; any falsy value (Formik's `touched && error`) shows none. */
  error?: ReactNode;
  /** A hint under the control, read by screen readers with the control. */
  help?: ReactNode;
  /** Shows the required marker and marks the control aria-required. */
  required?: boolean;
  /** Keeps the label for screen readers only, for dense filter bars. */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Extra class for layout by the parent. */
  className?: string;
  /**
   * The control. POD controls (TextInput, Select, ...) wire themselves; any other element can
   * take the wiring through a render prop: `{(control) => <input {...control} />}`.
   */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

const labelable = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'METER', 'OUTPUT', 'PROGRESS']);

/**
 * A native label only focuses labelable elements; a custom control such as the select-only
 * combobox (a div) gets the same behaviour by hand.
 */
export function focusCustomControl(controlId: string) {
  const control = document.getElementById(controlId);
  if (control && !labelable.has(control.tagName)) control.focus();
}

/** Label, help and error around one form control, with ids wired for assistive technology. */
export function FormField({
  name,
  label,
  help,
  required = false,
  hideLabel = false,
  id,
  className,
  children,
  error: latestError,
}: FormFieldProps) {
  const error = useMessageHeldWhilePressed(latestError);
  const generated = useId();
  const controlId = id ?? (name ? `${name}-${generated}` : `field-${generated}`);
  const labelId = `${controlId}-label`;
  const helpId = help ? `${controlId}-help` : undefined;
  const hasError = Boolean(error);
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = joinIds(helpId, errorId);

  const context = useMemo<FormFieldControl>(
    () => ({ id: controlId, labelId, name, describedBy, invalid: hasError, required }),
    [controlId, labelId, name, describedBy, hasError, required],
  );

  const control =
    typeof children === 'function'
      ? children({
          id: controlId,
          name,
          'aria-describedby': describedBy,
          'aria-invalid': hasError || undefined,
          'aria-required': required || undefined,
        } as FormFieldControlProps)
      : children;

  return (
    <Field className={className}>
      <Label
        id={labelId}
        htmlFor={controlId}
        $hidden={hideLabel}
        onClick={() => focusCustomControl(controlId)}
      >
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <FormFieldContext.Provider value={context}>{control}</FormFieldContext.Provider>
      {help && <Help id={helpId}>{help}</Help>}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
