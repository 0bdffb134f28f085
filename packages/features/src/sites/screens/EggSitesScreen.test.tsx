import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { makeSite, sitesHandlers } from '../mocks';
import { EggSitesScreen } from './EggSitesScreen';

setupMockApi();

describe('EggSitesScreen', () => {
  it('lists every seller’s sites with only the fetch of product variants', async () => {
    server.use(
      ...sitesHandlers([
        makeSite({ id: '1', title: 'Shop One' }),
        makeSite({
          id: '2',
          title: 'Mia Shop',
          user: { id: '7', first_name: 'Mia', last_name: 'Merchant' },
        }),
      ]),
    );
    renderWithProviders(<EggSitesScreen />, { role: 'Administrator', route: '/egg/sites' });
    const table = await screen.findByRole('table', { name: 'Sites' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Seller' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(Edit|Delete|Update) / })).toBeNull();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Fetch product variants of Mia Shop' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.fetchVariantsConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText(MESSAGES.success)).toBeInTheDocument();
  });
});
