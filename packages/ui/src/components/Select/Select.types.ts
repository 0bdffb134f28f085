/** A value a Select option carries. */
export type SelectValue = string | number;

/** One choice in a Select. */
export interface SelectOption<V extends SelectValue = string> {
  /** What onChange reports. */
  value: V;
  /** What the user reads and what type-to-filter matches. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectCommonProps<V extends SelectValue = string> {
  /** The choices, in display order. */
  options: SelectOption<V>[];
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** Adds a button that clears the choice. */
  clearable?: boolean;
  /** Blocks every interaction. */
  disabled?: boolean;
  /** Draws the error state and sets aria-invalid; inside a FormField its error does it. */
  invalid?: boolean;
  /** Single select only: an input that filters the options as the user types. Multi always filters. */
  searchable?: boolean;
  /** Shown in the open list when no option matches (or there are none). */
  emptyText?: string;
  /** Shows loadingText in the open list instead of the options, while they are fetched. */
  loading?: boolean;
  /** Text shown in the list while loading. */
  loadingText?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** The focusable element's id; inside a FormField it comes from the field. */
  id?: string;
  /** Field name: native form submission gets the chosen values in hidden inputs of that name. */
  name?: string;
  /** Accessible name when the Select is not inside a FormField (which names it with its label). */
  'aria-label'?: string;
  /** Extra ids describing the control. */
  'aria-describedby'?: string;
  /** Called when focus leaves the control, e.g. Formik's setFieldTouched. */
  onBlur?: () => void;
  /** Extra class for layout by the parent. */
  className?: string;
}

export interface SingleSelectProps<V extends SelectValue = string> extends SelectCommonProps<V> {
  /** Single choice (the default). */
  multiple?: false;
  /** The chosen value, null for none; leave undefined to let the Select keep its own state. */
  value?: V | null;
  /** The value chosen first when `value` is left undefined. */
  defaultValue?: V | null;
  /** Called with the chosen value, or null when cleared. */
  onChange?: (value: V | null) => void;
}

export interface MultiSelectProps<V extends SelectValue = string> extends SelectCommonProps<V> {
  /** Several choices, shown as removable chips. */
  multiple: true;
  /** The chosen values; leave undefined to let the Select keep its own state. */
  value?: V[];
  /** The values chosen first when `value` is left undefined. */
  defaultValue?: V[];
  /** Called with every chosen value after each change. */
  onChange?: (value: V[]) => void;
}

export type SelectProps<V extends SelectValue = string> =
  SingleSelectProps<V> | MultiSelectProps<V>;
