import { screen } from '@testing-library/react';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { orderImportsHandlers } from '../mocks';
import { ImportOrdersScreen } from './ImportOrdersScreen';

setupMockApi();
beforeEach(() => server.use(...orderImportsHandlers()));

const ROUTE: RenderOptions = {
  role: 'Seller',
  route: '/sites/11/import-orders',
  path: '/sites/:id/import-orders',
};

describe('ImportOrdersScreen', () => {
  it('names itself and the site, and keeps the site under the app’s title bar', async () => {
    const { unmount } = renderWithProviders(<ImportOrdersScreen />, ROUTE);
    expect(
      await screen.findByRole('heading', { name: 'Import orders — Sam’s Tees' }),
    ).toBeInTheDocument();
    unmount();
    // In the app's layout the title bar says Import orders, not the site: the site stays.
    renderWithProviders(
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <ImportOrdersScreen />
      </EmbeddingProvider>,
      ROUTE,
    );
    expect(await screen.findByText('Site: Sam’s Tees')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /import orders/i })).not.toBeInTheDocument();
  });
});
