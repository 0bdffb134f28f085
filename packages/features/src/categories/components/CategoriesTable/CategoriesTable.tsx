import { CATALOGUE_LIMITS, formatDate } from '@podoffice/domain';
import { Table, createColumnHelper } from '@podoffice/ui';
import { activeStatusColumn } from '../../../shared/list/activeStatusColumn';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { useRowActionColumns } from '../../../shared/list/useRowActionColumns';
import type { CategoryFieldsFragment } from '../../api';
import { Description, Muted } from './CategoriesTable.styles';

export interface CategoriesTableProps extends PagedTableProps {
  /** The categories of the current page. */
  categories: CategoryFieldsFragment[];
  /** Shows Edit and Delete (canEditCategory: hidden from Supporters). */
  canEdit?: boolean;
  /** Opens the edit form of a category. */
  onEdit?: (category: CategoryFieldsFragment) => void;
  /** Asks to delete a category (the screen confirms first). */
  onDelete?: (category: CategoryFieldsFragment) => void;
  /** What the empty table says. */
  emptyMessage?: string;
}

const column = createColumnHelper<CategoryFieldsFragment>();
const none = <Muted aria-label="none">—</Muted>;

const rowName = (category: CategoryFieldsFragment) => `category ${category.title}`;

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
  column.accessor('title', { header: 'Title' }),
  column.accessor('description', {
    header: 'Description',
    cell: (c) => (c.getValue() ? <Description>{c.getValue()}</Description> : none),
  }),
  column.accessor('totalProductType', {
    header: 'Product types',
    meta: { align: 'right' },
  }),
  activeStatusColumn<CategoryFieldsFragment>(),
  column.accessor('created_at', {
    header: 'Created',
    cell: (c) => formatDate(c.getValue()),
    meta: { nowrap: true },
  }),
];

/**
 * Product categories, 50 a page: ID, title, description, how many product types use each, status,
 * creation date, and Edit and Delete for those who may change them.
 */
export function CategoriesTable({
  categories,
  canEdit = false,
  onEdit,
  onDelete,
  emptyMessage = 'No categories yet.',
  ...paging
}: CategoriesTableProps) {
  const columns = useRowActionColumns(dataColumns, {
    enabled: canEdit,
    name: rowName,
    onEdit,
    onDelete,
  });

  return (
    <Table
      pageSize={CATALOGUE_LIMITS.categoriesPageSize}
      {...paging}
      caption="Categories"
      columns={columns}
      data={categories}
      getRowId={(category) => category.id}
      loadingRows={8}
      emptyMessage={emptyMessage}
      minWidth="860px"
    />
  );
}
