import type { ReactNode } from 'react';
import { CARRIER_LIMITS } from '@podoffice/domain';
import { Table, createColumnHelper } from '@podoffice/ui';
import { activeStatusColumn } from '../../../shared/list/activeStatusColumn';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { useRowActionColumns } from '../../../shared/list/useRowActionColumns';
import type { CarrierFieldsFragment } from '../../api';
import { Code, Description, Muted, Url } from './CarriersTable.styles';

export interface CarriersTableProps extends PagedTableProps {
  /** The carriers of the current page. */
  carriers: CarrierFieldsFragment[];
  /** Shows Edit and Delete (canManageCarriers: Administrator and Listing). */
  canManage?: boolean;
  /** Opens the edit drawer of a carrier. */
  onEdit?: (carrier: CarrierFieldsFragment) => void;
  /** Asks to delete a carrier (the screen confirms first). */
  onDelete?: (carrier: CarrierFieldsFragment) => void;
  /** What the empty table says. */
  emptyMessage?: string;
  /** The next step in the empty state, e.g. an 'Add your first carrier' button. */
  emptyAction?: ReactNode;
}

const column = createColumnHelper<CarrierFieldsFragment>();
const none = <Muted aria-label="none">—</Muted>;

const rowName = (carrier: CarrierFieldsFragment) => `carrier ${carrier.name}`;

const dataColumns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('code', { header: 'Code', cell: (c) => <Code>{c.getValue()}</Code> }),
  column.accessor('url', { header: 'Url', cell: (c) => <Url>{c.getValue()}</Url> }),
  column.accessor('description', {
    header: 'Description',
    cell: (c) => (c.getValue() ? <Description>{c.getValue()}</Description> : none),
  }),
  activeStatusColumn<CarrierFieldsFragment>(),
];

/**
 * Carriers: name, code, tracking url (with its {tracking_number} placeholder),
 * description and status, and Edit and Delete for those who manage carriers.
 */
export function CarriersTable({
  carriers,
  canManage = false,
  onEdit,
  onDelete,
  emptyMessage = 'No carriers yet.',
  emptyAction,
  ...paging
}: CarriersTableProps) {
  const columns = useRowActionColumns(dataColumns, {
    enabled: canManage,
    name: rowName,
    onEdit,
    onDelete,
  });

  return (
    <Table
      pageSize={CARRIER_LIMITS.pageSize}
      {...paging}
      caption="Carriers"
      columns={columns}
      data={carriers}
      getRowId={(carrier) => carrier.id}
      loadingRows={5}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      minWidth="860px"
    />
  );
}
