import { screen, waitFor, within } from '@testing-library/react';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { orderImportsHandlers } from '../mocks';
import { ImportHistoryScreen } from './ImportHistoryScreen';

setupMockApi();
beforeEach(() => server.use(...orderImportsHandlers()));

const PATH = '/orders/import-history';

describe('ImportHistoryScreen', () => {
  it('names itself unless the app’s title bar does, and its table keeps the name', async () => {
    const { unmount } = renderWithProviders(<ImportHistoryScreen />, {
      role: 'Seller',
      route: PATH,
      path: PATH,
    });
    expect(await screen.findByRole('heading', { name: 'Import history' })).toBeInTheDocument();
    unmount();
    // In the app's layout the title bar says Import history: the page says it once.
    renderWithProviders(
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <ImportHistoryScreen />
      </EmbeddingProvider>,
      { role: 'Seller', route: PATH, path: PATH },
    );
    const table = await screen.findByRole('table', { name: 'Import history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('heading', { name: /import history/i })).not.toBeInTheDocument();
  });
});
