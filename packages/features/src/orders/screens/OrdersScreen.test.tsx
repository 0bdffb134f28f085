import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import {
  ORDER_STATUSES,
  ORDER_VIEW_TITLES,
  SUPPLIER_ALL_STATUSES,
  SUPPLIER_VISIBLE_STATUSES,
  type UserRole,
} from '@podoffice/domain';
import { usersByRole } from '../../shared/fixtures';
import { apiLink, neverResolves } from '../../shared/msw';
import { currentSiteChosen } from '../../store/currentSite';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { sessionFor } from '../../test/session';
import {
  ORDER_API_SITE,
  makeOrder,
  makeOrders,
  orderFailure,
  orderHandlers,
  type OrderFixture,
} from '../mocks';
import type { OrderFilter } from '../api';
import { defaultOrderRange } from './orderFilter';
import { OrdersScreen } from './OrdersScreen';

setupMockApi();

const orders = makeOrders(45);
let calls: Record<string, unknown>[];
beforeEach(() => {
  server.use(...orderHandlers(orders));
  calls = recordCalls('Orders');
});

function renderOrders(
  role: UserRole,
  { route = '/orders', siteId = '11' }: { route?: string; siteId?: string | null } = {},
) {
  const store = createAppStore({
    ...sessionFor(role),
    currentSite: { userId: usersByRole[role].id, siteId },
  });
  return renderWithProviders(
    <>
      <OrdersScreen />
      <BackButton />
    </>,
    { role, route, path: '/orders', store },
  );
}

/** The browser's Back, for the address tests. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const filters = () => calls.map((call) => call.filter as OrderFilter);
const location = () => screen.getByTestId('location').textContent;

/** Each tab's label and badge, as the tab list reads them. */
async function tabs() {
  const list = await screen.findByRole('tablist', { name: 'Order status' });
  await waitFor(() => expect(within(list).getAllByRole('tab')[0]!.textContent).toMatch(/\d/));
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

async function orderIds(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => /N\d{6}/.exec(row.textContent ?? '')?.[0]);
}

const countOf = (list: OrderFixture[], statuses: readonly string[]) =>
  list.filter((o) => statuses.includes(o.status)).length;

