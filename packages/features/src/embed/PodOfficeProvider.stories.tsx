import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { BalanceScreen } from '../balance/screens/BalanceScreen';
import { orderHandlers } from '../orders/mocks';
import { OrdersScreen } from '../orders/screens/OrdersScreen';
import { fixtureToken, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError } from '../shared/msw';
import { PodOfficeProvider } from './PodOfficeProvider';

/**
 * What an embedding app renders: its own router, PodOfficeProvider with a token it holds, and one
 * connected widget. No store, theme or session of the stories' own (app: false), and no global
 * style (globalStyle: false), as on a host page.
 */
const meta = {
  title: 'Features/Embedding/PodOfficeProvider',
  component: PodOfficeProvider,
  parameters: { app: false, globalStyle: false },
  args: { children: null, onSessionExpired: fn() },
  render: (args) => (
    <MemoryRouter initialEntries={['/balance']}>
      <PodOfficeProvider {...args}>
        <BalanceScreen />
      </PodOfficeProvider>
    </MemoryRouter>
  ),
} satisfies Meta<typeof PodOfficeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host hands over an Administrator's token: Approve and Deny show, no Make a Deposit. */
export const AsAdministrator: Story = {
  args: { getToken: () => fixtureToken(usersByRole.Administrator) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByRole('button', { name: /^Actions for entry/ })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Make a Deposit' })).toBeNull();
  },
};

/** A Seller's token: Make a Deposit, no approval controls. */
export const AsSeller: Story = {
  args: { getToken: () => fixtureToken(usersByRole.Seller) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Make a Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Actions for entry/ })).toBeNull();
  },
};

/** The server refuses the token: the host is told once (see the Actions panel). */
export const SessionExpired: Story = {
  args: { getToken: () => 'an-expired-token' },
  beforeEach({ msw }) {
    msw.use(apiLink().query('Me', () => graphqlError(SERVER_MESSAGES.notSignedIn)));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSessionExpired).toHaveBeenCalledTimes(1));
  },
};

/** The host's address bar, as its page would show it. */
function HostAddress() {
  const location = useLocation();
  return (
    <p>
      Host address:{' '}
      <output aria-label="Host address">{`${location.pathname}${location.search}`}</output>
    </p>
  );
}

/**
 * A host's own route, /tools/pod/*, with its own query key (?view=features): a Seller's Internal
 * Orders of the site the host picked (no site selector), in the host's brand colour. The tabs
 * write pod.tab beside the host's key; order links stay under /tools/pod.
 */
export const OrdersInHostRoute: Story = {
  args: {
    getToken: () => fixtureToken(usersByRole.Seller),
    basePath: '/tools/pod',
    siteId: '12',
    theme: { colors: { primary: '#7a1f5c', primaryHover: '#5e1747' } },
  },
  beforeEach({ msw }) {
    msw.use(...orderHandlers());
  },
  render: (args) => (
    <MemoryRouter initialEntries={['/tools/pod/orders?view=features']}>
      <Routes>
        <Route
          path="/tools/pod/*"
          element={
            <PodOfficeProvider {...args}>
              <OrdersScreen />
            </PodOfficeProvider>
          }
        />
      </Routes>
      <HostAddress />
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Seller Internal Orders' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    for (const link of within(table).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\/tools\/pod\/orders\/orders-manager\//);
    }
    await userEvent.click(canvas.getByRole('tab', { name: /^Pending[\d\s]*$/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Host address' })).toHaveTextContent(
        '/tools/pod/orders?view=features&pod.tab=pending',
      ),
    );
    // A plain click on an order's id moves within the host's router, under its base path
    // (useOrderDetailLink), not through the browser's address bar.
    await userEvent.click(canvas.getByRole('tab', { name: /^All[\d\s]*$/ }));
    const all = await canvas.findByRole('table', { name: 'Seller Internal Orders' });
    const [first] = await within(all).findAllByRole('link');
    const href = first!.getAttribute('href')!;
    await userEvent.click(first!);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Host address' })).toHaveTextContent(href),
    );
  },
};

/**
 * A host page with a heading of its own (showTitle false): the orders screen does not say its name
 * again under it; the list keeps its name for assistive technology.
 */
export const OrdersUnderHostHeading: Story = {
  ...OrdersInHostRoute,
  args: { ...OrdersInHostRoute.args, showTitle: false },
  render: (args) => (
    <MemoryRouter initialEntries={['/tools/pod/orders']}>
      <Routes>
        <Route
          path="/tools/pod/*"
          element={
            <main>
              <h1>Partner portal: orders</h1>
              <PodOfficeProvider {...args}>
                <OrdersScreen />
              </PodOfficeProvider>
            </main>
          }
        />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Seller Internal Orders' });
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).not.toContain(
      'Seller Internal Orders',
    );
  },
};
