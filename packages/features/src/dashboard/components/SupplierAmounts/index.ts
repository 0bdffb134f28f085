export { SupplierAmounts, type SupplierAmountsProps } from './SupplierAmounts';
