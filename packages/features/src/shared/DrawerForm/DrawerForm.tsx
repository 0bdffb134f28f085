import {
  useFormik,
  FormikProvider,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import type { ReactNode } from 'react';
import { Alert, Button, DialogFooter } from '@podoffice/ui';
import { Stack } from '../FormLayout';
import { Actions } from './DrawerForm.styles';

/** What a DrawerForm hands its fields: Formik's state and helpers, and each field's message. */
export interface DrawerFormState<Values extends FormikValues> extends FormikProps<Values> {
  /** The field's validation message once it was left or the form was submitted, else undefined. */
  errorOf: (field: keyof Values & string) => string | undefined;
  /** Binds a control that reports a value, not an event (RadioGroup, RichTextEditor, Switch). */
  valueProps: <K extends keyof Values & string>(
    field: K,
  ) => { value: Values[K]; onChange: (value: Values[K]) => void; onBlur: () => void };
  /** Binds a NumberInput to a field that holds '' while it is empty. */
  numberProps: (field: keyof Values & string) => {
    value: number | null;
    onChange: (value: number | undefined) => void;
    onBlur: () => void;
  };
}

export interface DrawerFormProps<Values extends FormikValues> {
  /** Names the form for assistive technology, e.g. 'Add Site'. */
  label: string;
  /** The values the form starts from (a new record's empty values, or the record being edited). */
  initialValues: Values;
  /** The Yup schema that carries the spec's messages; it runs on change, on blur and on submit. */
  validationSchema?: unknown;
  /** A validation function instead of a schema: the message of each broken rule by field. */
  validate?: (values: Values) => FormikErrors<Values>;
  /** Starts over from `initialValues` when they change, e.g. once the edited record has loaded. */
  enableReinitialize?: boolean;
  /**
   * Called with the checked values; the form stays busy until the returned promise settles. A
   * rejection keeps what was typed: the caller reports it (a toast, or the `error` prop).
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => unknown;
  /** Shows a Cancel button that calls this, e.g. to close the drawer. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The server's message when it refused the last save, shown above the fields. */
  error?: string | null;
  /**
   * Where the buttons go: `drawer` makes them the drawer's sticky footer (Cancel, then the
   * submit button, at the end); `inline` puts them after the fields (submit first), for a form on
   * a page or a card.
   */
  footer?: 'drawer' | 'inline';
  /** The fields, drawn from the form's state. */
  children: (form: DrawerFormState<Values>) => ReactNode;
}

/**
 * The one shape of a create or edit form (the product type and carrier forms are built on
 * it): Formik with a Yup schema, every field's message shown at once on submit, a busy submit
 * button, Cancel, and the server's refusal above the fields.
 *
 * @example
 * <Drawer open={adding} onClose={close} title="Add Product Type">
 *   <DrawerForm
 *     label="Product type"
 *     initialValues={{ title: '', sorting: '' }}
 *     validationSchema={productTypeSchema}
 *     onSubmit={(values) => save(productTypeSchema.cast(values))}
 *     onCancel={close}
 *     submitLabel="Create"
 *     error={refusal}
 *   >
 *     {({ getFieldProps, numberProps, errorOf }) => (
 *       <>
 *         <FormField name="title" label="Title" required error={errorOf('title')}>
 *           <TextInput {...getFieldProps('title')} />
 *         </FormField>
 *         <FormField name="sorting" label="Sorting" error={errorOf('sorting')}>
 *           <NumberInput min={0} {...numberProps('sorting')} />
 *         </FormField>
 *       </>
 *     )}
 *   </DrawerForm>
 * </Drawer>
 */
export function DrawerForm<Values extends FormikValues>({
  label,
  initialValues,
  validationSchema,
  validate,
  enableReinitialize = false,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  error,
  footer = 'drawer',
  children,
}: DrawerFormProps<Values>) {
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    validate,
    enableReinitialize,
    onSubmit: async (values, helpers) => {
      try {
        await onSubmit(values, helpers);
      } catch {
        // A refused save keeps the values; the caller has told the user why.
      }
    },
  });
  // Formik marks only the fields in initialValues touched on submit; counting submits covers the
  // rest, so a submit shows every message at once.
  const errorOf = (field: keyof Values & string) => {
    const message = formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : null;
    return typeof message === 'string' ? message : undefined;
  };
  const valueProps = <K extends keyof Values & string>(field: K) => ({
    value: formik.values[field],
    onChange: (value: Values[K]) => void formik.setFieldValue(field, value),
    onBlur: () => void formik.setFieldTouched(field),
  });
  const numberProps = (field: keyof Values & string) => {
    const value: unknown = formik.values[field];
    return {
      value: typeof value === 'number' ? value : null,
      onChange: (next: number | undefined) => void formik.setFieldValue(field, next ?? ''),
      onBlur: () => void formik.setFieldTouched(field),
    };
  };
  const submit = (
    <Button type="submit" variant="primary" loading={formik.isSubmitting}>
      {submitLabel}
    </Button>
  );
  const cancel = onCancel && (
    <Button onClick={onCancel} disabled={formik.isSubmitting}>
      Cancel
    </Button>
  );

  return (
    <FormikProvider value={formik}>
      <Stack noValidate onSubmit={formik.handleSubmit} aria-label={label}>
        {error && <Alert variant="error">{error}</Alert>}
        {children({ ...formik, errorOf, valueProps, numberProps })}
        {footer === 'drawer' ? (
          // Drawer.Footer itself: importing Drawer would pull the dialog code into page forms.
          <DialogFooter>
            {cancel}
            {submit}
          </DialogFooter>
        ) : (
          <Actions>
            {submit}
            {cancel}
          </Actions>
        )}
      </Stack>
    </FormikProvider>
  );
}
