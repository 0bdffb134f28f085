import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ORDER_TABS,
  ORDER_VIEW_TITLES,
  ORDER_STATUS_LABELS,
  MESSAGES,
  canReadUserDetails,
  isOrderStatus,
  orderActorOf,
  orderTabCounts,
  orderViewFor,
  type OrderTabKey,
} from '@podoffice/domain';
import {
  Alert,
  OrderActivitiesDrawer,
  OrderCommentsDrawer,
  OrderInfoDrawer,
  OrderTable,
  StatusTabs,
  type OrderTableRow,
  type RowSelectionState,
} from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import {
  useOrderCommentsQuery,
  useOrderEntityLogsQuery,
  useOrderFilterProductTypesQuery,
  useOrderFilterSellersQuery,
  useOrderFilterSitesQuery,
  useOrderFilterSuppliersQuery,
  useOrderQuery,
  useOrdersQuery,
  useSellerMessageQuery,
  type OrderRowFieldsFragment,
} from '../api';
import { OrderFilters } from '../components/OrderFilters';
import {
  ORDERS_PAGE_SIZE,
  orderListParams,
  restrictOrderFilters,
  toOrderFilter,
} from './orderFilter';
import { toOrderRow, type ReadOnlyOrderAction } from './orderRows';
import { BannerHtml, Page, Title } from './OrdersScreen.styles';

/** Where the detail of an order lives (spec 2 §2). */
export const orderDetailPath = (id: string | number) => `/orders/orders-manager/${id}`;

// Image keys without http are read from the server's file store (spec 2 §9; server FILES_PATH).
const FILES_BASE = '/files';

const statusLabel = (status: string) =>
  isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status.replace(/_/g, ' ');

/** Which read-only drawer is open, and for which order. */
type OpenDrawer = { kind: ReadOnlyOrderAction; orderId: string } | null;

/**
 * /orders (spec 2 §2): Internal Orders (Administrator, Supporter), Seller Internal Orders (the
 * current site's, with the seller_message banner) or Supplier Orders, by role. One orders call per
 * change of tab, filter or page brings the page and every tab's count; all three live in the
 * address so Back and Forward restore them.
 */
export function OrdersScreen() {
  const user = useAppSelector(selectCurrentUser);
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const view = orderViewFor(user);
  const staff = view === 'internal';
  const restrict = useCallback(
    (filters: Parameters<typeof restrictOrderFilters>[1]) => restrictOrderFilters(view, filters),
    [view],
  );
  const place = useListParams(orderListParams, { restrict });
  // A seller without a current site has no orders to list: no call until the selector picks one.
  const noSite = view === 'seller' && !currentSiteId;
  const orders = useOrdersQuery(
    { filter: toOrderFilter(view, place.filters, place.page, currentSiteId) },
    { skip: noSite },
  );
  const list = usePagedList(place, orders, (data) => data.orders, ORDERS_PAGE_SIZE);
  const actor = useMemo(
    () => (user ? orderActorOf(user, currentSiteId) : null),
    [user, currentSiteId],
  );
  const hits = orders.currentData?.orders.hits;
  const rows = useMemo(
    () => (hits ?? []).map((order) => toOrderRow(order, view, actor)),
    [hits, view, actor],
  );

  // The tabs' badges come with the page (aggs ignore the tab); none while the first page loads.
  const aggs = orders.data?.orders.aggs;
  const counts = aggs ? orderTabCounts(view, aggs) : null;
  const tabs = ORDER_TABS[view].map((tab) => ({
    key: tab.key,
    label: tab.label,
    count: counts?.[tab.key],
    status: tab.key === 'all' ? undefined : tab.key,
  }));

  const productTypes = useOrderFilterProductTypesQuery({ limit: view === 'supplier' ? 10 : 1000 });
  const suppliers = useOrderFilterSuppliersQuery(undefined, { skip: !staff });
  const sellers = useOrderFilterSellersQuery(
    { withEmail: canReadUserDetails(user) },
    { skip: !staff },
  );
  const sites = useOrderFilterSitesQuery(undefined, { skip: !staff });
  const sellerMessage = useSellerMessageQuery(undefined, { skip: view !== 'seller' });
  const bannerHtml = sellerMessage.data?.getAppSettings.find(
    (s) => s.name === 'seller_message',
  )?.value;
  const safeBanner = useMemo(
    () => (bannerHtml?.trim() ? sanitizeHtml(bannerHtml) : ''),
    [bannerHtml],
  );

  const [selection, setSelection] = useState<RowSelectionState>({});
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const onAction = useCallback((action: string, row: OrderTableRow) => {
    if (action === 'activities' || action === 'orderInfo' || action === 'comments') {
      setDrawer({ kind: action, orderId: String(row.id) });
    }
  }, []);

  return (
    <Page>
      <Title>{ORDER_VIEW_TITLES[view]}</Title>
      {view === 'seller' && safeBanner && (
        <Alert variant="error">
          <BannerHtml
            data-testid="seller-message"
            dangerouslySetInnerHTML={{ __html: safeBanner }}
          />
        </Alert>
      )}
      {noSite && (
        <Alert variant="info">Choose a site in the site selector to see its orders.</Alert>
      )}
      <OrderFilters
        view={view}
        value={list.filters}
        onChange={(next) => {
          setSelection({});
          list.setFilters(next);
        }}
        productTypes={(productTypes.data?.productTypes.hits ?? []).map((t) => ({
          value: t.id,
          label: t.title,
        }))}
        suppliers={(suppliers.data?.users.hits ?? []).map((s) => ({
          value: s.id,
          label: `${s.first_name} ${s.last_name}`.trim(),
        }))}
        sellers={(sellers.data?.usersByRole ?? []).map(sellerOption)}
        sites={(sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title }))}
        choicesLoading={productTypes.isLoading}
      />
      <StatusTabs
        ariaLabel="Order status"
        tabs={tabs}
        value={list.filters.tab}
        onChange={(key) => {
          setSelection({});
          list.setFilters({ ...list.filters, tab: key as OrderTabKey });
        }}
      />
      <OrderTable
        view={view}
        orders={noSite ? [] : rows}
        {...list.table}
        loading={!noSite && list.loading}
        error={list.error}
        imageBaseUrl={FILES_BASE}
        ariaLabel={ORDER_VIEW_TITLES[view]}
        emptyMessage="No orders match these filters."
        selection={selection}
        onSelectionChange={setSelection}
        onAction={onAction}
        statusLabel={statusLabel}
        renderOrderLink={(row, children) => <Link to={orderDetailPath(row.id)}>{children}</Link>}
      />
      <OrderDrawers drawer={drawer} onClose={() => setDrawer(null)} hits={hits ?? []} />
    </Page>
  );
}

