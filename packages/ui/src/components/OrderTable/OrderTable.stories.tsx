import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RowSelectionState } from '../Table';
import { OrderTable, type OrderTableProps } from './OrderTable';
import { ORDER_TABLE_DEFAULT_COLUMNS, ORDER_TABLE_VIEWS } from './orderColumns';
import {
  FIXTURE_IMAGE_BASE,
  LOADING_TIP,
  makeOrder,
  makeOrders,
  STAFF_ACTIONS,
} from './OrderTable.fixtures';

/** The spec's tab names for the statuses (spec 2 §2); the features layer passes the domain's. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_design: 'Pending Designs',
  processing: 'Processing',
  ready: 'Ready',
  in_production: 'In Production',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  error: 'Error',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

const ADMIN_ACTIONS = [
  ...STAFF_ACTIONS.slice(0, 5),
  { key: 'split', label: 'Split order' },
  { key: 'refresh', label: 'Refresh order' },
  { key: 'setReady', label: 'Set ready' },
  STAFF_ACTIONS[5]!,
];

const headers = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent);

const meta = {
  title: 'UI/Orders/OrderTable',
  component: OrderTable,
  args: {
    orders: makeOrders(6),
    view: 'internal',
    imageBaseUrl: FIXTURE_IMAGE_BASE,
    statusLabel,
    onAction: fn(),
    onDesignClick: fn(),
    onLabelClick: fn(),
    onImageClick: fn(),
  },
  argTypes: {
    orders: { control: false },
    view: { control: 'inline-radio', options: ['internal', 'seller', 'supplier', 'api'] },
    columns: { control: false },
    selection: { control: false },
    renderOrderLink: { control: false },
    statusLabel: { control: false },
    error: { control: 'text' },
  },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal Orders as an Administrator: every staff column, the Seller column, selection. */
export const InternalAdministrator: Story = {
  args: {
    orders: makeOrders(6).map((order) => ({ ...order, actions: ADMIN_ACTIONS })),
    selection: {},
    onSelectionChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvas)).toContain('Seller');
    await expect(canvas.getByText('N001041')).toBeVisible();
    await expect(canvas.getByText('01 Mar 2026, 08:04:05')).toBeVisible();
    await expect(canvas.getAllByText('Classic Tee')[0]).toBeVisible();
    await expect(canvas.getByText('Color: Black, Size: S')).toBeVisible();
    await expect(canvas.getByText('SKU: TEE-BLK-S')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Premium Tee' })[0]).toHaveAttribute(
      'src',
      '/fixtures/orders/tee-white.svg?width=200',
    );
    await expect(canvas.getByText('Pending Designs')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select order N001041' })).toBeVisible();
  },
};

/** Internal Orders as a Supporter: the same columns; the menu has no split, refresh or forced status. */
export const InternalSupporter: Story = {
  args: { selection: {}, onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for order N001041' }));
    const items = canvas.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(STAFF_ACTIONS.map((action) => action.label));
    await userEvent.keyboard('{Escape}');
  },
};

/** Seller Internal Orders: all orders are the seller's own, so no Seller column. */
export const Seller: Story = {
  args: { view: 'seller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = headers(canvas);
    await expect(names).not.toContain('Seller');
    await expect(names).toContain('Designs');
    await expect(names).toContain('Shipping method');
  },
};

