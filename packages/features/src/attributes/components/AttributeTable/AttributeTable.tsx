import { ATTRIBUTE_PAGE_SIZE } from '@podoffice/domain';
import { Table, createColumnHelper, type RowSelectionState } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { EditLink } from '../../../shared/list/rowActions.styles';
import type { AttributeFieldsFragment } from '../../api';

export interface AttributeTableProps extends PagedTableProps {
  /** The attributes of the current page. */
  attributes: AttributeFieldsFragment[];
  /** Selected attribute ids, for the bulk delete. */
  selection: RowSelectionState;
  /** Called with the new selection when a row or the select-all box is toggled. */
  onSelectionChange: (selection: RowSelectionState) => void;
}

const column = createColumnHelper<AttributeFieldsFragment>();

/** Edit links go to /admin/attribute/edit/{id}. */
export const attributeEditPath = (id: string) => `/admin/attribute/edit/${id}`;

const columns = [
  column.accessor('id', { header: 'ID', meta: { width: '80px' } }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('totalTerms', { header: 'Terms', meta: { align: 'right', width: '100px' } }),
  column.display({
    id: 'actions',
    header: 'Actions',
    meta: { width: '120px' },
    cell: ({ row: { original } }) => (
      <EditLink to={attributeEditPath(original.id)} aria-label={`Edit attribute ${original.name}`}>
        Edit
      </EditLink>
    ),
  }),
];

/** The attributes, 20 a page, with a checkbox per row for the bulk delete and an Edit link. */
export function AttributeTable({
  attributes,
  selection,
  onSelectionChange,
  ...paging
}: AttributeTableProps) {
  return (
    <Table
      pageSize={ATTRIBUTE_PAGE_SIZE}
      {...paging}
      caption="Attributes"
      columns={columns}
      data={attributes}
      getRowId={(attribute) => attribute.id}
      getRowLabel={(attribute) => `attribute ${attribute.name}`}
      rowSelection={selection}
      onRowSelectionChange={onSelectionChange}
      emptyMessage="No attributes yet."
      emptyDescription="Add the attributes products vary by, such as size or color."
    />
  );
}
