import { ComboSelect } from './ComboSelect';
import { MultiSelect } from './MultiSelect';
import { SingleSelect } from './SingleSelect';
import type { SelectProps, SelectValue } from './Select.types';

/**
 * A choice among options, keyboard and screen reader accessible (downshift): single by default,
 * `searchable` to type to filter, `multiple` for removable chips. Inside a FormField it takes
 * the field's label, help and error; elsewhere give it an aria-label.
 */
export function Select<V extends SelectValue = string>(props: SelectProps<V>) {
  if (props.multiple) return <MultiSelect {...props} />;
  if (props.searchable) return <ComboSelect {...props} />;
  return <SingleSelect {...props} />;
}