/** Supplier Orders: no Seller column, the supplier's cost. */
export const Supplier: Story = {
  args: {
    view: 'supplier',
    orders: makeOrders(5, 3).map((order) => ({
      ...order,
      actions: [{ key: 'addTracking', label: 'Add Tracking' }],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvas)).not.toContain('Seller');
    await expect(canvas.getByText('Ready')).toBeVisible();
  },
};

/** Api Orders as an Administrator: mockup, customer name and email, and the Suppliers column. */
export const ApiOrdersAdministrator: Story = {
  args: { view: 'api', showSuppliers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = headers(canvas);
    for (const name of ['Mockup', 'Customer name', 'Email', 'Suppliers']) {
      await expect(names).toContain(name);
    }
    await expect(names).not.toContain('Customer');
    await expect(canvas.getAllByText('anna.nguyen@example.com')[0]).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mockup of N001041' })).toBeVisible();
  },
};

/** Api Orders as a Seller: no Suppliers column. */
export const ApiOrdersSeller: Story = {
  args: { view: 'api' },
  play: async ({ canvasElement }) => {
    const names = headers(within(canvasElement));
    await expect(names).toContain('Mockup');
    await expect(names).not.toContain('Suppliers');
  },
};

/** A page loading: skeleton rows, one per order of the page, and the table marked busy. */
export const Loading: Story = {
  args: { orders: [], loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(20);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { orders: [], error: 'Could not load orders', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function SelectableOrders(args: OrderTableProps) {
  const [selection, setSelection] = useState<RowSelectionState>(args.selection ?? {});
  return (
    <OrderTable
      {...args}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        args.onSelectionChange?.(next);
      }}
    />
  );
}

/** The header box selects every order of the page; a second press clears them. */
export const Selection: Story = {
  args: { orders: makeOrders(4), selection: { '1042': true }, onSelectionChange: fn() },
  render: (args) => <SelectableOrders {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
      '1041': true,
      '1042': true,
      '1043': true,
      '1044': true,
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order N001043' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select order N001043' })).not.toBeChecked();
    await expect(all).toBePartiallyChecked();
  },
};

/** The row's menu offers what the caller allowed; picking one reports its key and order. */
export const ActionsMenuOpen: Story = {
  args: { orders: makeOrders(3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Actions for order N001041' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Comments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(
      'pause',
      expect.objectContaining({ id: 1041 }),
    );
    await userEvent.click(button);
    await expect(canvas.getByRole('menuitem', { name: 'Cancel' })).toBeVisible();
  },
};

