import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { OrderTable, type OrderTableProps } from './OrderTable';
import { FIXTURE_IMAGE_BASE, makeOrder, makeOrders } from './OrderTable.fixtures';
import { ORDER_TABLE_VIEWS } from './orderColumns';

function renderOrders(props: Partial<OrderTableProps> = {}) {
  return renderWithTheme(
    <OrderTable orders={makeOrders(3)} imageBaseUrl={FIXTURE_IMAGE_BASE} {...props} />,
  );
}

const headerNames = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('OrderTable', () => {
  it('shows the id as N + 6 digits, the order date and the product', () => {
    renderOrders({ orders: [makeOrder(0)] });
    expect(screen.getByText('N001041')).toBeInTheDocument();
    expect(screen.getByText('01 Mar 2026, 08:04:05')).toBeInTheDocument();
    expect(screen.getByText('Color: Black, Size: S')).toBeInTheDocument();
    expect(screen.getByText('SKU: TEE-BLK-S')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Classic Tee' })).toHaveAttribute(
      'src',
      '/fixtures/orders/tee-black.svg?width=200',
    );
  });

  it('keeps an image address that starts with http', () => {
    renderOrders({
      orders: [makeOrder(0, { product: { title: 'Mug', image: 'https://cdn.example/mug.png' } })],
    });
    expect(screen.getByRole('img', { name: 'Mug' })).toHaveAttribute(
      'src',
      'https://cdn.example/mug.png?width=200',
    );
  });

  it.each(Object.entries(ORDER_TABLE_VIEWS))('%s view shows its columns', (view, keys) => {
    renderOrders({ view: view as OrderTableProps['view'], showSuppliers: true });
    expect(headerNames()).toHaveLength(keys.length);
  });

  it('shows Suppliers only when asked, and Seller only to staff', () => {
    const { unmount } = renderOrders({ view: 'api' });
    expect(headerNames()).not.toContain('Suppliers');
    unmount();
    renderOrders({ view: 'api', showSuppliers: true });
    expect(headerNames()).toContain('Suppliers');
    expect(headerNames()).toContain('Seller');
  });

  it.each(['seller', 'supplier'] as const)('%s view has no Seller column', (view) => {
    renderOrders({ view });
    expect(headerNames()).not.toContain('Seller');
  });

  it('shows costs only above 0', () => {
    renderOrders({ orders: [makeOrder(0, { cost: 0, shipping_cost: -1 })] });
    const row = screen.getAllByRole('row')[1]!;
    expect(row.querySelector('td[data-label="Cost"]')).toHaveTextContent(/^$/);
    expect(row.querySelector('td[data-label="Shipping cost"]')).toHaveTextContent(/^$/);
    expect(within(row).queryByText(/\$/)).toBeNull();
  });

  it('shows the first partner error of an error order only', () => {
    renderOrders({
      orders: [
        makeOrder(8, { partner_error: ['First', 'Second'] }),
        makeOrder(3, { partner_error: ['Not an error order'] }),
      ],
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.queryByText('Not an error order')).toBeNull();
  });

  it('reports the picked action with its order', async () => {
    const onAction = jest.fn();
    renderOrders({ orders: [makeOrder(0)], onAction });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for order N001041' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    expect(onAction).toHaveBeenCalledWith('cancel', expect.objectContaining({ id: 1041 }));
  });

  it('selects every order of the page from the header box', async () => {
    const onSelectionChange = jest.fn();
    renderOrders({ selection: {}, onSelectionChange });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenCalledWith({ '1041': true, '1042': true, '1043': true });
  });

  it('shows Loading... with the tip and no design button while designs download', () => {
    const onDesignClick = jest.fn();
    renderOrders({
      orders: [makeOrder(1, { design: { kind: 'loading', tip: 'Designs is downloading' } })],
      onDesignClick,
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Designs is downloading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /designs of/ })).toBeNull();
  });

  it('shows skeleton rows for a whole page while loading', () => {
    renderOrders({ orders: [], loading: true });
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(20);
  });

  it('does not draw its rows again when the page around it renders with the same props', () => {
    const orders = makeOrders(3);
    const statusLabel = jest.fn((status: string) => status);
    const onAction = jest.fn();
    const view = (extra: string) => (
      <>
        <p>{extra}</p>
        <OrderTable orders={orders} statusLabel={statusLabel} onAction={onAction} />
      </>
    );
    const { rerender } = renderWithTheme(view('first'));
    const drawn = statusLabel.mock.calls.length;
    expect(drawn).toBeGreaterThanOrEqual(3);
    rerender(view('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(statusLabel).toHaveBeenCalledTimes(drawn);
    // New rows are drawn.
    rerender(<OrderTable orders={makeOrders(2)} statusLabel={statusLabel} onAction={onAction} />);
    expect(statusLabel.mock.calls.length).toBeGreaterThan(drawn);
  });
});
