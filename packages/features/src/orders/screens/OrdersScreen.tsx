import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ORDER_TABS,
  ORDER_VIEW_TITLES,
  canOpenOrderDetail,
  orderActorOf,
  orderTabCounts,
  orderViewFor,
  ORDER_ACTION_RULES,
  isOrderAction,
  checkOrderAction,
  type DtfOrderMapping,
  type OrderTabKey,
} from '@podoffice/domain';
import {
  Alert,
  Button,
  ColumnChooser,
  OrderTable,
  Skeleton,
  StatusTabs,
  type OrderTableRow,
  type RowSelectionState,
} from '@podoffice/ui';
import { useEmbedding } from '../../embed/embedding';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import {
  savedViewsApi,
  useOrdersQuery,
  useSellerMessageQuery,
  useOrderCurrentSiteQuery,
} from '../api';
import {
  ORDERS_PAGE_SIZE,
  orderListParams,
  restrictOrderFilters,
  toOrderFilter,
  SAVED_ORDER_VIEWS_SCREEN,
} from './orderFilter';
import type { OpenOrderDialog } from './OrderActionDialogs';
import { DtfPush } from './DtfPush';
import { OrderExport } from './OrderExport';
import type { OpenDrawer } from './OrderDrawers';
import { ORDER_ACTIONS_AVAILABLE, canComment, orderFacts, toOrderRow } from './orderRows';
import { isImmediateOrderAction, useOrderChange } from './useOrderChange';
import { useOrderImages } from './useOrderImages';
import { OrdersElsewhere } from './OrdersElsewhere';
import { API_ORDERS_PATH, ORDER_FILES_BASE, orderStatusLabel } from './orderDisplay';
import { useOrderDetailLink } from './useOrderDetailLink';
import { Page, TabsRow, Title, TitleRow, Toolbar } from './OrdersScreen.styles';
import { useStickyToolbar } from './useStickyToolbar';
import { useOrderColumns } from './useOrderColumns';
import { usePrefetchOrderFilterChoices } from './useOrderFilterChoices';
import { api as fetchOrdersApi } from '../../shared/fetchOrders/FetchOrders.generated';
import type { OrderViewState } from './SavedOrderViews';
import type { OrderBulkResult } from './OrderBulkActions';

// The filter bar (Select, date range) and the seller's banner (DOMPurify) load beside the list, so
// the route's own chunk stays within its budget; the table and its tabs do not wait for them.
const OrderFilterBar = lazy(() =>
  import('./OrderFilterBar').then((m) => ({ default: m.OrderFilterBar })),
);
// Fetch Orders (the drawer, its date range) only for a Seller, loaded beside the list.
const FetchOrdersButton = lazy(() =>
  import('../../shared/fetchOrders/FetchOrdersButton').then((m) => ({
    default: m.FetchOrdersButton,
  })),
);
const SellerMessageBanner = lazy(() =>
  import('../components/SellerMessageBanner').then((m) => ({ default: m.SellerMessageBanner })),
);

// The drawers load on the first open: most visits only read the list (the route chunk's budget).
const OrderDrawers = lazy(() =>
  import('./OrderDrawers').then((m) => ({ default: m.OrderDrawers })),
);
const OrderActionDialogs = lazy(() =>
  import('./OrderActionDialogs').then((m) => ({ default: m.OrderActionDialogs })),
);
// The saved views bar (its save panel, its confirmation) beside the list, as the filters.
const SavedOrderViews = lazy(() =>
  import('./SavedOrderViews').then((m) => ({ default: m.SavedOrderViews })),
);
const OrderBulkActions = lazy(() =>
  import('./OrderBulkActions').then((m) => ({ default: m.OrderBulkActions })),
);

/**
 * /orders: Internal Orders (Administrator, Supporter), Seller Internal Orders (the
 * current site's, with the seller_message banner) or Supplier Orders, by role. One orders call per
 * change of tab, filter or page brings the page and every tab's count; all three live in the
 * address so Back and Forward restore them.
 */
