import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';
import {
  apiOrderFixtures,
  apiOrderHandlers,
  apiOrderSitesFailure,
  apiOrderSitesLoading,
} from '../apiOrderMocks';
import { orderFailure, orderLoading } from '../mocks';
import { ApiOrdersScreen } from './ApiOrdersScreen';

const TITLE = 'Api/CSV Orders';

const meta = {
  title: 'Features/Orders/ApiOrdersScreen',
  component: ApiOrdersScreen,
  parameters: { router: { route: '/orders/ApiOrders', path: '/orders/ApiOrders' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...apiOrderHandlers());
    // The fixture Seller's title-bar site is their api site: it decides their list (issue 25).
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '13');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof ApiOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('table', { name: TITLE });
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, list, orders: within(list) };
}

const headers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Administrator: every api site's orders, the site selector, mockup, customer name, email, Suppliers. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list, orders } = await table(canvasElement);
    await expect(orders.getAllByRole('row')).toHaveLength(21);
    await expect(headers(list)).toEqual(
      expect.arrayContaining(['Mockup', 'Customer name', 'Email', 'Suppliers', 'Seller']),
    );
    await expect(await canvas.findByRole('combobox', { name: 'Site' })).toBeVisible();
    await expect(orders.getAllByRole('img', { name: /^Mockup of N/ })[0]).toBeVisible();
  },
};

/** The Administrator picks an api site: the list keeps to its orders. */
export const AdministratorPicksSite: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await table(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other API' }));
    const count = apiOrderFixtures.filter((o) => o.site.id === '23').length;
    await waitFor(() => expect(orders.getAllByRole('row')).toHaveLength(count + 1));
    await expect(await canvas.findByRole('combobox', { name: 'Site' })).toHaveValue('Other API');
  },
};

/** The api sites cannot load: the selector says so, the list still shows. */
export const SitesUnavailable: Story = {
  beforeEach: ({ msw }) => msw.use(apiOrderSitesFailure('Sites are down')),
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Site' }));
    await expect(await screen.findByText('Sites unavailable')).toBeVisible();
  },
};

/** The api sites still loading: the selector waits, the list does not. */
export const SitesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(apiOrderSitesLoading()),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
  },
};

/** A Supporter: the seller/admin table without Suppliers, no site selector, More filters. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    await expect(headers(list)).not.toContain('Suppliers');
    await expect(canvas.queryByRole('combobox', { name: 'Site' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: /^More filters/ }));
    await expect(canvas.getByRole('dialog', { name: 'More filters' })).toBeVisible();
  },
};

/** A Seller: their current api site's orders, no Seller or Suppliers column, no selector. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    const columns = headers(list);
    await expect(columns).toEqual(expect.arrayContaining(['Mockup', 'Customer name', 'Email']));
    await expect(columns).not.toContain('Seller');
    await expect(columns).not.toContain('Suppliers');
    await expect(canvas.queryByRole('combobox', { name: 'Site' })).toBeNull();
    await expect(canvas.getAllByRole('tab')).toHaveLength(9);
  },
};

/**
 * The column chooser of Api/CSV Orders: a Seller is never offered the Seller column; hiding
 * Mockup takes it off the table, 'Default columns' brings it back.
 */
export const SellerChoosesColumns: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Columns/ }));
    const panel = within(await canvas.findByRole('dialog', { name: 'Columns shown' }));
    await expect(panel.queryByRole('checkbox', { name: 'Seller' })).toBeNull();
    await userEvent.click(panel.getByRole('checkbox', { name: 'Mockup' }));
    await waitFor(() => expect(headers(list)).not.toContain('Mockup'));
    await userEvent.click(panel.getByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(headers(list)).toContain('Mockup'));
  },
};

/** A Supplier: the supplier variant, their own api orders in their six tabs and columns. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    await expect(
      canvas.getAllByRole('tab').map((t) => t.textContent?.replace(/\s*\d+$/, '')),
    ).toEqual(['All', 'Pending Designs', 'Ready', 'In Production', 'Fulfilled', 'Error']);
    await expect(headers(list)).not.toContain('Mockup');
    await canvas.findByRole('searchbox', { name: 'Search orders' });
    await expect(canvas.queryByRole('button', { name: /^More filters/ })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(orderLoading('Orders')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: TITLE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...apiOrderHandlers(apiOrderFixtures.filter((o) => !o.api_order))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No API orders match these filters.')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /^All 0/ })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(orderFailure('Orders', 'Orders are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Orders are unavailable')).toBeVisible();
  },
};

/** On a phone (390 px) each order is a card and nothing sticks out, the site selector included. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const { list, orders } = await table(canvasElement);
    await expectFitsPhone(canvasElement);
    await expectCardRows(list);
    await expect(orders.getAllByRole('button', { name: /actions/i })[0]).toBeVisible();
  },
};
