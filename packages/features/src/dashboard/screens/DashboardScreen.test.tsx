import { screen, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { sessionFor } from '../../test/session';
import {
  dashboardFailure,
  dashboardHandlers,
  emptyDashboard,
  supplierDashboardHandlers,
} from '../mocks';
import { DashboardScreen } from './DashboardScreen';
import type { UserRole } from '@podoffice/domain';

// jsdom has no canvas for the supplier's revenue chart (SupplierDashboard.test.tsx reads its figures).
jest.mock('uplot', () =>
  jest.fn().mockImplementation(() => ({ setSize: jest.fn(), destroy: jest.fn() })),
);
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

setupMockApi();
beforeEach(() => server.use(...dashboardHandlers(), ...supplierDashboardHandlers()));

const renderDashboard = (role: UserRole) =>
  renderWithProviders(<DashboardScreen />, { role, route: '/dashboard', path: '/dashboard' });

/** The card's links as 'label count -> href'. */
async function card(name: string) {
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('link')
    .map((a) => `${a.textContent} -> ${a.getAttribute('href')}`);
}

describe('DashboardScreen', () => {
  it.each<[UserRole, string]>([
    ['Administrator', 'Admin Dashboard'],
    ['Seller', 'Seller Dashboard'],
    ['Supplier', 'Supplier Dashboard'],
  ])('names the %s’s dashboard, %s, unless the app’s title bar does', async (role, title) => {
    const { unmount } = renderDashboard(role);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Internal Order' }),
    ).toBeInTheDocument();
    unmount();
    // In the app's layout the title bar says it (the route's nameFor): the page says it once.
    renderWithProviders(
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <DashboardScreen />
      </EmbeddingProvider>,
      { role, route: '/dashboard', path: '/dashboard' },
    );
    expect(await card('Internal Order')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /dashboard/i })).not.toBeInTheDocument();
    // The cards' headings follow the title bar's h1 without a gap (axe's heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'Internal Order' })).toBeInTheDocument();
  });

  it('gives the Administrator the Admin Dashboard: Internal and External Order cards linking to the tabs', async () => {
    renderDashboard('Administrator');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await card('Internal Order')).toEqual([
      'All 3,012 -> /orders?range=any',
      'Pending 410 -> /orders?tab=pending&range=any',
      'Pending Design 95 -> /orders?tab=pending_design&range=any',
      'Processing 620 -> /orders?tab=processing&range=any',
      'Ready 388 -> /orders?tab=ready&range=any',
      'In Production 240 -> /orders?tab=in_production&range=any',
      'Fulfilled 1,104 -> /orders?tab=fulfilled&range=any',
      'Cancelled 77 -> /orders?tab=cancelled&range=any',
      'Error 33 -> /orders?tab=error&range=any',
    ]);
    expect(await card('External Order')).toEqual(['All 58 -> /admin/orders/external']);
  });

  it('gives a Seller the Seller Dashboard with both cards', async () => {
    renderDashboard('Seller');
    expect(await screen.findByRole('heading', { name: 'Seller Dashboard' })).toBeInTheDocument();
    expect(await card('Internal Order')).toHaveLength(9);
    expect(await card('External Order')).toEqual(['All 58 -> /orders/external']);
  });

  it('counts a Seller’s current site, the site the cards’ lists show; staff name no site', async () => {
    const calls = recordCalls('Dashboard');
    const store = createAppStore({
      ...sessionFor('Seller'),
      currentSite: { userId: usersByRole.Seller.id, siteId: '12' },
    });
    renderWithProviders(<DashboardScreen />, {
      role: 'Seller',
      route: '/dashboard',
      path: '/dashboard',
      store,
    });
    expect(await card('Internal Order')).toHaveLength(9);
    expect(calls).toEqual([{ filter: { site_ids: ['12'] } }]);
    calls.length = 0;
    renderDashboard('Administrator');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(calls).toEqual([{}]);
  });

  it('gives a Supplier the Internal Order card of their tabs only, and no External Order card', async () => {
    renderDashboard('Supplier');
    expect(await screen.findByRole('heading', { name: 'Supplier Dashboard' })).toBeInTheDocument();
    expect(await card('Internal Order')).toEqual([
      'All 412 -> /orders?range=any',
      'Pending Design 12 -> /orders?tab=pending_design&range=any',
      'Ready 140 -> /orders?tab=ready&range=any',
      'In Production 80 -> /orders?tab=in_production&range=any',
      'Fulfilled 170 -> /orders?tab=fulfilled&range=any',
      'Error 0 -> /orders?tab=error&range=any',
    ]);
    expect(screen.queryByRole('list', { name: 'External Order' })).not.toBeInTheDocument();
  });

  it('shows zero counts when there are no orders yet', async () => {
    server.use(...dashboardHandlers(emptyDashboard));
    renderDashboard('Seller');
    expect((await card('Internal Order'))[0]).toBe('All 0 -> /orders?range=any');
  });

  it('shows a failed load once, with Try again', async () => {
    server.use(dashboardFailure(SERVER_MESSAGES.forbidden));
    renderDashboard('Administrator');
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.getAllByText(SERVER_MESSAGES.forbidden)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Internal Order' })).not.toBeInTheDocument();
  });
});