/** The read-only drawers of a row's menu: Activities, Order info and Comments. */
function OrderDrawers({
  drawer,
  onClose,
  hits,
}: {
  drawer: OpenDrawer;
  onClose: () => void;
  hits: readonly OrderRowFieldsFragment[];
}) {
  const orderId = drawer?.orderId ?? '';
  const numericId = Number(orderId);
  const [logLimit, setLogLimit] = useState(20);
  const logs = useOrderEntityLogsQuery(
    { filter: { id: orderId, entity_name: 'order', limit: logLimit } },
    { skip: drawer?.kind !== 'activities' },
  );
  const info = useOrderQuery({ id: orderId }, { skip: drawer?.kind !== 'orderInfo' });
  const comments = useOrderCommentsQuery(
    { order_id: orderId },
    { skip: drawer?.kind !== 'comments' },
  );
  const row = hits.find((order) => order.id === orderId);
  const order = info.currentData?.order;
  const close = () => {
    setLogLimit(20);
    onClose();
  };
  return (
    <>
      <OrderActivitiesDrawer
        open={drawer?.kind === 'activities'}
        onClose={close}
        orderId={numericId}
        logs={logs.currentData?.entityLogs.hits ?? []}
        total={logs.currentData?.entityLogs.count}
        onLoadMore={() => setLogLimit((limit) => Math.min(100, limit + 20))}
        loadingMore={logs.isFetching && Boolean(logs.currentData)}
        loading={logs.isLoading || (logs.isFetching && !logs.currentData)}
        error={logs.isError ? errorMessage(logs.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void logs.refetch()}
      />
      <OrderInfoDrawer
        open={drawer?.kind === 'orderInfo'}
        onClose={close}
        orderId={numericId}
        shipping={order?.shipping}
        total={order ? order.price * order.quantity : row ? row.price * row.quantity : undefined}
        loading={info.isFetching && !order}
        error={info.isError ? errorMessage(info.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void info.refetch()}
      />
      {/* Read only: no Send box until the createComment mutation exists (a later wave wires onSend). */}
      <OrderCommentsDrawer
        open={drawer?.kind === 'comments'}
        onClose={close}
        orderId={numericId}
        comments={comments.currentData?.OrderComments ?? []}
        loading={comments.isFetching && !comments.currentData}
        error={comments.isError ? errorMessage(comments.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void comments.refetch()}
      />
    </>
  );
}
