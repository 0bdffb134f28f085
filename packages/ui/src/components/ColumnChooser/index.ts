export { ColumnChooser, type ColumnChoice, type ColumnChooserProps } from './ColumnChooser';
