import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ORDER_TABS,
  canOpenOrderDetail,
  hasRole,
  orderActorOf,
  orderTabCounts,
  orderViewFor,
  type OrderTabKey,
} from '@podoffice/domain';
import {
  Alert,
  ColumnChooser,
  OrderTable,
  Skeleton,
  StatusTabs,
  type OrderColumnKey,
  type OrderTableRow,
} from '@podoffice/ui';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import { useOrderCurrentSiteQuery, useOrdersQuery } from '../api';
import { useApiOrderSitesQuery } from '../api/apiOrders';
import { toApiOrderFilter } from './apiOrderFilter';
import { toApiOrderRow } from './apiOrderRows';
import type { OpenDrawer } from './OrderDrawers';
import { useOrderImages } from './useOrderImages';
import { ORDERS_PATH, ORDER_FILES_BASE, orderStatusLabel } from './orderDisplay';
import { useOrderDetailLink } from './useOrderDetailLink';
import { ORDERS_PAGE_SIZE, orderListParams, restrictOrderFilters } from './orderFilter';
import { Page, SiteChoice, TabsRow, Title } from './ApiOrdersScreen.styles';
import { useOrderColumns } from './useOrderColumns';
import { useOrderFilterChoices } from './useOrderFilterChoices';
import { useEmbedding } from '../../embed/embedding';

/** The screen's title, as the menu and the route table name it. */
export const API_ORDERS_TITLE = 'Api/CSV Orders';

// The filter bar, the site selector (both on the searchable Select) and the drawers load beside
// the list, so the route's own chunk stays within its budget, as on /orders.
const ApiOrderSiteSelect = lazy(() =>
  import('../components/ApiOrderSiteSelect').then((m) => ({ default: m.ApiOrderSiteSelect })),
);
const OrderFilters = lazy(() =>
  import('../components/OrderFilters').then((m) => ({ default: m.OrderFilters })),
);
const OrderDrawers = lazy(() =>
  import('./OrderDrawers').then((m) => ({ default: m.OrderDrawers })),
);

// A seller's orders are all their own: no Seller column (as on /orders).
// A Seller's own orders need no Seller column.
const NOT_FOR_SELLERS: readonly OrderColumnKey[] = ['seller'];

/**
 * /orders/ApiOrders: the orders of api sites. Which sites are these: the menu calls the
 * route "Api/CSV orders", and the orders of an api site are the ones another system sends through
 * the site's order API key, as CSV order rows (variant id, mockup, designs),
 * hence "CSV" and the Mockup column. An import site's spreadsheet orders are not among them: an
 * import site is a non-API site, so they are the seller's Internal Orders on /orders (which
 * hides Fetch Orders for such an offline site). The server's api_order flag is this: true for the
 * orders of api sites.
 *
 * Supplier: the supplier variant (their own orders, their six tabs, their columns). Everyone else:
 * the seller/admin table, with the mockup, customer name and email; the Administrator also gets a
 * site selector of the api sites and the Suppliers column. Tabs, filters and page live in the
 * address, as on /orders.
 */
