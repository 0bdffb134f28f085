import { Link } from 'react-router-dom';
import { Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { CustomerFieldsFragment } from '../../api';
import { customerLocation, customerName } from '../../customerDisplay';

export interface CustomersTableProps extends PagedTableProps {
  /** The customers of the current page. */
  customers: CustomerFieldsFragment[];
  /** What the empty table says. */
  emptyMessage?: string;
}

/** Customers a page. */
export const CUSTOMERS_PAGE_SIZE = 20;

const column = createColumnHelper<CustomerFieldsFragment>();
const none = <span aria-label="none">—</span>;

const columns = [
  column.display({
    id: 'name',
    header: 'Name',
    cell: (c) => <Link to={`/customers/${c.row.original.id}`}>{customerName(c.row.original)}</Link>,
  }),
  column.accessor('email', { header: 'Email', cell: (c) => c.getValue() || none }),
  column.accessor('phone', { header: 'Phone', cell: (c) => c.getValue() || none }),
  column.display({
    id: 'location',
    header: 'Location',
    cell: (c) => customerLocation(c.row.original) || none,
  }),
];

/** Customers: Name (to the customer's page), Email, Phone, Location. */
export function CustomersTable({
  customers,
  emptyMessage = 'No customers yet.',
  ...paging
}: CustomersTableProps) {
  return (
    <Table
      pageSize={CUSTOMERS_PAGE_SIZE}
      {...paging}
      caption="Customers"
      columns={columns}
      data={customers}
      getRowId={(customer) => customer.id}
      loadingRows={5}
      emptyMessage={emptyMessage}
      minWidth="720px"
    />
  );
}
