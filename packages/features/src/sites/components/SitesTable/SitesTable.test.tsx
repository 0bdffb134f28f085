import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { makeSite } from '../../mocks';
import { renderWithProviders } from '../../../test/render';
import { SitesTable, type SitesTableProps } from './SitesTable';

const sites = [
  makeSite({ id: '1', title: 'Shop One' }),
  makeSite({ id: '2', title: 'Pending Woo', platform: 'woocommerce', verified: false }),
  makeSite({ id: '3', title: 'Feed', platform: 'api', type: 'offline', api_key: 'k' }),
  makeSite({ id: '4', title: 'CSV', platform: 'import', type: 'offline' }),
];

function renderTable(props: Partial<SitesTableProps> = {}) {
  const handlers = {
    onPageChange: jest.fn(),
    onEdit: jest.fn(),
    onDelete: jest.fn(async () => undefined),
    onConnect: jest.fn(async () => undefined),
    onUpdateWebhooks: jest.fn(async () => undefined),
    onFetchVariants: jest.fn(async () => undefined),
  };
  renderWithProviders(
    <SitesTable sites={sites} total={sites.length} page={1} {...handlers} {...props} />,
  );
  return handlers;
}

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('SitesTable', () => {
  it('marks connected sites with a check and pending shops with a reconnect button', async () => {
    const { onConnect } = renderTable({ canManage: true });
    expect(
      within(row('Shop One')).getByRole('img', { name: 'Shop One is connected' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(row('Pending Woo')).getByRole('button', { name: 'Connect Pending Woo' }),
    );
    expect(onConnect).toHaveBeenCalledWith(sites[1]);
  });

  it('shows the pending mark without a button to those who cannot manage sites', () => {
    renderTable();
    expect(
      within(row('Pending Woo')).getByRole('img', { name: 'Pending Woo is not connected' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^(Connect|Edit|Delete) / })).toHaveLength(0);
  });

  it('offers webhooks and fetch variants for connected shops only', () => {
    renderTable({ canManage: true, canFetchVariants: true });
    for (const title of ['Feed', 'CSV', 'Pending Woo']) {
      expect(within(row(title)).queryByRole('button', { name: /webhooks|variants/ })).toBeNull();
    }
    expect(
      within(row('Shop One')).getByRole('button', { name: 'Update webhooks of Shop One' }),
    ).toBeInTheDocument();
    expect(
      within(row('Shop One')).getByRole('button', { name: 'Fetch product variants of Shop One' }),
    ).toBeInTheDocument();
  });

  it('asks before fetching product variants', async () => {
    const { onFetchVariants } = renderTable({ canFetchVariants: true });
    await userEvent.click(
      screen.getByRole('button', { name: 'Fetch product variants of Shop One' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.fetchVariantsConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onFetchVariants).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Fetch product variants of Shop One' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fetch' }),
    );
    expect(onFetchVariants).toHaveBeenCalledWith(sites[0]);
  });

  it('asks before deleting and keeps the dialog busy until the delete settles', async () => {
    let finish: () => void = () => undefined;
    const onDelete = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderTable({ canManage: true, onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Feed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this site?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(sites[2]);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('opens the editor with the row’s site', async () => {
    const { onEdit } = renderTable({ canManage: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit CSV' }));
    expect(onEdit).toHaveBeenCalledWith(sites[3]);
  });

  it('names each platform and shows a dash for the import site’s address', () => {
    renderTable();
    expect(within(row('CSV')).getByLabelText('none')).toBeInTheDocument();
    expect(within(row('Feed')).getByText(sites[2]!.domain)).toBeInTheDocument();
    expect(
      within(row('Pending Woo')).getByRole('img', { name: 'WooCommerce' }),
    ).toBeInTheDocument();
    expect(within(row('Pending Woo')).getByText('Pending')).toBeInTheDocument();
  });
});
