export { OutboxTable, type OutboxTableProps } from './OutboxTable';
