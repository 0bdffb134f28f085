import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { searchFailure, searchHandlers } from '../mocks';
import { GlobalSearch } from './GlobalSearch';

setupMockApi();
beforeEach(() => server.use(...searchHandlers()));

const SCREENS = [
  { title: 'Connect Sites', path: '/sites' },
  { title: 'Balance', path: '/balance' },
];

function renderSearch(role: 'Administrator' | 'Seller' | 'Accounting') {
  const onNavigate = jest.fn();
  renderWithProviders(<GlobalSearch screens={SCREENS} onNavigate={onNavigate} />, { role });
  return { onNavigate, box: screen.getByRole('combobox', { name: 'Search' }) };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('GlobalSearch (issue 10 §3)', () => {
  it('finds screens, users and sites for the Administrator; Enter goes to the first', async () => {
    const { box, onNavigate } = renderSearch('Administrator');
    await userEvent.type(box, 'sam');
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'Sam Sellersam@podoffice.test',
        'Sam Prints APIhttps://samprints.example',
      ]),
    );
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/admin/users-manager/edit/8');
    expect(box).toHaveValue('');
  });

  it("finds only the seller's own sites and no users", async () => {
    const { box, onNavigate } = renderSearch('Seller');
    await userEvent.type(box, 'sunny');
    await waitFor(() =>
      expect(optionNames()).toEqual(['Sunny Teeshttps://sunny-tees.myshopify.com']),
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'sam');
    await waitFor(() => expect(screen.getByText('Nothing found')).toBeVisible());
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('finds the screens the role may open by name, and a click opens one', async () => {
    const { box, onNavigate } = renderSearch('Accounting');
    await userEvent.type(box, 'bal');
    const balance = await screen.findByRole('option', { name: 'Balance' });
    await userEvent.click(balance);
    expect(onNavigate).toHaveBeenCalledWith('/balance');
  });

  it('does not ask the server for one character', async () => {
    let asked = 0;
    server.events.on('request:start', () => {
      asked += 1;
    });
    const { box } = renderSearch('Administrator');
    await userEvent.type(box, 's');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(0);
    expect(screen.queryByRole('option')).toBeNull();
    server.events.removeAllListeners();
  });

  it('says what went wrong in the list when the search fails', async () => {
    server.use(...searchFailure('Search is down for maintenance'));
    const { box } = renderSearch('Administrator');
    await userEvent.type(box, 'mia');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down for maintenance');
  });
});
