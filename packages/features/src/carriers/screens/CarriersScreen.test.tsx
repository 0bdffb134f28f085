import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CARRIER_MESSAGES,
  CARRIER_NOTICES,
  SERVER_MESSAGES,
  type UserRole,
} from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { carrierFailure, carrierHandlers, makeCarriers } from '../mocks';
import { CarriersScreen } from './CarriersScreen';

setupMockApi();
beforeEach(() => server.use(...carrierHandlers()));

function renderCarriers(role: UserRole, route = '/admin/carriers') {
  return renderWithProviders(<CarriersScreen />, { role, route, path: '/admin/carriers' });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Carriers' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}
const names = async () => (await rows()).map((r) => within(r).getAllByRole('cell')[0]!.textContent);

/** The toast of a notice, compared whole: the §8 texts keep their spaces. */
async function toast(text: string) {
  const shown = await screen.findByText(text.trim());
  expect(shown.textContent).toBe(text);
}

async function fill(drawer: HTMLElement, values: { name?: string; code?: string; url?: string }) {
  const box = within(drawer);
  for (const [label, value] of [
    [/Name/, values.name],
    [/Code/, values.code],
    [/Url/, values.url],
  ] as const) {
    if (value === undefined) continue;
    const input = box.getByRole('textbox', { name: label });
    await userEvent.clear(input);
    // userEvent reads { as a key descriptor: {{ types one brace.
    await userEvent.type(input, value.replaceAll('{', '{{'));
  }
}

describe('CarriersScreen', () => {
  it('lists the active carriers by name with the spec’s columns', async () => {
    renderCarriers('Administrator');
    expect(await names()).toEqual(['DHL Express', 'FedEx', 'UPS', 'USPS']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Code',
      'Url',
      'Description',
      'Status',
      'Actions',
    ]);
    const usps = (await rows())[3]!;
    expect(within(usps).getByText('usps')).toBeInTheDocument();
    expect(within(usps).getByText(/tLabels=\{tracking_number\}/)).toBeInTheDocument();
  });

  it('shows the inactive carriers from the address, and the tabs change it', async () => {
    renderCarriers('Listing', '/admin/carriers?status=inactive');
    expect(await names()).toEqual(['YunExpress']);
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/carriers$/),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/carriers?status=inactive'),
    );
  });

  it('pages 20 at a time, the page kept in the address', async () => {
    server.use(...carrierHandlers(makeCarriers(23)));
    renderCarriers('Administrator');
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () =>
      expect(await names()).toEqual(['Carrier 021', 'Carrier 022', 'Carrier 023']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('a Supporter sees the list only', async () => {
    renderCarriers('Supporter');
    await rows();
    expect(screen.queryByRole('button', { name: 'New Carrier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for carrier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('checks a new carrier with the §5 messages, then creates it: Carrier successfully created', async () => {
    renderCarriers('Listing');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Carrier' }));
    const drawer = await screen.findByRole('dialog', { name: 'New Carrier' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Please input name')).toBeInTheDocument();
    expect(within(drawer).getByText('Please input code')).toBeInTheDocument();
    expect(within(drawer).getByText('Please input url')).toBeInTheDocument();

    await fill(drawer, {
      name: 'Royal Mail',
      code: 'royalmail',
      url: 'https://royalmail.example/',
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText(CARRIER_MESSAGES.urlPlaceholder)).toBeInTheDocument();
    await fill(drawer, { url: 'https://royalmail.example/{tracking_number}' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));

    await toast(CARRIER_NOTICES.created);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Carrier' })).toBeNull());
    await waitFor(async () => expect(await names()).toContain('Royal Mail'));
  });

  it('keeps the drawer open with the server’s refusal of a taken code', async () => {
    renderCarriers('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Carrier' }));
    const drawer = await screen.findByRole('dialog', { name: 'New Carrier' });
    await within(drawer).findByRole('textbox', { name: /Name/ });
    await fill(drawer, {
      name: 'UPS 2',
      code: 'UPS',
      url: 'https://ups.example/{tracking_number}',
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText(CARRIER_MESSAGES.codeTaken('UPS'))).toBeVisible();
    expect(await names()).not.toContain('UPS 2');
  });

  it('edits a carrier in a drawer: " Carrier has been updated"', async () => {
    renderCarriers('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for carrier FedEx' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit carrier FedEx' });
    const name = await within(drawer).findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('FedEx');
    expect(within(drawer).getByRole('textbox', { name: /Code/ })).toHaveValue('fedex');
    await fill(drawer, { name: 'FedEx Ground' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await toast(CARRIER_NOTICES.updated);
    await waitFor(async () => expect(await names()).toContain('FedEx Ground'));
  });

  it('deletes after a confirmation: Delete success, and the carrier moves to Inactive', async () => {
    renderCarriers('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for carrier UPS' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the carrier UPS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toast(CARRIER_NOTICES.deleted);
    await waitFor(async () => expect(await names()).toEqual(['DHL Express', 'FedEx', 'USPS']));
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(async () => expect(await names()).toEqual(['UPS', 'YunExpress']));
  });

  it('shows a refused delete’s message and keeps the carrier', async () => {
    server.use(carrierFailure('DeleteCarrier', SERVER_MESSAGES.forbidden));
    renderCarriers('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for carrier UPS' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the carrier UPS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(await names()).toContain('UPS');
  });

  it('says so when there are none, and shows a failed load with Retry', async () => {
    server.use(...carrierHandlers([]));
    const { unmount } = renderCarriers('Administrator');
    expect(await screen.findByText('No active carriers yet.')).toBeInTheDocument();
    unmount();
    server.use(carrierFailure('Carriers', 'Carriers are unavailable'));
    renderCarriers('Administrator');
    expect(await screen.findByText('Carriers are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Carriers are unavailable')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
