import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { makeAddress, makeOrder, orderChangeFailure, orderFailure, orderHandlers } from '../mocks';
import { SAME_AS_BILLING } from '../components/OrderDetail';
import { OrderDetailScreen } from './OrderDetailScreen';

setupMockApi();

const PATH = '/orders/orders-manager/:id';
const same = makeOrder({ id: '1041' });
const other = makeOrder({
  id: '1042',
  shipping: makeAddress({ id: '9', address1: '500 Ocean Drive', city: 'Miami', state: 'Florida' }),
  supplier: { id: '98', first_name: 'Other', last_name: 'Supplier' },
});
// The mocks answer a Supplier as the server does (issue 23 §12): no shopper's price, its own pay.
const paid = makeOrder({ id: '1043', status: 'in_production', supplier_cost: 8.25 });
beforeEach(() => server.use(...orderHandlers([same, other, paid])));

const renderDetail = (role: UserRole, id: string) =>
  renderWithProviders(<OrderDetailScreen />, {
    role,
    route: `/orders/orders-manager/${id}`,
    path: PATH,
  });

describe('OrderDetailScreen', () => {
  it('shows the order: id, date, status, addresses, customer and its line item', async () => {
    renderDetail('Administrator', '1041');
    expect(await screen.findByRole('heading', { name: 'Order N001041' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByText('12 Main Street')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(shipping).getByText(SAME_AS_BILLING)).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/customers/501',
    );
    expect(within(customer).getByText('jane@example.test')).toBeInTheDocument();
    const item = screen.getByRole('region', { name: 'Line item' });
    expect(within(item).getByText('SKU: POD-TEE-BLK-M')).toBeInTheDocument();
    expect(within(item).getByText('$24.50 x 2')).toBeInTheDocument();
    expect(within(item).getByLabelText('Line total')).toHaveTextContent('$49.00');
  });

  it('shows a Supplier what it is paid for the line, not the shopper’s price', async () => {
    renderDetail('Supplier', '1043');
    const item = await screen.findByRole('region', { name: 'Line item' });
    expect(within(item).getByText('$8.25 x 2')).toBeInTheDocument();
    expect(within(item).getByLabelText('Line total')).toHaveTextContent('$16.50');
  });

  it('shows a different shipping address in full', async () => {
    renderDetail('Administrator', '1042');
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    expect(within(shipping).getByText('500 Ocean Drive')).toBeInTheDocument();
    expect(within(shipping).queryByText(SAME_AS_BILLING)).not.toBeInTheDocument();
  });

  it('says Order not found for an order outside a Supplier’s orders', async () => {
    renderDetail('Supplier', '1042');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });

  it('says Order not found for an id that is not a number, without a call', async () => {
    renderDetail('Seller', 'abc');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(orderFailure('Order', 'Database unavailable'));
    renderDetail('Seller', '1041');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('OrderDetailScreen actions', () => {
  it("offers the state machine's status changes and runs one with its toast", async () => {
    server.use(
      ...orderHandlers([makeOrder({ id: '1043', status: 'pending', paused_from: 'processing' })]),
    );
    renderDetail('Administrator', '1043');
    const toolbar = await screen.findByRole('toolbar', { name: 'Order actions' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resume', 'Cancel', 'Refresh order']);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(ORDER_MESSAGES.resumed)).toBeInTheDocument();
    // The detail refetches: the order is back where it was paused, and Pause is offered.
    expect(await within(toolbar).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });

  it('shows the server message when a change fails, and the order as it was', async () => {
    server.use(...orderHandlers([makeOrder({ id: '1044', status: 'processing' })]));
    server.use(orderChangeFailure('PauseOrder', 'Order not found'));
    renderDetail('Administrator', '1044');
    const toolbar = await screen.findByRole('toolbar', { name: 'Order actions' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.paused)).not.toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('a Supplier gets no actions bar', async () => {
    server.use(...orderHandlers([makeOrder({ id: '1045', status: 'ready' })]));
    renderDetail('Supplier', '1045');
    expect(await screen.findByRole('heading', { name: 'Order N001045' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Order actions' })).not.toBeInTheDocument();
  });
});
