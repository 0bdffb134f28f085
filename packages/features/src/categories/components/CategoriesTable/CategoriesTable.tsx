import { useMemo } from 'react';
import { CATALOGUE_LIMITS, formatDate } from '@podoffice/domain';
import { Badge, Button, Table, createColumnHelper } from '@podoffice/ui';
import type { CategoryFieldsFragment } from '../../api';
import { Description, Muted, RowActions } from './CategoriesTable.styles';

export interface CategoriesTableProps {
  /** The categories of the current page. */
  categories: CategoryFieldsFragment[];
  /** Categories across all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Shows Edit and Delete (canEditCategory: hidden from Supporters). */
  canEdit?: boolean;
  /** Opens the edit form of a category. */
  onEdit?: (category: CategoryFieldsFragment) => void;
  /** Asks to delete a category (the screen confirms first). */
  onDelete?: (category: CategoryFieldsFragment) => void;
  /** What the empty table says. */
  emptyMessage?: string;
  /** Rows per page. */
  pageSize?: number;
}

const column = createColumnHelper<CategoryFieldsFragment>();
const none = <Muted aria-label="none">—</Muted>;

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
  column.accessor('status', {
    header: 'Status',
    cell: (c) =>
      c.getValue() ? (
        <Badge status="Approved">Active</Badge>
      ) : (
        <Badge status="default">Inactive</Badge>
      ),
  }),
  column.accessor('created_at', { header: 'Created', cell: (c) => formatDate(c.getValue()) }),
];

/**
 * Product categories, 50 a page: ID, title, description, how many product types use each, status,
 * creation date, and Edit and Delete for those who may change them.
 */
export function CategoriesTable({
  categories,
  total,
  page,
  onPageChange,
  loading = false,
  error,
  onRetry,
  canEdit = false,
  onEdit,
  onDelete,
  emptyMessage = 'No categories yet.',
  pageSize = CATALOGUE_LIMITS.categoriesPageSize,
}: CategoriesTableProps) {
  // Give stable callbacks: TanStack renders cells as components, so new columns on every parent
  // render would remount the buttons under the user's pointer.
  const columns = useMemo(
    () =>
      canEdit
        ? [
            ...dataColumns,
            column.display({
              id: 'actions',
              header: 'Actions',
              meta: { align: 'right' },
              cell: ({ row: { original: category } }) => (
                <RowActions>
                  <Button
                    size="sm"
                    aria-label={`Edit category ${category.title}`}
                    onClick={() => onEdit?.(category)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete category ${category.title}`}
                    onClick={() => onDelete?.(category)}
                  >
                    Delete
                  </Button>
                </RowActions>
              ),
            }),
          ]
        : dataColumns,
    [canEdit, onEdit, onDelete],
  );

  return (
    <Table
      caption="Categories"
      columns={columns}
      data={categories}
      getRowId={(category) => category.id}
      loading={loading}
      loadingRows={8}
      error={error}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      minWidth="860px"
    />
  );
}
