import { useMemo } from 'react';
import { ATTRIBUTE_TERM_PAGE_SIZE } from '@podoffice/domain';
import { ConfirmDialog, Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { useConfirmation } from '../../../shared/list/useConfirmation';
import type { AttributeTermFieldsFragment } from '../../api';

export interface AttributeTermTableProps extends PagedTableProps {
  /** The terms of the current page. */
  terms: AttributeTermFieldsFragment[];
  /** Deletes a term once the user confirmed; the dialog stays busy until the promise settles. */
  onDelete: (term: AttributeTermFieldsFragment) => Promise<unknown>;
}

const column = createColumnHelper<AttributeTermFieldsFragment>();

/** Edit links go to /admin/attribute-term/edit/{id}. */
export const attributeTermEditPath = (id: string) => `/admin/attribute-term/edit/${id}`;

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '80px' } }),
  column.accessor('option_name', { header: 'Option name' }),
  column.accessor('sku', { header: 'SKU' }),
  column.accessor((term) => term.attribute.name, { id: 'attribute', header: 'Attribute' }),
];

/** The attribute terms, 20 a page: option name, sku, attribute, Edit and Delete (confirmed). */
export function AttributeTermTable({ terms, onDelete, ...paging }: AttributeTermTableProps) {
  const deletion = useConfirmation(onDelete);
  const doomed = deletion.target;
  // Built once: TanStack renders cells as components, and new columns on every render would
  // remount the buttons under the pointer.
  const columns = useMemo(
    () => [
      ...dataColumns,
      rowActionsColumn<AttributeTermFieldsFragment>({
        name: (term) => `term ${term.option_name}`,
        edit: { to: (term) => attributeTermEditPath(term.id) },
        onDelete: deletion.ask,
        width: '160px',
      }),
    ],
    [deletion.ask],
  );

  return (
    <>
      <Table
        pageSize={ATTRIBUTE_TERM_PAGE_SIZE}
        {...paging}
        caption="Attribute terms"
        columns={columns}
        data={terms}
        getRowId={(term) => term.id}
        emptyMessage="No attribute terms here yet."
        emptyDescription="Add the options of an attribute, such as Small, Medium and Large for size."
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this attribute term?"
        message={doomed && `${doomed.option_name} (${doomed.sku}) of ${doomed.attribute.name}.`}
        confirmLabel="Delete"
        danger
      />
    </>
  );
}
