import { useCallback, useState } from 'react';
import {
  EXTERNAL_ORDERS_PAGE_SIZE,
  EXTERNAL_ORDER_MESSAGES as M,
  canMapExternalOrders,
} from '@podoffice/domain';
import { ConfirmDialog, type RowAction } from '@podoffice/ui';
import { useEmbedding } from '../../embed/embedding';
import { FetchOrdersButton } from '../../shared/fetchOrders/FetchOrdersButton';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import {
  useAdminExternalOrdersQuery,
  useExternalOrdersQuery,
  useRemoveMappingOrderMutation,
  type ExternalOrderRowFieldsFragment,
} from '../api';
import { ExternalOrdersTable } from '../components/ExternalOrdersTable';
import { MappingHost } from './MappingHost';
import { externalOrderListParams } from './listParams';
import { Page, Title, TitleRow } from './ExternalOrdersScreen.styles';

/**
 * External Orders: the title, Fetch Orders (for the current site, when it has a shop;
 * disabled without one), the table of shop order lines waiting for mapping, 20 a page, each with
 * Mapping and Remove ('Are you sure remove order?'). `admin`: every site's lines
 * (/admin/orders/external) and no Fetch Orders.
 */
export function ExternalOrdersList({ admin }: { admin: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const { showTitle } = useEmbedding();
  const place = useListParams(externalOrderListParams);
  const paging = {
    limit: EXTERNAL_ORDERS_PAGE_SIZE,
    offset: (place.page - 1) * EXTERNAL_ORDERS_PAGE_SIZE,
  };
  const sellerList = useExternalOrdersQuery(
    { filter: { ...paging, siteId: currentSiteId ?? null } },
    { skip: admin },
  );
  const adminList = useAdminExternalOrdersQuery({ filter: paging }, { skip: !admin });
  const query = admin ? adminList : sellerList;
  const list = usePagedList(
    place,
    query,
    (data: { listMappingOrder?: ListPage; adminExternalOrders?: ListPage }) =>
      (data.adminExternalOrders ?? data.listMappingOrder)!,
    EXTERNAL_ORDERS_PAGE_SIZE,
  );
  const [mapping, setMapping] = useState<ExternalOrderRowFieldsFragment | null>(null);
  const [removeMappingOrder] = useRemoveMappingOrderMutation();
  const removal = useConfirmAction({
    run: (order: ExternalOrderRowFieldsFragment) => removeMappingOrder({ ids: [order.id] }),
    success: M.removed(1),
    onDone: () => list.afterDelete(),
  });
  const { ask } = removal;
  const maps = canMapExternalOrders(user);
  const actionsOf = useCallback(
    (order: ExternalOrderRowFieldsFragment): RowAction[] => [
      { key: 'map', label: 'Mapping', onSelect: () => setMapping(order) },
      { key: 'remove', label: 'Remove', danger: true, onSelect: () => ask(order) },
    ],
    [ask],
  );

  return (
    <Page>
      {/* In the app the title bar says it (External orders, Admin external orders): the name
          once, as on /orders; the table keeps its caption. No empty row for the admin's list. */}
      {(showTitle || !admin) && (
        <TitleRow>
          {showTitle && <Title>External Orders</Title>}
          {admin ? null : <FetchOrdersButton siteId={currentSiteId ?? null} />}
        </TitleRow>
      )}
      <ExternalOrdersTable
        orders={list.rows}
        {...list.table}
        actionsOf={maps ? actionsOf : undefined}
      />
      <MappingHost order={mapping} onClose={() => setMapping(null)} />
      <ConfirmDialog
        {...removal.dialog}
        title={M.removeConfirm}
        message={
          removal.target
            ? `${removal.target.product} of order ${removal.target.order_number ?? removal.target.order_origin_id} will not become an order.`
            : undefined
        }
        confirmLabel="Remove"
        danger
      />
    </Page>
  );
}

/** Either list's answer: the same page of external orders. */
type ListPage = { count: number; hits: ExternalOrderRowFieldsFragment[] };
