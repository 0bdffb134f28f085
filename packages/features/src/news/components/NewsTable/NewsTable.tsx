import { useMemo } from 'react';
import { CATALOGUE_LIMITS, formatDate } from '@podoffice/domain';
import { Switch, Table, createColumnHelper } from '@podoffice/ui';
import { activeStatusColumn } from '../../../shared/list/activeStatusColumn';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import type { NewsListItemFragment } from '../../api';
import { Muted, TitleLink } from './NewsTable.styles';

/** The two flags the list switches directly. */
export type NewsFlag = 'notification' | 'send_mail';

export interface NewsTableProps extends PagedTableProps {
  /** The news of the current page. */
  items: NewsListItemFragment[];
  /** Flips the notification or send-mail flag of an item. */
  onToggle: (item: NewsListItemFragment, flag: NewsFlag, on: boolean) => void;
  /** Asks to delete an item (the screen confirms first). */
  onDelete: (item: NewsListItemFragment) => void;
  /** What the empty table says. */
  emptyMessage?: string;
}

const column = createColumnHelper<NewsListItemFragment>();

/**
 * The admin news list, 20 a page: the title links to the item, the notification and send-mail
 * switches apply at once, and each row has Edit and Delete.
 */
export function NewsTable({
  items,
  onToggle,
  onDelete,
  emptyMessage = 'No news yet.',
  ...paging
}: NewsTableProps) {
  // Give stable callbacks: TanStack renders cells as components, so new columns on every parent
  // render would remount the switches under the user's pointer.
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
      column.accessor('title', {
        header: 'Title',
        cell: ({ row: { original: item } }) => (
          <TitleLink to={`/news/${item.id}`}>{item.title}</TitleLink>
        ),
      }),
      column.accessor((n) => (n.creater ? `${n.creater.first_name} ${n.creater.last_name}` : ''), {
        id: 'creater',
        // The spec's field is `creater`; the header says it in plain words.
        header: 'Creator',
        cell: (c) => c.getValue() || <Muted aria-label="none">—</Muted>,
      }),
      column.accessor('created_at', {
        header: 'Created',
        cell: (c) => formatDate(c.getValue()),
        meta: { nowrap: true },
      }),
      activeStatusColumn<NewsListItemFragment>(),
      column.accessor('notification', {
        header: 'Notification',
        cell: ({ row: { original: item } }) => (
          <Switch
            aria-label={`Notification for ${item.title}`}
            checked={item.notification}
            onChange={(on) => onToggle(item, 'notification', on)}
          />
        ),
      }),
      column.accessor('send_mail', {
        header: 'Send mail',
        cell: ({ row: { original: item } }) => (
          <Switch
            aria-label={`Send mail for ${item.title}`}
            checked={item.send_mail}
            onChange={(on) => onToggle(item, 'send_mail', on)}
          />
        ),
      }),
      rowActionsColumn<NewsListItemFragment>({
        name: (item) => item.title,
        edit: { to: (item) => `/admin/news/edit/${item.id}` },
        onDelete,
      }),
    ],
    [onToggle, onDelete],
  );

  return (
    <Table
      pageSize={CATALOGUE_LIMITS.newsPageSize}
      {...paging}
      caption="News"
      columns={columns}
      data={items}
      getRowId={(item) => item.id}
      loadingRows={6}
      emptyMessage={emptyMessage}
      minWidth="980px"
    />
  );
}
