import { Link } from 'react-router-dom';
import { ORDER_STATUS_LABELS, formatMoney, isOrderStatus, orderIdLabel } from '@podoffice/domain';
import { Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { OrdersByCustomerQuery } from '../../api';

export type CustomerOrderRow = OrdersByCustomerQuery['ordersByCustomer']['hits'][number];

export interface CustomerOrdersTableProps extends PagedTableProps {
  orders: CustomerOrderRow[];
}

/** Order lines a page of the Orders tab (orders 20). */
export const CUSTOMER_ORDERS_PAGE_SIZE = 20;

const column = createColumnHelper<CustomerOrderRow>();
const none = <span aria-label="none">—</span>;

// §9: order dates 'DD MMM YYYY, HH:mm:ss' (UTC, as the server stores them).
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

const columns = [
  column.accessor('id', {
    header: 'Order',
    cell: (c) => (
      <Link to={`/orders/orders-manager/${c.getValue()}`}>{orderIdLabel(c.getValue())}</Link>
    ),
  }),
  column.accessor('product', { header: 'Product', cell: (c) => c.getValue() || none }),
  column.accessor('variant', { header: 'Variant', cell: (c) => c.getValue() || none }),
  column.accessor('price', {
    header: 'Price',
    // Null for a Supplier, who reads what it is paid on its own orders, not the shopper's price.
    cell: (c) => {
      const price = c.getValue();
      return price === null || price === undefined ? none : formatMoney(price);
    },
  }),
  column.accessor('quantity', { header: 'Quantity' }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => {
      const status = c.getValue();
      return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
    },
  }),
  column.accessor('created_at', {
    header: 'Created',
    cell: (c) => dateFormat.format(new Date(c.getValue())),
  }),
];

/** The customer's orders (the Orders tab), each linking to its order page. */
export function CustomerOrdersTable({ orders, ...paging }: CustomerOrdersTableProps) {
  return (
    <Table
      pageSize={CUSTOMER_ORDERS_PAGE_SIZE}
      {...paging}
      caption="Customer orders"
      columns={columns}
      data={orders}
      getRowId={(order) => order.id}
      loadingRows={3}
      emptyMessage="This customer has no orders yet."
      minWidth="760px"
    />
  );
}
