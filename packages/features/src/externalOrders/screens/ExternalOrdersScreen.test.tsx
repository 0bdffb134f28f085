import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { UserRole } from '@podoffice/domain';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { sessionFor } from '../../test/session';
import { externalOrdersHandlers } from '../mocks';
import { AdminExternalOrdersScreen } from './AdminExternalOrdersScreen';
import { ExternalOrdersScreen } from './ExternalOrdersScreen';

setupMockApi();
beforeEach(() => server.use(...externalOrdersHandlers()));

function renderList(ui: ReactElement, role: UserRole, path: string) {
  // The title bar's current site: the fixture Seller's Shopify site.
  const store = createAppStore({
    ...sessionFor(role),
    currentSite: { userId: usersByRole[role].id, siteId: '11' },
  });
  return renderWithProviders(ui, { role, route: path, path, store });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'External orders' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
}

describe.each<[string, UserRole, string, () => ReactElement]>([
  ['ExternalOrdersScreen', 'Seller', '/orders/external', () => <ExternalOrdersScreen />],
  [
    'AdminExternalOrdersScreen',
    'Administrator',
    '/admin/orders/external',
    () => <AdminExternalOrdersScreen />,
  ],
])('%s', (_, role, path, screenOf) => {
  it(`names itself for the ${role} unless the app’s title bar does, and its table keeps the name`, async () => {
    const { unmount } = renderList(screenOf(), role, path);
    expect(await screen.findByRole('heading', { name: 'External Orders' })).toBeInTheDocument();
    unmount();
    // In the app's layout the title bar says External orders (Admin external orders): once.
    renderList(
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>{screenOf()}</EmbeddingProvider>,
      role,
      path,
    );
    await rows();
    expect(screen.queryByRole('heading', { name: /external orders/i })).not.toBeInTheDocument();
  });
});
