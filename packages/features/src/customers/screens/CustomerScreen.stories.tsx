import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMER_FORM_MESSAGES as M } from '@podoffice/domain';
import {
  CUSTOMER_NOT_FOUND,
  customerFailure,
  customerHandlers,
  customerLoading,
  customerUpdateFailure,
  customerUpdateLoading,
} from '../mocks';
import { CustomerScreen } from './CustomerScreen';
import { expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Customers/CustomerScreen',
  component: CustomerScreen,
  parameters: { router: { route: '/customers/1', path: '/customers/:id' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...customerHandlers()),
} satisfies Meta<typeof CustomerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Jane Doe' });
  const orders = await canvas.findByRole('table', { name: 'Customer orders' });
  await waitFor(() => expect(within(orders).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, orders: within(orders) };
}

/** Administrator: contact card, the three stats, the orders linking to their pages. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await loaded(canvasElement);
    await expect(canvas.getByText('$88.49')).toBeVisible();
    await expect(canvas.getByText('$29.50')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'N001001' })).toHaveAttribute(
      'href',
      '/orders/orders-manager/1001',
    );
    await expect(canvas.getByRole('link', { name: 'Customers' })).toBeVisible();
  },
};

/** The Outbox tab: nothing is kept yet, and it says so. */
export const Outbox: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Outbox' }));
    await expect(await canvas.findByText('No messages')).toBeVisible();
  },
};

/** A customer without orders: zero stats and an empty Orders tab. */
export const NoOrders: Story = {
  parameters: { router: { route: '/customers/3', path: '/customers/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This customer has no orders yet.')).toBeVisible();
  },
};

/** A Seller reaches a customer of theirs from an order: no Customers breadcrumb, no Edit. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Customers' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** A Supporter reads the customer; editing is the Administrator's. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** A Supplier reads a customer they ship to; no Edit. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

async function openEdit(canvasElement: HTMLElement) {
  const { canvas } = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('dialog', { name: 'Edit customer' })).toBeVisible());
  return { canvas, drawer: within(body.getByRole('dialog', { name: 'Edit customer' })), body };
}

/** Administrator: Edit, a company and a tag, Save: the toast and the card's new lines. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, drawer, body } = await openEdit(canvasElement);
    await userEvent.type(drawer.getByRole('textbox', { name: 'Tags' }), 'VIP{Enter}');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Company' }), 'Doe Prints');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText(M.updated)).toBeVisible();
    const contact = within(canvas.getByLabelText('Contact'));
    await waitFor(() => expect(contact.getByText('Doe Prints')).toBeVisible());
    await expect(contact.getByText('VIP')).toBeVisible();
  },
};

/** The save is on its way: Save shows busy. */
export const EditSubmitting: Story = {
  beforeEach: ({ msw }) => msw.use(customerUpdateLoading()),
  play: async ({ canvasElement }) => {
    const { drawer } = await openEdit(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(drawer.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server refuses the save: its first message in the drawer, what was typed kept. */
export const EditError: Story = {
  beforeEach: ({ msw }) => msw.use(customerUpdateFailure(M.emailTaken)),
  play: async ({ canvasElement }) => {
    const { drawer } = await openEdit(canvasElement);
    const email = drawer.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByText(M.emailTaken)).toBeVisible();
    await expect(email).toHaveValue('taken@example.com');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(customerLoading('CustomerById')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the customer'),
    ).toBeInTheDocument();
  },
};

export const NotFoundCustomer: Story = {
  parameters: { router: { route: '/customers/999', path: '/customers/:id' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CUSTOMER_NOT_FOUND)).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(customerFailure('CustomerById', 'Customers are unavailable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Customers are unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OrdersError: Story = {
  beforeEach: ({ msw }) => msw.use(customerFailure('OrdersByCustomer', 'Orders are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Orders are unavailable')).toBeVisible();
  },
};

/** On a phone (390 px): the card, the stats and the orders as cards fit. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