/** An order with nothing allowed has no menu at all. */
export const NoActions: Story = {
  args: { orders: [makeOrder(5, { actions: [] })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

/** An error order shows the partner's first error under its status; other orders never do. */
export const PartnerError: Story = {
  args: {
    orders: [
      makeOrder(8, { partner_error: ['Placement back is not mapped', 'Second error'] }),
      makeOrder(3, { partner_error: ['Stale error of a ready order'] }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = canvas.getByText('Placement back is not mapped');
    await expect(error).toBeVisible();
    // One line, the whole message on hover (issue 25: an Error row as tall as two rows).
    await expect(error).toHaveAttribute('title', 'Placement back is not mapped');
    await expect(error.getBoundingClientRect().height).toBeLessThan(24);
    await expect(canvas.queryByText('Second error')).toBeNull();
    await expect(canvas.queryByText('Stale error of a ready order')).toBeNull();
  },
};

/** A pending_design order whose designs are downloading: 'Loading...' with its tip on hover, no button. */
export const PendingDesignLoading: Story = {
  args: {
    orders: [
      makeOrder(1, { design: { kind: 'loading', tip: LOADING_TIP } }),
      makeOrder(0, { design: { kind: 'view' } }),
      makeOrder(2, { design: { kind: 'upload' } }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.getByText('Loading...').parentElement).toHaveAttribute(
      'title',
      LOADING_TIP,
    );
    await expect(canvas.getByText(LOADING_TIP)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /designs of N001042/ })).toBeNull();
    const view = canvas.getByRole('button', { name: 'View designs of N001041' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDesignClick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1041 }),
      'view',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upload designs of N001043' }));
    await expect(args.onDesignClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 1043 }),
      'upload',
    );
  },
};

/** Costs show only above 0 (spec 2 §9): the first order's cost and shipping cost cells are empty. */
export const CostsZeroHidden: Story = {
  args: {
    orders: [
      makeOrder(0, { cost: 0, shipping_cost: 0 }),
      makeOrder(1, { cost: 12.5, shipping_cost: 4.99 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, first, second] = canvas.getAllByRole('row');
    const cell = (row: HTMLElement, label: string) =>
      row.querySelector(`td[data-label="${label}"]`)?.textContent;
    await expect(cell(first!, 'Cost')).toBe('');
    await expect(cell(first!, 'Shipping cost')).toBe('');
    await expect(cell(second!, 'Cost')).toBe('$12.50');
    await expect(cell(second!, 'Shipping cost')).toBe('$4.99');
  },
};

/** On a phone (390 px) each order is a card of label: value lines, its menu included. */
export const Phone: Story = {
  args: { orders: makeOrders(2, 7), selection: {}, onSelectionChange: fn() },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = canvas.getAllByRole('row').filter((r) => r.closest('tbody'));
    await expect(getComputedStyle(row!).display).toBe('block');
    const status = within(row!)
      .getAllByRole('cell')
      .find((cell) => cell.dataset.label === 'Status');
    await expect(getComputedStyle(status!, '::before').content).toBe('"Status"');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for order N001048' }));
    await expect(canvas.getByRole('menuitem', { name: 'Cancel' })).toBeVisible();
  },
};

function PagedOrders(args: OrderTableProps) {
  const [page, setPage] = useState(args.page ?? 1);
  return (
    <OrderTable
      {...args}
      orders={makeOrders(20, (page - 1) * 20)}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

/** A full page of 20 orders with the pager; the caller loads each page. */
export const FullPage: Story = {
  args: { total: 237, page: 1, onPageChange: fn(), maxHeight: 'none' },
  render: (args) => <PagedOrders {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('N001061')).toBeVisible();
  },
};

/**
 * The page's width for the table at a 1280 px window: less the menu (220), the page's padding (48)
 * and a classic 15 px scrollbar.
 */
const AT_1280 = 997;

const inPageAt1280 = (Story: () => React.JSX.Element) => (
  <div style={{ width: AT_1280 }}>
    <Story />
  </div>
);

/** Selectable rows the page scrolls, as on /orders. */
const ON_THE_PAGE = { selection: {}, onSelectionChange: fn(), maxHeight: 'none' } as const;

/**
 * Internal Orders' default columns at a 1280 px window (issue 25): ID, status, product, customer,
 * designs, quantity and date, cost and the menu fit the page's width; the page scrolls, not the
 * table. A long customer name is cut.
 */
export const DefaultColumnsAt1280: Story = {
  args: {
    orders: makeOrders(10).map((order, i) => ({
      ...order,
      actions: ADMIN_ACTIONS,
      customer:
        i === 2 ? { first_name: 'Maximiliana', last_name: 'Montgomery-Ashworth' } : order.customer,
    })),
    columns: ORDER_TABLE_DEFAULT_COLUMNS.internal,
    ...ON_THE_PAGE,
  },
  decorators: [inPageAt1280],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region).not.toHaveAttribute('tabindex');
    await expect(headers(canvas)).toEqual([
      '',
      'ID',
      'Status',
      'Product',
      'Customer',
      'Designs',
      'Quantity',
      'Cost',
      'Actions',
    ]);
  },
};

/**
 * Every column chosen at a 1280 px window: the table scrolls sideways in its box, the checkbox and
 * ID stay at the start edge and the menu at the end.
 */
export const AllColumnsScrollSideways: Story = {
  args: {
    orders: makeOrders(3).map((order) => ({ ...order, actions: ADMIN_ACTIONS })),
    columns: ORDER_TABLE_VIEWS.internal,
    ...ON_THE_PAGE,
  },
  decorators: [inPageAt1280],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Orders' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.scrollLeft = region.scrollWidth;
    const box = region.getBoundingClientRect();
    const id = canvas.getByText('N001041').closest('td')!.getBoundingClientRect();
    const menu = canvas
      .getByRole('button', { name: 'Actions for order N001041' })
      .closest('td')!
      .getBoundingClientRect();
    await expect(Math.round(id.left - box.left)).toBe(48 + 1);
    await expect(Math.round(box.right - menu.right)).toBeLessThanOrEqual(1 + 15);
    region.scrollLeft = 0;
  },
};
