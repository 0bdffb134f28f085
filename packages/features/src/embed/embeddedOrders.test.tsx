import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UserRole } from '@podoffice/domain';
import { OrdersScreen } from '../orders/screens/OrdersScreen';
import { makeOrders, orderHandlers } from '../orders/mocks';
import type { OrderFilter } from '../orders/api';
import { fixtureToken, usersByRole } from '../shared/fixtures';
import { recordCalls, server, setupMockApi } from '../test/server';
import { PodOfficeProvider, type PodOfficeProviderProps } from './PodOfficeProvider';

setupMockApi();

const orders = makeOrders(45);
let calls: Record<string, unknown>[];
beforeEach(() => {
  window.localStorage.clear();
  server.use(...orderHandlers(orders));
  calls = recordCalls('Orders');
});

/** The host's address, as its own page would show it. */
function HostAddress() {
  const location = useLocation();
  return <output aria-label="Host address">{`${location.pathname}${location.search}`}</output>;
}

/** A host app with its own routes and query keys, POD Office's orders under /tools/pod/*. */
function embedOrders(role: UserRole, options: Omit<PodOfficeProviderProps, 'children'> = {}) {
  return render(
    <MemoryRouter initialEntries={['/tools/pod/orders?view=features&token=abc']}>
      <Routes>
        <Route
          path="/tools/pod/*"
          element={
            <PodOfficeProvider
              getToken={() => fixtureToken(usersByRole[role])}
              basePath="/tools/pod"
              {...options}
            >
              <OrdersScreen />
            </PodOfficeProvider>
          }
        />
        <Route path="*" element={<p>Host page</p>} />
      </Routes>
      <HostAddress />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'Host address' }).textContent;

describe('OrdersScreen embedded in a host route (/tools/pod/*)', () => {
  it("keeps the host's query keys, its own in prefixed keys, and links inside the base path", async () => {
    embedOrders('Administrator');
    const table = await screen.findByRole('table', { name: 'Internal Orders' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    for (const link of within(table).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/tools\/pod\/orders\/orders-manager\/\d+$/);
    }
    await userEvent.click(screen.getByRole('tab', { name: /^Pending[\d\s]*$/ }));
    await waitFor(() =>
      expect(address()).toBe('/tools/pod/orders?view=features&token=abc&pod.tab=pending'),
    );
    await waitFor(() => expect((calls.at(-1)!.filter as OrderFilter).status).toEqual(['pending']));
    // Back undoes the tab; then, with nothing behind it, goes to POD Office's dashboard in the host.
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    await waitFor(() => expect(address()).toBe('/tools/pod/orders?view=features&token=abc'));
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    await waitFor(() => expect(address()).toBe('/tools/pod/dashboard'));
  });

  it('hides Back and keeps the list in memory when the host asks', async () => {
    embedOrders('Administrator', { showBack: false, listState: 'memory' });
    await userEvent.click(await screen.findByRole('tab', { name: /^Pending[\d\s]*$/ }));
    await waitFor(() => expect((calls.at(-1)!.filter as OrderFilter).status).toEqual(['pending']));
    expect(screen.getByRole('tab', { name: /^Pending[\d\s]*$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(address()).toBe('/tools/pod/orders?view=features&token=abc');
    expect(screen.queryByRole('button', { name: '← Back' })).not.toBeInTheDocument();
  });

  it('names itself unless the host names the page', async () => {
    const { unmount } = embedOrders('Administrator');
    expect(await screen.findByRole('heading', { name: 'Internal Orders' })).toBeInTheDocument();
    unmount();
    embedOrders('Administrator', { showTitle: false });
    await screen.findByRole('table', { name: 'Internal Orders' });
    expect(screen.queryByRole('heading', { name: 'Internal Orders' })).not.toBeInTheDocument();
  });

  it("shows a Seller's orders of the site the host gives, without a site selector", async () => {
    embedOrders('Seller', { siteId: '12' });
    const table = await screen.findByRole('table', { name: 'Seller Internal Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect((calls[0]!.filter as OrderFilter).site_ids).toEqual(['12']);
    expect(screen.queryByText(/Choose a site/)).not.toBeInTheDocument();
  });

  it('sends outward links where the host says', async () => {
    embedOrders('Administrator', { linkTo: (path) => `https://pod.example.com${path}` });
    const table = await screen.findByRole('table', { name: 'Internal Orders' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(
      /^https:\/\/pod\.example\.com\/orders\/orders-manager\/\d+$/,
    );
  });
});
