export { FormField, type FormFieldProps, type FormFieldControlProps } from './FormField';
export { useFormFieldControl, type FormFieldControl } from './FormFieldContext';
