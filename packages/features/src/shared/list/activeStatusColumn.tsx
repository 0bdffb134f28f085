import { Badge, createColumnHelper, type TableColumn } from '@podoffice/ui';

/** The Status column of a record that is active or not (categories, news, seller levels). */
export function activeStatusColumn<Row extends { status: boolean }>(): TableColumn<Row, boolean> {
  return createColumnHelper<Row>().accessor((row) => row.status, {
    id: 'status',
    header: 'Status',
    cell: (c) =>
      c.getValue() ? (
        <Badge status="Approved">Active</Badge>
      ) : (
        <Badge status="default">Inactive</Badge>
      ),
  });
}
