import { screen, waitFor, within } from '@testing-library/react';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { trackingHandlers } from '../trackingMocks';
import { TrackingsScreen } from './TrackingsScreen';

setupMockApi();
beforeEach(() => server.use(...trackingHandlers()));

const PATH = '/orders/trackings';

describe('TrackingsScreen', () => {
  it('names itself unless the app’s title bar does, and its table keeps the name', async () => {
    const { unmount } = renderWithProviders(<TrackingsScreen />, {
      role: 'Administrator',
      route: PATH,
      path: PATH,
    });
    expect(await screen.findByRole('heading', { name: 'Trackings' })).toBeInTheDocument();
    unmount();
    // In the app's layout the title bar says Trackings: the page says it once.
    renderWithProviders(
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <TrackingsScreen />
      </EmbeddingProvider>,
      { role: 'Administrator', route: PATH, path: PATH },
    );
    const table = await screen.findByRole('table', { name: 'Trackings' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Export tracking' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /trackings/i })).not.toBeInTheDocument();
  });
});
