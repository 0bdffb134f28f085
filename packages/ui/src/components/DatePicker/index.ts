export { DatePicker, toDay, type DatePickerProps } from './DatePicker';
