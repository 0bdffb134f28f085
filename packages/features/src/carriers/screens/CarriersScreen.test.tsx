import { screen, waitFor, within } from '@testing-library/react';
import { SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { carriersFailure, carriersHandlers, carriersLoading, makeCarriersEntries } from '../mocks';
import { CarriersScreen } from './CarriersScreen';

setupMockApi();
beforeEach(() => server.use(...carriersHandlers()));

function renderCarriers(role: UserRole = 'Administrator') {
  return renderWithProviders(<CarriersScreen />, {
    role,
    route: '/admin/carriers',
    path: '/admin/carriers',
  });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Carriers' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('CarriersScreen', () => {
  it('lists every entry by name', async () => {
    renderCarriers();
    const names = (await rows()).map((row) => row.textContent);
    expect(names).toEqual(makeCarriersEntries().map((entry) => entry.name));
  });

  it('says when there are none', async () => {
    server.use(...carriersHandlers([]));
    renderCarriers();
    expect(await screen.findByText('No carriers yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the table", async () => {
    renderCarriers('Seller');
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
  });

  it('shows a failed load once, in the table', async () => {
    server.use(carriersFailure('Carriers are unavailable'));
    renderCarriers();
    expect(await screen.findByText('Carriers are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Carriers are unavailable')).toHaveLength(1);
  });

  it('marks the table busy while loading', () => {
    server.use(carriersLoading());
    renderCarriers();
    expect(screen.getByRole('table', { name: 'Carriers' })).toHaveAttribute('aria-busy', 'true');
  });
});
