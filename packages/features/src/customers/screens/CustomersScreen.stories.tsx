import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { customerFailure, customerHandlers, customerLoading, makeCustomers } from '../mocks';
import { CustomersScreen } from './CustomersScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Customers/CustomersScreen',
  component: CustomersScreen,
  parameters: { router: { route: '/customers', path: '/customers' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...customerHandlers()),
} satisfies Meta<typeof CustomersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const customers = await canvas.findByRole('table', { name: 'Customers' });
  await waitFor(() => expect(within(customers).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, customers: within(customers) };
}

/** Administrator: Name links to the customer; Location is the country name, else its code. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, customers } = await table(canvasElement);
    await expect(customers.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/customers/1',
    );
    await expect(customers.getByText('United States')).toBeVisible();
    await expect(customers.getByText('DE')).toBeVisible();
    await expect(canvas.getByText('1–3 of 3')).toBeVisible();
  },
};

/** Two pages: 20 rows and the x of y total. */
export const Paged: Story = {
  beforeEach: ({ msw }) => msw.use(...customerHandlers(makeCustomers(45))),
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(await canvas.findByText('1–20 of 45')).toBeVisible();
  },
};

/** A search that matches nobody offers Reset. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'nobody{Enter}');
    await expect(await canvas.findByText('No customers match “nobody”.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Reset' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(customerLoading('Customers')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Customers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...customerHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No customers yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(customerFailure('Customers', 'Customers are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Customers are unavailable')).toBeVisible();
  },
};

/**
 * Any role but the Administrator: the app's route gives them not-found; were the screen reached,
 * the server refuses the list and the table says so.
 */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_MESSAGES.forbidden)).toBeVisible();
  },
};

/** On a phone (390 px) each customer is a card and nothing sticks out. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const { customers } = await table(canvasElement);
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(
      within(canvasElement).getByRole('table', { name: 'Customers' }),
    );
    await expect(within(card!).getByRole('link', { name: 'Jane Doe' })).toBeVisible();
    await expect(customers.getAllByRole('link').length).toBe(3);
  },
};