export function ApiOrdersScreen() {
  const user = useAppSelector(selectCurrentUser);
  const { linkTo, showTitle } = useEmbedding();
  // §2: a Supporter has no order detail page; the id stays plain text for them.
  const renderOrderLink = useOrderDetailLink(canOpenOrderDetail(user));
  const view = orderViewFor(user);
  const staff = view === 'internal';
  const admin = hasRole(user, 'Administrator');
  const tableView = view === 'supplier' ? 'supplier' : 'api';
  const columnChoice = useOrderColumns(tableView, {
    storageKey: `apiOrderColumns.${view}`,
    showSuppliers: admin,
    leaveOut: view === 'seller' ? NOT_FOR_SELLERS : undefined,
  });
  const restrict = useCallback(
    (filters: Parameters<typeof restrictOrderFilters>[1]) => restrictOrderFilters(view, filters),
    [view],
  );
  const place = useListParams(orderListParams, { restrict });
  // A Seller's list is the title bar's current site's (issue 25), as on /orders: nothing to ask
  // for without one, and a shop site, once known to be one, is pointed to /orders.
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const seller = view === 'seller';
  const currentSite = useOrderCurrentSiteQuery(
    { id: currentSiteId ?? '' },
    { skip: !seller || !currentSiteId },
  );
  const site = currentSite.currentData?.siteById;
  const shopSite = seller && site?.id === currentSiteId && site.platform !== 'api' ? site : null;
  const noSite = seller && !currentSiteId;
  const orders = useOrdersQuery(
    { filter: toApiOrderFilter(view, place.filters, place.page, currentSiteId) },
    { skip: noSite },
  );
  const list = usePagedList(place, orders, (data) => data.orders, ORDERS_PAGE_SIZE);
  const actor = useMemo(() => (user ? orderActorOf(user, null) : null), [user]);
  const hits = orders.currentData?.orders.hits;
  const rows = useMemo(
    () => (hits ?? []).map((order) => toApiOrderRow(order, view, actor)),
    [hits, view, actor],
  );

  const aggs = orders.data?.orders.aggs;
  const counts = aggs ? orderTabCounts(view, aggs) : null;
  const tabs = ORDER_TABS[view].map((tab) => ({
    key: tab.key,
    label: tab.label,
    count: counts?.[tab.key],
    atLeast: orders.data?.orders.count_capped === true,
    status: tab.key === 'all' ? undefined : tab.key,
  }));

  const choices = useOrderFilterChoices(view);
  // The Administrator's selector and the Supporter's More filters list the api sites only.
  const sites = useApiOrderSitesQuery(undefined, { skip: !staff });
  const siteOptions = (sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title }));

  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const { onImageClick, carousel } = useOrderImages(hits);
  const onAction = useCallback((action: string, row: OrderTableRow) => {
    if (action === 'activities' || action === 'orderInfo' || action === 'comments') {
      setDrawer({ kind: action, orderId: String(row.id) });
    }
  }, []);

  return (
    <Page>
      {/* In the app the title bar says it (Api/CSV orders): the name once, as on /orders. */}
      {showTitle && <Title>{API_ORDERS_TITLE}</Title>}
      {noSite && (
        <Alert variant="info">Choose a site in the site selector to see its orders.</Alert>
      )}
      {shopSite && (
        <Alert variant="info">
          {shopSite.title} is not an API site: its orders are listed in{' '}
          <Link to={linkTo(ORDERS_PATH)}>Seller Internal Orders</Link>.
        </Alert>
      )}
      {admin && (
        <SiteChoice>
          <Suspense fallback={<Skeleton lines={1} label="Loading the sites" />}>
            <ApiOrderSiteSelect
              sites={siteOptions}
              value={list.filters.site}
              onChange={(site) => list.setFilters({ ...list.filters, site })}
              loading={sites.isLoading}
              failed={sites.isError}
            />
          </Suspense>
        </SiteChoice>
      )}
      <Suspense fallback={<Skeleton lines={1} label="Loading the filters" />}>
        <OrderFilters
          view={view}
          value={list.filters}
          onChange={list.setFilters}
          productTypes={choices.productTypes}
          suppliers={choices.suppliers}
          sellers={choices.sellers}
          sites={siteOptions}
          siteFilter={!admin}
          choicesLoading={choices.loading}
        />
      </Suspense>
      <TabsRow>
        <StatusTabs
          aria-label="Order status"
          tabs={tabs}
          value={list.filters.tab}
          onChange={(key) => list.setFilters({ ...list.filters, tab: key as OrderTabKey })}
        />
        <ColumnChooser
          columns={columnChoice.choices}
          value={columnChoice.columns}
          defaultValue={columnChoice.defaults}
          onChange={columnChoice.onChange}
        />
      </TabsRow>
      <OrderTable
        view={tableView}
        columns={columnChoice.columns}
        showSuppliers={admin}
        orders={rows}
        {...list.table}
        imageBaseUrl={ORDER_FILES_BASE}
        aria-label={API_ORDERS_TITLE}
        emptyMessage="No API orders match these filters."
        onAction={onAction}
        onImageClick={onImageClick}
        statusLabel={orderStatusLabel}
        renderOrderLink={renderOrderLink}
      />
      {carousel}
      {drawer && (
        <Suspense fallback={null}>
          <OrderDrawers drawer={drawer} onClose={() => setDrawer(null)} hits={hits ?? []} />
        </Suspense>
      )}
    </Page>
  );
}
