export { OrderableList, moveItem, type OrderableListProps } from './OrderableList';
