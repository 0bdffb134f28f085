export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  presetRange,
  matchPreset,
  PRESET_LABELS,
  type DateRangeValue,
  type DateRangePreset,
} from './presets';