describe('OrdersScreen', () => {
  it('shows Internal Orders to an Administrator: ten tabs whose All adds up the statuses', async () => {
    renderOrders('Administrator');
    expect(await screen.findByRole('heading', { name: 'Internal Orders' })).toBeInTheDocument();
    const per = (status: string) => countOf(orders, [status]);
    expect(await tabs()).toEqual([
      `All ${orders.length}`,
      `Pending ${per('pending')}`,
      `Pending Designs ${per('pending_design')}`,
      `Processing ${per('processing')}`,
      `Ready ${per('ready')}`,
      `In Production ${per('in_production')}`,
      `Fulfilled ${per('fulfilled')}`,
      `Refunded ${per('refunded')}`,
      `Cancelled ${per('cancelled')}`,
      `Error ${per('error')}`,
    ]);
    expect(await orderIds('Internal Orders')).toHaveLength(20);
    // One call brought the page and every count: the default last 7 days, every status, 20.
    expect(filters()).toEqual([
      {
        status: [...ORDER_STATUSES],
        ...defaultOrderRange(),
        api_order: false,
        limit: 20,
        offset: 0,
      },
    ]);
  });

  it.each<[UserRole, string[]]>([
    [
      'Administrator',
      [
        'OrderFilterProductTypes',
        'OrderFilterSuppliers',
        'OrderFilterSellers',
        'OrderFilterSites',
        'SavedViews',
      ],
    ],
    ['Seller', ['OrderFilterProductTypes', 'SellerMessage', 'SavedViews', 'FetchOrdersSite']],
    ['Supplier', ['OrderFilterProductTypes', 'SavedViews']],
  ])(
    'asks the %s’s filter choices and saved views before the orders, and each once',
    async (role, choices) => {
      const sent: string[] = [];
      server.events.on('request:start', async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName) sent.push(body.operationName);
      });
      renderOrders(role);
      const view =
        role === 'Administrator' ? 'internal' : role === 'Seller' ? 'seller' : 'supplier';
      expect((await orderIds(ORDER_VIEW_TITLES[view])).length).toBeGreaterThan(0);
      // The bar's own queries found the answers in the cache: one call each, all before Orders.
      await waitFor(() =>
        expect(sent.filter((name) => choices.includes(name)).sort()).toEqual([...choices].sort()),
      );
      const first = sent.indexOf('Orders');
      expect(choices.every((name) => sent.indexOf(name) < first)).toBe(true);
      server.events.removeAllListeners('request:start');
    },
  );

  it('sends one call per tab, keeps the tab in the address and Back restores it', async () => {
    renderOrders('Administrator');
    await tabs();
    await userEvent.click(screen.getByRole('tab', { name: /^Ready/ }));
    await waitFor(() => expect(location()).toBe('/orders?tab=ready'));
    await waitFor(() => expect(filters()).toHaveLength(2));
    expect(filters()[1]!.status).toEqual(['ready']);
    const ready = orders
      .filter((o) => o.status === 'ready')
      .map((o) => `N${o.id.padStart(6, '0')}`);
    await waitFor(async () => expect(await orderIds('Internal Orders')).toEqual(ready));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(location()).toBe('/orders'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await orderIds('Internal Orders')).toHaveLength(20);
  });

  it('reads the tab, search field, search and page from the address into the call', async () => {
    renderOrders('Administrator', {
      route:
        '/orders?tab=pending&field=origin_number&search=%2310&from=2026-01-01&to=2026-12-31&page=2',
    });
    await waitFor(() => expect(filters().length).toBeGreaterThan(0));
    expect(filters()[0]).toEqual({
      status: ['pending'],
      from: '2026-01-01',
      to: '2026-12-31',
      api_order: false,
      limit: 20,
      offset: 20,
      search: '#10',
      field: 'origin_number',
    });
  });

  it('applies a search on Enter from page 1, and Reset goes back to the defaults', async () => {
    renderOrders('Administrator', { route: '/orders?page=2' });
    await tabs();
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    // The shop's order id: no other field of the fixtures holds it.
    await userEvent.type(box, orders[3]!.origin_id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`/orders?search=${orders[3]!.origin_id}`));
    await waitFor(async () =>
      expect(await orderIds('Internal Orders')).toEqual([`N00${orders[3]!.id}`]),
    );
    expect(filters().at(-1)).toMatchObject({
      search: orders[3]!.origin_id,
      field: 'all',
      offset: 0,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).toBe('/orders'));
  });

  it('gives staff More filters with supplier, seller and site, sent in the call', async () => {
    renderOrders('Supporter', { route: '/orders?supplier=3&seller=2&site=12' });
    await waitFor(() => expect(filters().length).toBeGreaterThan(0));
    expect(filters()[0]).toMatchObject({
      supplier_ids: ['3'],
      seller_ids: ['2'],
      site_ids: ['12'],
    });
    // The popover's button counts the three filters in force.
    const button = await screen.findByRole('button', { name: /^More filters/ });
    expect(within(button).getByLabelText('3 in force')).toBeInTheDocument();
    await userEvent.click(button);
    const more = screen.getByRole('dialog', { name: 'More filters' });
    expect(within(more).getByText('Supplier')).toBeInTheDocument();
    expect(within(more).getByText('Seller')).toBeInTheDocument();
    expect(within(more).getByText('Site')).toBeInTheDocument();
  });

  it('says where a search’s only matches are, and goes there (a Supplier’s error order from All)', async () => {
    // makeOrder's supplier is the fixture Supplier.
    const error = makeOrder({ id: '1999', status: 'error' });
    server.use(...orderHandlers([...orders, error]));
    renderOrders('Supplier', { route: `/orders?field=id&search=${error.id}` });
    const table = await screen.findByRole('table', { name: 'Supplier Orders' });
    // A Supplier's All is not their error orders (§4): the one match is in Error.
    expect(await tabs()).toContain('Error 1');
    const elsewhere = await within(table).findByText(/No orders match these filters in All/);
    await userEvent.click(within(elsewhere).getByRole('button', { name: '1 in Error' }));
    await waitFor(() => expect(location()).toContain('tab=error'));
    expect(await orderIds('Supplier Orders')).toEqual([`N00${error.id}`]);
  });

  it('shows a Supplier their six tabs, only their orders, and drops staff filters from the address', async () => {
    renderOrders('Supplier', { route: '/orders?supplier=98&site=21&field=method_title&search=x' });
    expect(await screen.findByRole('heading', { name: 'Supplier Orders' })).toBeInTheDocument();
    const own = orders.filter(
      (o) =>
        o.supplier?.id === usersByRole.Supplier.id &&
        (SUPPLIER_VISIBLE_STATUSES as readonly string[]).includes(o.status),
    );
    const labels = await tabs();
    expect(labels).toEqual([
      `All ${countOf(own, SUPPLIER_ALL_STATUSES)}`,
      `Pending Designs ${countOf(own, ['pending_design'])}`,
      `Ready ${countOf(own, ['ready'])}`,
      `In Production ${countOf(own, ['in_production'])}`,
      `Fulfilled ${countOf(own, ['fulfilled'])}`,
      `Error ${countOf(own, ['error'])}`,
    ]);
    const first = filters()[0]!;
    expect(first.status).toEqual([...SUPPLIER_ALL_STATUSES]);
    expect(first.supplier_ids).toBeUndefined();
    expect(first.site_ids).toBeUndefined();
    // method_title is not a supplier search field: the search goes over all of them.
    expect(first.field).toBe('all');
    await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(screen.queryByRole('button', { name: 'More filters' })).not.toBeInTheDocument();
  });

  it('lists a Seller’s current site only, with the seller_message banner sanitised', async () => {
    server.use(
      ...orderHandlers(orders, {
        sellerMessage:
          '<p>Read <b>this</b> first</p><img src="x" onerror="alert(1)"><script>window.hacked = 1</script>',
      }),
    );
    renderOrders('Seller', { siteId: '12' });
    expect(
      await screen.findByRole('heading', { name: 'Seller Internal Orders' }),
    ).toBeInTheDocument();
    const banner = await screen.findByTestId('seller-message');
    expect(banner.textContent).toBe('Read this first');
    expect(banner.querySelector('b')).not.toBeNull();
    expect(banner.querySelector('script')).toBeNull();
    expect(banner.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await tabs();
    expect(filters()[0]!.site_ids).toEqual(['12']);
    const mine = orders.filter((o) => o.site.id === '12');
    expect(await tabs()).toContain(`All ${mine.length}`);
    // Sellers have no Refunded tab (spec 2 §2).
    expect(screen.queryByRole('tab', { name: /Refunded/ })).not.toBeInTheDocument();
  });

  it('shows no banner when seller_message is empty, and asks a Seller without a site to pick one', async () => {
    renderOrders('Seller', { siteId: null });
    expect(
      await screen.findByText('Choose a site in the site selector to see its orders.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('seller-message')).not.toBeInTheDocument();
    expect(filters()).toEqual([]);
  });

  it('tells a Seller whose current site is an API site where its orders are, and lists nothing', async () => {
    renderOrders('Seller', { siteId: ORDER_API_SITE.id });
    const notice = await screen.findByText(/is an API site: its orders are listed in/);
    expect(notice).toHaveTextContent(`${ORDER_API_SITE.title} is an API site`);
    expect(within(notice).getByRole('link', { name: 'Api/CSV Orders' })).toHaveAttribute(
      'href',
      '/orders/ApiOrders',
    );
    // The list, asked for with the site before it was known to be an API site, is not shown.
    expect(
      await screen.findByText('Orders of API sites are on Api/CSV Orders.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Seller Internal Orders' })).queryAllByRole('link'),
    ).toEqual([]);
  });

  it('drops the shop site’s tab counts and total when a Seller switches to an API site', async () => {
    const { store } = renderOrders('Seller', { siteId: '11' });
    const mine = orders.filter((o) => o.site.id === '11');
    expect(await tabs()).toContain(`All ${mine.length}`);
    act(() => {
      store.dispatch(currentSiteChosen(ORDER_API_SITE.id));
    });
    await screen.findByText(/is an API site: its orders are listed in/);
    const list = screen.getByRole('tablist', { name: 'Order status' });
    expect(within(list).getAllByRole('tab')[0]!.textContent).toBe('All');
  });

  it('lists a shop site at once when a Seller switches to it from an API site', async () => {
    // The shop site's own read never answers: the list must not wait for it, nor take the API
    // site's answer, left from before, for the new site's.
    server.use(
      apiLink().query('OrderCurrentSite', ({ variables }) =>
        String(variables.id) === ORDER_API_SITE.id
          ? HttpResponse.json({ data: { siteById: { ...ORDER_API_SITE, platform: 'api' } } })
          : neverResolves(),
      ),
    );
    const { store } = renderOrders('Seller', { siteId: ORDER_API_SITE.id });
    await screen.findByText(/is an API site: its orders are listed in/);
    act(() => {
      store.dispatch(currentSiteChosen('11'));
    });
    await waitFor(() => expect(screen.queryByText(/is an API site/)).toBeNull());
    expect((await orderIds('Seller Internal Orders')).length).toBeGreaterThan(0);
  });

  it('links an order id to its detail for an Administrator, not for a Supporter (§2)', async () => {
    renderOrders('Administrator');
    const table = await screen.findByRole('table', { name: 'Internal Orders' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    cleanup();
    renderOrders('Supporter');
    const staffTable = await screen.findByRole('table', { name: 'Internal Orders' });
    await waitFor(() => expect(within(staffTable).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(staffTable).queryAllByRole('link', { name: /^N\d{6}$/ })).toEqual([]);
  });

  it('gives the internal view a Back button (§2), to the dashboard when nothing is behind it', async () => {
    renderOrders('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: '← Back' }));
    await waitFor(() => expect(location()).toMatch(/^\/dashboard/));
    cleanup();
    renderOrders('Seller');
    expect(
      await screen.findByRole('heading', { name: 'Seller Internal Orders' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '← Back' })).not.toBeInTheDocument();
  });

  it('keeps the columns a user chose for their next visit, not for another user (issue 25)', async () => {
    const user = userEvent.setup();
    const headers = async () => {
      const table = await screen.findByRole('table', { name: 'Internal Orders' });
      return within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    };
    try {
      renderOrders('Administrator');
      await orderIds('Internal Orders');
      const defaults = ['', 'ID', 'Status', 'Product', 'Customer', 'Designs', 'Quantity'];
      expect(await headers()).toEqual([...defaults, 'Cost', 'Actions']);
      await user.click(screen.getByRole('button', { name: /Columns/ }));
      await user.click(screen.getByRole('checkbox', { name: 'Seller' }));
      await user.click(screen.getByRole('button', { name: 'Move Seller up' }));
      expect(await headers()).toContain('Seller');
      cleanup();

      renderOrders('Administrator');
      await orderIds('Internal Orders');
      expect(await headers()).toEqual([...defaults, 'Seller', 'Cost', 'Actions']);
      cleanup();
      renderOrders('Supporter');
      await orderIds('Internal Orders');
      expect(await headers()).not.toContain('Seller');
    } finally {
      localStorage.clear();
    }
  });

  it("moves to an order's detail page on a plain click of its id, within the router", async () => {
    renderOrders('Administrator');
    const table = await screen.findByRole('table', { name: 'Internal Orders' });
    await orderIds('Internal Orders');
    const id = orders[0]!.id;
    await userEvent.click(within(table).getByRole('link', { name: `N00${id}` }));
    await waitFor(() => expect(location()).toBe(`/orders/orders-manager/${id}`));
  });

  it('shows a failed load with Retry', async () => {
    server.use(orderFailure('Orders', 'Database unavailable'));
    renderOrders('Administrator');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("offers the state machine's actions, links each order to its detail and sends a comment", async () => {
    renderOrders('Administrator');
    const table = await screen.findByRole('table', { name: 'Internal Orders' });
    await orderIds('Internal Orders');
    const link = within(table).getByRole('link', { name: `N00${orders[0]!.id}` });
    expect(link).toHaveAttribute('href', `/orders/orders-manager/${orders[0]!.id}`);
    const menus = within(table).getAllByRole('button', { name: /actions/i });
    await userEvent.click(menus[0]!);
    const items = await screen.findAllByRole('menuitem');
    // The first order is pending: one pause/resume item, which resumes (spec 2 §4).
    expect(items.map((i) => i.textContent)).toEqual([
      'Resume',
      'Refresh order',
      'Change variant',
      'Change quantity',
      'Change carrier',
      'Update customer info',
      'Assign supplier',
      'Upload Designs',
      'Cancel',
      'Delete customer info',
      'Delete',
      'Activities',
      'Order info',
      'Comments',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Comments' }));
    const drawer = await screen.findByRole('dialog', { name: `Comments N00${orders[0]!.id}` });
    expect(await within(drawer).findByText('No comments yet')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox'), 'Please check the print file');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await within(drawer).findByText('Please check the print file')).toBeInTheDocument();
  });

  it('opens the image carousel on a product image: the product image, then each mockup', async () => {
    const withMockups = makeOrders(1).map((order) => ({
      ...order,
      print_files: [
        { id: '1', file_id: '77', mockup: 'mockups/front.png' },
        { id: '2', file_id: '78', mockup: 'mockups/back.png' },
      ],
    }));
    server.use(...orderHandlers(withMockups));
    renderOrders('Administrator');
    const id = `N00${withMockups[0]!.id}`;
    await userEvent.click(await screen.findByRole('button', { name: `Images of ${id}` }));
    const carousel = await screen.findByRole('dialog', { name: `Images of ${id}` });
    expect(within(carousel).getByText('1 / 3')).toBeInTheDocument();
    expect(within(carousel).getByRole('img')).toHaveAttribute('alt', 'Classic T-Shirt');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    expect(within(carousel).getByRole('img')).toHaveAttribute('src', '/files/mockups/front.png');
    expect(within(carousel).getByText('2 / 3')).toBeInTheDocument();
  });
});
