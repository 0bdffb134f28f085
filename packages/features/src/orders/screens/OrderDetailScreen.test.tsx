import { screen, within } from '@testing-library/react';
import type { UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { makeAddress, makeOrder, orderFailure, orderHandlers } from '../mocks';
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
beforeEach(() => server.use(...orderHandlers([same, other])));

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
