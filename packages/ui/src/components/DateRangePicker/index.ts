export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { DateRangeInput, type DateRangeInputProps } from './DateRangeInput';
export {
  presetRange,
  matchPreset,
  PRESET_LABELS,
  type DateRangeValue,
  type DateRangePreset,
} from './presets';
