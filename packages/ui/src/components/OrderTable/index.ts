export { OrderTable, type OrderTableProps } from './OrderTable';
export { ORDER_TABLE_DEFAULT_COLUMNS, ORDER_TABLE_VIEWS, orderColumnChoices } from './orderColumns';
export {
  ORDER_COLUMN_KEYS,
  type OrderColumnKey,
  type OrderDesignDisplay,
  type OrderRowAction,
  type OrderTableRow,
  type OrderTableView,
} from './OrderTable.types';
