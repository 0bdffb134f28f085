import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it so that label, help and error are wired. */
export interface FormFieldControl {
  /** The id the field's label points at; the control puts it on its focusable element. */
  id: string;
  /** The id of the visible label, for controls that name themselves with aria-labelledby. */
  labelId: string;
  /** The form field name (Formik's key), when the field was given one. */
  name?: string;
  /** Space-separated ids of the help and error texts. */
  describedBy?: string;
  /** True while the field shows an error. */
  invalid: boolean;
  /** True when the field is marked required. */
  required: boolean;
}

export const FormFieldContext = createContext<FormFieldControl | null>(null);

/** The enclosing FormField's wiring, or null outside of one. */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

/** Joins id lists for aria-describedby, dropping the empty ones. */
export function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface OwnControlProps {
  id?: string;
  name?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
  invalid?: boolean;
}

/**
 * Merges a control's own props with the enclosing FormField's wiring; the control's own values
 * win so that a caller can always override.
 */
export function useFieldWiring(own: OwnControlProps) {
  const field = useFormFieldControl();
  const invalid = Boolean(own.invalid ?? field?.invalid);
  return {
    field,
    invalid,
    id: own.id ?? field?.id,
    name: own.name ?? field?.name,
    'aria-describedby': joinIds(field?.describedBy, own['aria-describedby']),
    'aria-invalid': own['aria-invalid'] ?? (invalid || undefined),
    'aria-required': own['aria-required'] ?? (field?.required || undefined),
  };
}
