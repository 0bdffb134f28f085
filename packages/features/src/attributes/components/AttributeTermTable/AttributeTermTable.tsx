import { useMemo, useState } from 'react';
import { ATTRIBUTE_TERM_PAGE_SIZE } from '@podoffice/domain';
import { Button, ConfirmDialog, Table, createColumnHelper } from '@podoffice/ui';
import type { AttributeTermFieldsFragment } from '../../api';
import { EditLink } from '../AttributeTable/AttributeTable.styles';
import { RowActions } from './AttributeTermTable.styles';

export interface AttributeTermTableProps {
  /** The terms of the current page. */
  terms: AttributeTermFieldsFragment[];
  /** Terms across all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** Deletes a term once the user confirmed; the dialog stays busy until the promise settles. */
  onDelete: (term: AttributeTermFieldsFragment) => Promise<unknown>;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Rows per page. */
  pageSize?: number;
}

const column = createColumnHelper<AttributeTermFieldsFragment>();

/** Edit links go to /admin/attribute-term/edit/{id} (spec 1 §2). */
export const attributeTermEditPath = (id: string) => `/admin/attribute-term/edit/${id}`;

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '80px' } }),
  column.accessor('option_name', { header: 'Option name' }),
  column.accessor('sku', { header: 'SKU' }),
  column.accessor((term) => term.attribute.name, { id: 'attribute', header: 'Attribute' }),
];

/** The attribute terms, 20 a page: option name, sku, attribute, Edit and Delete (confirmed). */
export function AttributeTermTable({
  terms,
  total,
  page,
  onPageChange,
  onDelete,
  loading = false,
  error,
  onRetry,
  pageSize = ATTRIBUTE_TERM_PAGE_SIZE,
}: AttributeTermTableProps) {
  const [doomed, setDoomed] = useState<AttributeTermFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  // Built once: TanStack renders cells as components, and new columns on every render would
  // remount the buttons under the pointer.
  const columns = useMemo(
    () => [
      ...dataColumns,
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { width: '160px' },
        cell: ({ row: { original: term } }) => (
          <RowActions>
            <EditLink
              to={attributeTermEditPath(term.id)}
              aria-label={`Edit term ${term.option_name}`}
            >
              Edit
            </EditLink>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete term ${term.option_name}`}
              onClick={() => setDoomed(term)}
            >
              Delete
            </Button>
          </RowActions>
        ),
      }),
    ],
    [],
  );

  const confirm = async () => {
    if (!doomed) return;
    setBusy(true);
    try {
      await onDelete(doomed);
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <>
      <Table
        caption="Attribute terms"
        columns={columns}
        data={terms}
        getRowId={(term) => term.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage="No attribute terms here yet."
        emptyDescription="Add the options of an attribute, such as Small, Medium and Large for size."
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
      />
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this attribute term?"
        message={doomed && `${doomed.option_name} (${doomed.sku}) of ${doomed.attribute.name}.`}
        confirmLabel="Delete"
        danger
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
