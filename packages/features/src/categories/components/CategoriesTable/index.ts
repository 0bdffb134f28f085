export { CategoriesTable, type CategoriesTableProps } from './CategoriesTable';
