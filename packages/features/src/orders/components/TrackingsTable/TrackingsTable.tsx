import { useMemo } from 'react';
import {
  TRACKING_PAGE_SIZE,
  TRACKING_STATUS_LABELS,
  formatOrderDate,
  isCarrierUrl,
  isTrackingStatus,
  needsRepush,
  orderIdLabel,
} from '@podoffice/domain';
import { Badge, RowActions, Table, createColumnHelper, type RowAction } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { TrackingRowFieldsFragment } from '../../api';
import { TRACKING_STATUS_COLOURS } from '../../screens/trackings/trackingFilter';
import { Code, Muted, Problem, Stack, Unpushed } from './TrackingsTable.styles';

export interface TrackingsTableProps extends PagedTableProps {
  /** The trackings of the current page. */
  trackings: TrackingRowFieldsFragment[];
  /** The actions of a row (Update, View logs, Edit, Re-submit, Re push), in menu order. */
  actionsOf: (tracking: TrackingRowFieldsFragment) => RowAction[];
  /** Shows the Site column (staff see every site's trackings). */
  showSite?: boolean;
  /** What the empty table says. */
  emptyMessage?: string;
}

const column = createColumnHelper<TrackingRowFieldsFragment>();
const none = <Muted aria-label="none">—</Muted>;
const customerName = (t: TrackingRowFieldsFragment) =>
  [t.order.customer?.first_name, t.order.customer?.last_name].filter(Boolean).join(' ');

function TrackingCode({ tracking }: { tracking: TrackingRowFieldsFragment }) {
  const url = tracking.carrier?.url;
  const code =
    url && isCarrierUrl(url) ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Code>{tracking.tracking_code}</Code>
      </a>
    ) : (
      <Code>{tracking.tracking_code}</Code>
    );
  if (needsRepush(tracking, tracking.order.site.platform)) {
    return (
      <Unpushed>
        {code}
        <span>
          {tracking.push_error ? `Not on the shop: ${tracking.push_error}` : 'Not on the shop yet'}
        </span>
      </Unpushed>
    );
  }
  return code;
}

/**
 * The trackings page's table: the order (N + 6 digits and its
 * shop number), customer, site, carrier, the tracking code (a link to the carrier's page; red with
 * why when a shop order's tracking never reached the shop), status with the service's refusal,
 * when it was added, and the row's actions.
 */
export function TrackingsTable({
  trackings,
  actionsOf,
  showSite = false,
  emptyMessage = 'No trackings match these filters.',
  ...paging
}: TrackingsTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('order_id', {
        header: 'Order',
        cell: (c) => (
          <Stack>
            <span>{orderIdLabel(c.getValue())}</span>
            {c.row.original.order.origin_number ? (
              <Muted>{c.row.original.order.origin_number}</Muted>
            ) : null}
          </Stack>
        ),
      }),
      column.display({
        id: 'customer',
        header: 'Customer',
        cell: (c) => customerName(c.row.original) || none,
      }),
      ...(showSite
        ? [
            column.display({
              id: 'site',
              header: 'Site',
              cell: (c) => c.row.original.order.site.title,
            }),
          ]
        : []),
      column.display({
        id: 'carrier',
        header: 'Carrier',
        cell: (c) => c.row.original.carrier?.name ?? c.row.original.carrier_code ?? none,
      }),
      column.accessor('tracking_code', {
        header: 'Tracking code',
        cell: (c) => <TrackingCode tracking={c.row.original} />,
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (c) => {
          const status = c.getValue();
          return (
            <Stack>
              {isTrackingStatus(status) ? (
                <Badge status={TRACKING_STATUS_COLOURS[status]}>
                  {TRACKING_STATUS_LABELS[status]}
                </Badge>
              ) : (
                status
              )}
              {c.row.original.service_error ? (
                <Problem>{c.row.original.service_error}</Problem>
              ) : null}
            </Stack>
          );
        },
      }),
      column.accessor('created_at', {
        header: 'Added',
        cell: (c) => formatOrderDate(c.getValue()),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { align: 'right' },
        cell: (c) => (
          <RowActions
            name={`tracking ${c.row.original.tracking_code}`}
            actions={actionsOf(c.row.original)}
          />
        ),
      }),
    ],
    [actionsOf, showSite],
  );

  return (
    <Table
      pageSize={TRACKING_PAGE_SIZE}
      {...paging}
      caption="Trackings"
      columns={columns}
      data={trackings}
      getRowId={(tracking) => tracking.id}
      loadingRows={6}
      emptyMessage={emptyMessage}
      minWidth="980px"
    />
  );
}
