export { Select } from './Select';
export type {
  SelectProps,
  SingleSelectProps,
  MultiSelectProps,
  SelectOption,
  SelectValue,
} from './Select.types';
