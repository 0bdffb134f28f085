import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardFailure, dashboardHandlers, dashboardLoading, emptyDashboard } from '../mocks';
import { DashboardScreen } from './DashboardScreen';
import { expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { router: { route: '/dashboard', path: '/dashboard' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers()),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrator: the Admin Dashboard, each count a link to the orders list on its tab. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Pending 410' })).toHaveAttribute(
      'href',
      '/orders?tab=pending',
    );
    await expect(
      within(await canvas.findByRole('list', { name: 'External Order' })).getByRole('link'),
    ).toHaveAttribute('href', '/admin/orders/external');
  },
};

export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'External Order' })).toBeVisible();
  },
};

/** A Supplier: the Internal Order card of their tabs (the rest needs supplierStats). */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Supplier Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ready 140' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Pending \d/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(emptyDashboard)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal = within(await canvas.findByRole('list', { name: 'Internal Order' }));
    await expect(internal.getByRole('link', { name: 'All 0' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(dashboardLoading()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the dashboard'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(dashboardFailure('The dashboard is unavailable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The dashboard is unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Internal Order' });
    await expectFitsPhone(canvasElement);
  },
};
