import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import {
  CUSTOMER_NOT_FOUND,
  customerFailure,
  customerHandlers,
  customerFixtures,
  makeCustomerOrder,
} from '../mocks';
import { CustomerScreen } from './CustomerScreen';

setupMockApi();
beforeEach(() => server.use(...customerHandlers()));

function renderCustomer(id: string, role: UserRole = 'Administrator') {
  return renderWithProviders(<CustomerScreen />, {
    role,
    route: `/customers/${id}`,
    path: '/customers/:id',
  });
}

async function orderRows() {
  const table = await screen.findByRole('table', { name: 'Customer orders' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

const stat = (label: string) => screen.getByText(label).parentElement!.textContent;

describe('CustomerScreen', () => {
  it('shows the contact card, the stats over the orders and the orders linking to their pages', async () => {
    renderCustomer('1');
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    const contact = within(screen.getByLabelText('Contact'));
    expect(contact.getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(contact.getByText('1200 Congress Ave')).toBeInTheDocument();
    expect(contact.getByText('United States')).toBeInTheDocument();

    const rows = await orderRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'N001001' })).toHaveAttribute(
      'href',
      '/orders/orders-manager/1001',
    );
    expect(within(rows[1]!).getByText('$12.00')).toBeInTheDocument();
    // 24.50 + 12 x 2 + 39.99 over 3 orders.
    await waitFor(() => expect(stat('Lifetime Value')).toContain('$88.49'));
    expect(stat('Order count')).toContain('3');
    expect(stat('Average order value')).toContain('$29.50');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
  });

  it('shows an honest empty Outbox, and no orders as an empty table with zero stats', async () => {
    renderCustomer('2');
    expect(await screen.findByText('This customer has no orders yet.')).toBeInTheDocument();
    expect(stat('Lifetime Value')).toContain('$0.00');
    expect(stat('Average order value')).toContain('$0.00');
    await userEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    expect(await screen.findByText('No messages')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('pages the orders 20 at a time', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      makeCustomerOrder({ id: String(2000 + i), price: 10 }),
    );
    server.use(...customerHandlers(customerFixtures, { '1': many }));
    renderCustomer('1');
    await waitFor(async () => expect(await orderRows()).toHaveLength(20));
    expect(stat('Lifetime Value')).toContain('$230.00');
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await orderRows()).toHaveLength(3));
  });

  it('a customer outside the caller’s reach is not found, without the way back to a list they lack', async () => {
    renderCustomer('999', 'Seller');
    expect(await screen.findByText(CUSTOMER_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Customers' })).not.toBeInTheDocument();
  });

  it('a Seller reads a customer of theirs without the Customers breadcrumb', async () => {
    renderCustomer('1', 'Seller');
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('shows a failed customer load with Try again, and a failed orders load in the table', async () => {
    server.use(customerFailure('CustomerById', 'Customers are unavailable'));
    const { unmount } = renderCustomer('1');
    expect(await screen.findByText('Customers are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    server.use(...customerHandlers());
    server.use(customerFailure('OrdersByCustomer', 'Orders are unavailable'));
    renderCustomer('1');
    expect(await screen.findByText('Orders are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Orders are unavailable')).toHaveLength(1);
  });
});
