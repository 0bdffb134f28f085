import { Fragment, useMemo } from 'react';
import {
  EXTERNAL_ORDERS_PAGE_SIZE,
  PLATFORM_LABELS,
  formatMoney,
  formatOrderDate,
  type SitePlatform,
} from '@podoffice/domain';
import { Badge, RowActions, Table, createColumnHelper, type RowAction } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { ExternalOrderRowFieldsFragment } from '../../api';
import { Meta, Muted, Product, Stack } from './ExternalOrdersTable.styles';

export interface ExternalOrdersTableProps extends PagedTableProps {
  /** The external orders of the current page. */
  orders: ExternalOrderRowFieldsFragment[];
  /** The actions of a row (Mapping, Remove); none: no Actions column. */
  actionsOf?: (order: ExternalOrderRowFieldsFragment) => RowAction[];
  /** What the empty table says. */
  emptyMessage?: string;
}

const column = createColumnHelper<ExternalOrderRowFieldsFragment>();
const none = <Muted aria-label="none">—</Muted>;
const platformLabel = (platform: string) => PLATFORM_LABELS[platform as SitePlatform] ?? platform;

/**
 * External Orders' table: the line's id, the shop's order
 * (number and id), the product with its shop variant, sku, quantity and price, the site and its
 * platform, the line's properties, whether it carries its own print file (with a link to it),
 * when it arrived, and the row's actions.
 */
export function ExternalOrdersTable({
  orders,
  actionsOf,
  emptyMessage = 'No external orders: every shop order is mapped.',
  ...paging
}: ExternalOrdersTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'Id' }),
      column.display({
        id: 'order',
        header: 'Order ID',
        cell: (c) => (
          <Stack>
            <span>{c.row.original.order_number ?? c.row.original.order_origin_id}</span>
            <Muted>{c.row.original.order_origin_id}</Muted>
          </Stack>
        ),
      }),
      column.display({
        id: 'product',
        header: 'Product',
        cell: (c) => {
          const o = c.row.original;
          return (
            <Product>
              {o.images[0] ? <img src={o.images[0]} alt="" loading="lazy" /> : null}
              <Stack>
                <span>
                  {o.product}
                  {o.variant_title ? ` — ${o.variant_title}` : ''}
                </span>
                <Muted>
                  {[o.sku, `${o.quantity} × ${formatMoney(o.price)}`].filter(Boolean).join(' · ')}
                </Muted>
              </Stack>
            </Product>
          );
        },
      }),
      column.display({
        id: 'site',
        header: 'Site',
        cell: (c) => (
          <Stack>
            <span>{c.row.original.site.title}</span>
            <Badge status="processing">{platformLabel(c.row.original.platform)}</Badge>
          </Stack>
        ),
      }),
      column.display({
        id: 'meta',
        header: 'Meta Data',
        cell: (c) =>
          c.row.original.metaData.length ? (
            <Meta>
              {c.row.original.metaData.map((m, i) => (
                <Fragment key={`${m.name}:${i}`}>
                  <dt>{m.name}</dt>
                  <dd>{m.value}</dd>
                </Fragment>
              ))}
            </Meta>
          ) : (
            none
          ),
      }),
      column.display({
        id: 'personalized',
        header: 'Personalized',
        cell: (c) => {
          const o = c.row.original;
          if (!o.personalized) return none;
          return (
            <Stack>
              <Badge status="pending">Personalized</Badge>
              {o.print_file_url ? (
                <a href={o.print_file_url} target="_blank" rel="noopener noreferrer">
                  Print file
                </a>
              ) : null}
            </Stack>
          );
        },
      }),
      column.accessor('created_at', {
        header: 'Date',
        cell: (c) => formatOrderDate(c.getValue()),
      }),
      ...(actionsOf
        ? [
            column.display({
              id: 'actions',
              header: 'Actions',
              meta: { align: 'right' },
              cell: (c) => (
                <RowActions
                  name={`external order ${c.row.original.id}`}
                  actions={actionsOf(c.row.original)}
                />
              ),
            }),
          ]
        : []),
    ],
    [actionsOf],
  );

  return (
    <Table
      pageSize={EXTERNAL_ORDERS_PAGE_SIZE}
      {...paging}
      caption="External orders"
      columns={columns}
      data={orders}
      getRowId={(order) => order.id}
      loadingRows={6}
      emptyMessage={emptyMessage}
      minWidth="980px"
    />
  );
}
