import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { customerFailure, customerHandlers, makeCustomers } from '../mocks';
import { CustomersScreen, rangeLabel } from './CustomersScreen';

setupMockApi();
beforeEach(() => server.use(...customerHandlers()));

function renderCustomers(route = '/customers') {
  return renderWithProviders(<CustomersScreen />, {
    role: 'Administrator',
    route,
    path: '/customers',
  });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Customers' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('CustomersScreen', () => {
  it('lists Name (a link to the customer), Email, Phone and Location (country name, else code)', async () => {
    renderCustomers();
    const [jane, lukas, amelia] = await rows();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Location',
    ]);
    expect(cells(jane!)).toEqual([
      'Jane Doe',
      'jane.doe@example.com',
      '+1 512 555 0100',
      'United States',
    ]);
    expect(within(jane!).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/customers/1',
    );
    expect(cells(lukas!)).toEqual(['Lukas Meyer', 'lukas.meyer@example.de', '—', 'DE']);
    expect(cells(amelia!)[3]).toBe('—');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('pages 20 at a time with the x of y total, the page kept in the address', async () => {
    server.use(...customerHandlers(makeCustomers(23)));
    renderCustomers();
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    expect(screen.getByText('1–20 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('searches name, email or phone with Enter, and says when nothing matches', async () => {
    renderCustomers();
    await rows();
    const search = screen.getByRole('searchbox', { name: /Search/ });
    await userEvent.type(search, 'meyer{Enter}');
    await waitFor(async () =>
      expect((await rows()).map((r) => cells(r)[0])).toEqual(['Lukas Meyer']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('search=meyer');
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody{Enter}');
    expect(await screen.findByText('No customers match “nobody”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('says so when there are none, and shows a failed load once with Retry', async () => {
    server.use(...customerHandlers([]));
    const { unmount } = renderCustomers();
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    unmount();
    server.use(customerFailure('Customers', SERVER_MESSAGES.forbidden));
    renderCustomers();
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.getAllByText(SERVER_MESSAGES.forbidden)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('rangeLabel', () => {
  it('writes the rows shown out of all, with thousands separators', () => {
    expect(rangeLabel(1, 20, 3012)).toBe('1–20 of 3,012');
    expect(rangeLabel(151, 12, 3012)).toBe('3,001–3,012 of 3,012');
    expect(rangeLabel(1, 0, 0)).toBe('0 of 0');
  });
});