export function OrdersScreen() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const navigate = useNavigate();
  const location = useLocation();
  const { linkTo, showBack, showTitle } = useEmbedding();
  const view = orderViewFor(user);
  const staff = view === 'internal';
  const restrict = useCallback(
    (filters: Parameters<typeof restrictOrderFilters>[1]) => restrictOrderFilters(view, filters),
    [view],
  );
  const place = useListParams(orderListParams, { restrict });
  // Before the orders' query: these effects send the filter choices, the saved views, the
  // seller's banner and Fetch Orders' site first (effects run in this order), so that none of
  // their small answers comes in while the rows are being drawn.
  usePrefetchOrderFilterChoices(view);
  const sellerMessage = useSellerMessageQuery(undefined, { skip: view !== 'seller' });
  const prefetchFetchOrdersSite = fetchOrdersApi.usePrefetch('FetchOrdersSite');
  const prefetchSavedViews = savedViewsApi.usePrefetch('SavedViews');
  useEffect(() => {
    prefetchSavedViews({ screen: SAVED_ORDER_VIEWS_SCREEN });
    if (view === 'seller' && currentSiteId) prefetchFetchOrdersSite({ id: currentSiteId });
  }, [view, currentSiteId, prefetchFetchOrdersSite, prefetchSavedViews]);
  // A seller without a current site has no orders to list: no call until the selector picks one.
  // An API site's orders are on Api/CSV Orders (§2: Internal Orders is the current non-API
  // site's): once the site is known to be one, the list is neither asked for nor shown. The two
  // reads go out together, so a shop site's list does not wait for its site.
  const currentSite = useOrderCurrentSiteQuery(
    { id: currentSiteId ?? '' },
    { skip: view !== 'seller' || !currentSiteId },
  );
  // currentData, not data: while another site loads, the site left behind must not decide.
  const site = currentSite.currentData?.siteById;
  const apiSite =
    view === 'seller' && site?.platform === 'api' && site.id === currentSiteId ? site : null;
  const noSite = view === 'seller' && (!currentSiteId || apiSite !== null);
  const orders = useOrdersQuery(
    { filter: toOrderFilter(view, place.filters, place.page, currentSiteId) },
    { skip: noSite },
  );
  // A skipped query keeps its last answer as `data`: the tab counts and total of the site left
  // behind (a seller who switched to an API site) must not stay on the tabs and the pager.
  const shown = noSite ? { ...orders, data: undefined, currentData: undefined } : orders;
  const list = usePagedList(place, shown, (data) => data.orders, ORDERS_PAGE_SIZE);
  // What Export orders exports: kept while the filters stay, as the export button is memoized.
  const exportFilter = useMemo(
    () => toOrderFilter(view, place.filters, 1, currentSiteId),
    [view, place.filters, currentSiteId],
  );
  const exportTab = place.filters.tab;
  const exportStatuses = useMemo(
    () => (exportTab === 'all' ? (['all'] as const) : [exportTab]),
    [exportTab],
  );
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
  const aggs = shown.data?.orders.aggs;
  const counts = useMemo(() => (aggs ? orderTabCounts(view, aggs) : null), [view, aggs]);
  // A search that stopped counting at 10,000: each count is a lower bound, shown with a '+'.
  const atLeast = shown.data?.orders.count_capped === true;
  const tabs = ORDER_TABS[view].map((tab) => ({
    key: tab.key,
    label: tab.label,
    count: counts?.[tab.key],
    atLeast,
    status: tab.key === 'all' ? undefined : tab.key,
  }));

  const bannerHtml = sellerMessage.data?.getAppSettings.find(
    (s) => s.name === 'seller_message',
  )?.value;

  // §2: a Supporter has no order detail page; the id stays plain text for them.
  const renderOrderLink = useOrderDetailLink(canOpenOrderDetail(user));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectedOrders = useMemo(
    () => (hits ?? []).filter((hit) => selection[hit.id]),
    [hits, selection],
  );
  const clearSelection = useCallback(() => setSelection({}), []);
  const selectOnly = useCallback(
    (ids: readonly string[]) => setSelection(Object.fromEntries(ids.map((id) => [id, true]))),
    [],
  );
  // The last bulk change's result stays under the bar, after its selection is cleared.
  const [bulkResult, setBulkResult] = useState<OrderBulkResult | null>(null);
  // DTF data mapping's saves, by order id, until Push DTF sends them (§5: every selected order
  // must be mapped). Staff push from Internal Orders, the partner supplier from its own view.
  const [dtfMappings, setDtfMappings] = useState<Record<string, DtfOrderMapping>>({});
  const pushesDtf = staff || (view === 'supplier' && actor?.isDtfPartner === true);
  const onDtfMapped = useCallback(
    (mapping: DtfOrderMapping) =>
      setDtfMappings((all) => ({ ...all, [mapping.order_id]: mapping })),
    [],
  );
  const onDtfPushed = useCallback((ids: readonly string[]) => {
    setDtfMappings((all) =>
      Object.fromEntries(Object.entries(all).filter(([id]) => !ids.includes(id))),
    );
    setSelection({});
  }, []);
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const { onImageClick, carousel } = useOrderImages(hits);
  const [dialog, setDialog] = useState<OpenOrderDialog>(null);
  const { change: send, busy } = useOrderChange();
  const { afterDelete } = list;
  const tab = list.filters.tab;
  // An order that leaves the page (deleted, or moved out of the tab shown) may leave it empty: the
  // list's back-one-page rule then shows the page before.
  const change = useCallback(
    async (orderId: string, input: Parameters<typeof send>[1]) => {
      const done = await send(orderId, input);
      const leavesTab = tab !== 'all' && ORDER_ACTION_RULES[input.action].result !== null;
      if (done && (input.action === 'deleteOrder' || leavesTab)) afterDelete(1);
      return done;
    },
    [send, afterDelete, tab],
  );
  const onAction = useCallback(
    (action: string, row: OrderTableRow) => {
      if (action === 'activities' || action === 'orderInfo' || action === 'comments') {
        setDrawer({ kind: action, orderId: String(row.id) });
        return;
      }
      const order = hits?.find((hit) => hit.id === String(row.id));
      if (!order || !isOrderAction(action) || !ORDER_ACTIONS_AVAILABLE.includes(action)) return;
      if (isImmediateOrderAction(action)) {
        void change(order.id, { action });
      } else {
        setDialog({ action, order });
      }
    },
    [hits, change],
  );
  // The designs cell's View/Upload (§4 Design display): Upload Designs where the print-file locks
  // let the user change them; otherwise View shows the order's images, and Upload says why not.
  const onDesignClick = useCallback(
    (row: OrderTableRow, kind: 'view' | 'upload') => {
      const order = hits?.find((hit) => hit.id === String(row.id));
      const facts = order ? orderFacts(order) : null;
      if (!order || !facts) return;
      const check = checkOrderAction('uploadPrintFile', facts, actor);
      if (check.ok) setDialog({ action: 'uploadPrintFile', order });
      else if (kind === 'view') onImageClick(row);
      else dispatch(notify({ type: 'info', message: check.reason }));
    },
    [hits, actor, onImageClick, dispatch],
  );
  const { setFilters, filters } = list;
  const onFilters = useCallback(
    (next: typeof filters) => {
      setSelection({});
      setFilters(next);
    },
    [setFilters],
  );
  const onTab = useCallback(
    (key: OrderTabKey) => {
      setSelection({});
      setFilters({ ...filters, tab: key });
    },
    [setFilters, filters],
  );
  const drawerOrder = drawer ? hits?.find((hit) => hit.id === drawer.orderId) : undefined;
  const columnChoice = useOrderColumns(view, { storageKey: `orderColumns.${view}` });
  const toolbar = useStickyToolbar();
  // A saved view is the address's tab and filters (no page) and the columns.
  const viewQuery = useMemo(() => orderListParams.write(filters, 1).toString(), [filters]);
  const { onChange: setColumns } = columnChoice;
  const applyView = useCallback(
    (saved: OrderViewState) => {
      setSelection({});
      setFilters(orderListParams.read(new URLSearchParams(saved.query)));
      if (saved.columns) setColumns([...saved.columns]);
    },
    [setFilters, setColumns],
  );

  // Kept while what it says stays: a new element on every render of the screen would draw the
  // memoized table's 20 rows again for each filter answer that arrives (the list bench).
  const emptyMessage = useMemo(
    () =>
      apiSite ? (
        'Orders of API sites are on Api/CSV Orders.'
      ) : (
        <OrdersElsewhere view={view} tab={tab} counts={counts} onTab={onTab} />
      ),
    [apiSite, view, tab, counts, onTab],
  );

  return (
    <Page style={toolbar.style}>
      <TitleRow>
        {/* §2: Internal Orders has a back button; staff come here from an order, a customer, a log. */}
        {staff && showBack && (
          <Button
            variant="link"
            // The first page of the tab ('default' key) has nothing behind it in the app.
            onClick={() =>
              void (location.key === 'default' ? navigate(linkTo('/dashboard')) : navigate(-1))
            }
          >
            ← Back
          </Button>
        )}
        {/* In the app the title bar says it (issue 25: the name once). */}
        {showTitle && <Title>{ORDER_VIEW_TITLES[view]}</Title>}
        {/* §2 Seller Internal Orders: Fetch Orders, hidden for an offline site. */}
        {view === 'seller' && !noSite && (
          <Suspense fallback={null}>
            <FetchOrdersButton siteId={currentSiteId ?? null} hideWhenOffline />
          </Suspense>
        )}
        {!noSite && <OrderExport filter={exportFilter} statuses={exportStatuses} />}
        {pushesDtf && (
          <DtfPush selected={selectedOrders} mappings={dtfMappings} onPushed={onDtfPushed} />
        )}
      </TitleRow>
      {view === 'seller' && bannerHtml?.trim() && (
        <Suspense fallback={null}>
          <SellerMessageBanner html={bannerHtml} />
        </Suspense>
      )}
      {noSite &&
        (apiSite ? (
          <Alert variant="info">
            {apiSite.title} is an API site: its orders are listed in{' '}
            <Link to={linkTo(API_ORDERS_PATH)}>Api/CSV Orders</Link>.
          </Alert>
        ) : (
          <Alert variant="info">Choose a site in the site selector to see its orders.</Alert>
        ))}
      <Suspense fallback={<Skeleton lines={1} label="Loading the filters" />}>
        <OrderFilterBar view={view} value={list.filters} onChange={onFilters} />
      </Suspense>
      <Suspense fallback={null}>
        <SavedOrderViews query={viewQuery} columns={columnChoice.columns} onApply={applyView} />
      </Suspense>
      <Toolbar ref={toolbar.ref}>
        <TabsRow>
          <StatusTabs
            aria-label="Order status"
            tabs={tabs}
            value={list.filters.tab}
            onChange={(key) => onTab(key as OrderTabKey)}
          />
          <ColumnChooser
            columns={columnChoice.choices}
            value={columnChoice.columns}
            defaultValue={columnChoice.defaults}
            onChange={columnChoice.onChange}
          />
        </TabsRow>
        {(selectedOrders.length > 0 || bulkResult) && (
          <Suspense fallback={null}>
            <OrderBulkActions
              orders={selectedOrders}
              onClearSelection={clearSelection}
              onSelect={selectOnly}
              result={bulkResult}
              onResult={setBulkResult}
            />
          </Suspense>
        )}
      </Toolbar>
      <OrderTable
        view={view}
        columns={columnChoice.columns}
        maxHeight="none"
        orders={noSite ? [] : rows}
        {...list.table}
        loading={!noSite && list.loading}
        error={list.error}
        imageBaseUrl={ORDER_FILES_BASE}
        aria-label={ORDER_VIEW_TITLES[view]}
        emptyMessage={emptyMessage}
        selection={selection}
        onSelectionChange={setSelection}
        onAction={onAction}
        onImageClick={onImageClick}
        onDesignClick={onDesignClick}
        statusLabel={orderStatusLabel}
        renderOrderLink={renderOrderLink}
      />
      {carousel}
      {drawer && (
        <Suspense fallback={null}>
          <OrderDrawers
            drawer={drawer}
            onClose={() => setDrawer(null)}
            hits={hits ?? []}
            canSend={drawerOrder ? canComment(drawerOrder, actor) : false}
          />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <OrderActionDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            change={change}
            busy={busy}
            dtfMappings={dtfMappings}
            onDtfMapped={onDtfMapped}
          />
        </Suspense>
      )}
    </Page>
  );
}
