import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_FORM_MESSAGES as M, USER_ROLES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import {
  CUSTOMER_NOT_FOUND,
  customerFailure,
  customerHandlers,
  customerFixtures,
  customerUpdateFailure,
  makeCustomer,
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

  // Issue 23 §12: a supplier sees what it is paid, not the shopper's prices.
  it('shows a Supplier the orders and their count without prices or values', async () => {
    renderCustomer('1', 'Supplier');
    const rows = await orderRows();
    expect(within(rows[1]!).queryByText('$12.00')).toBeNull();
    expect(stat('Order count')).toContain('3');
    expect(stat('Lifetime Value')).toContain('—');
    expect(stat('Average order value')).toContain('—');
  });

  it('shows an honest empty Outbox, and no orders as an empty table with zero stats', async () => {
    renderCustomer('2');
    expect(await screen.findByText('This customer has no orders yet.')).toBeInTheDocument();
    expect(stat('Lifetime Value')).toContain('$0.00');
    expect(stat('Average order value')).toContain('$0.00');
    await userEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    expect(await screen.findByText('No messages')).toBeVisible();
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

  it('Edit is the Administrator’s only, as on the server', async () => {
    for (const role of USER_ROLES.filter((r) => r !== 'Listing' && r !== 'Accounting')) {
      const { unmount } = renderCustomer('1', role);
      expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
      const edit = screen.queryByRole('button', { name: 'Edit' });
      if (role === 'Administrator') expect(edit).toBeInTheDocument();
      else expect(edit).not.toBeInTheDocument();
      unmount();
    }
  });

  it('Edit stores the customer: a toast, the drawer closes and the card shows the new values', async () => {
    renderCustomer('1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit customer' }));
    expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue('jane.doe@example.com');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Tags' }), 'VIP{Enter}');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Company' }), 'Doe Prints');
    const first = drawer.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Janet');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Janet Doe' })).toBeInTheDocument();
    const contact = within(screen.getByLabelText('Contact'));
    expect(contact.getByText('Doe Prints')).toBeInTheDocument();
    expect(contact.getByText('VIP')).toBeInTheDocument();
  });

  it('a bad e-mail is refused under its field and nothing is sent', async () => {
    const saves = recordCalls('UpdateCustomer');
    renderCustomer('1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit customer' }));
    const email = drawer.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(M.updated)).not.toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(
      within(screen.getByLabelText('Contact')).getByText('jane.doe@example.com'),
    ).toBeInTheDocument();
  });

  it('another customer’s e-mail of the site: the server’s message shows and what was typed stays', async () => {
    server.use(
      ...customerHandlers([
        ...customerFixtures,
        makeCustomer({ id: '9', first_name: 'Tom', email: 'tom@example.com' }),
      ]),
    );
    renderCustomer('1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit customer' }));
    const email = drawer.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'tom@example.com');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText(M.emailTaken)).toBeInTheDocument();
    expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue('tom@example.com');
    expect(
      within(screen.getByLabelText('Contact')).getByText('jane.doe@example.com'),
    ).toBeInTheDocument();
  });

  it('a refused save shows the server’s first message', async () => {
    server.use(customerUpdateFailure('Customer not found', 'NOT_FOUND'));
    renderCustomer('1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit customer' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('Customer not found')).toBeInTheDocument();
    expect(drawer.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
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
