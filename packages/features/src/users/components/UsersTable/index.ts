export { UsersTable, type UsersTableProps } from './UsersTable';
