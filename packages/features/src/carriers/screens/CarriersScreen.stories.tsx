import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { carriersFailure, carriersHandlers, carriersLoading } from '../mocks';
import { CarriersScreen } from './CarriersScreen';

const meta = {
  title: 'Features/Carriers/CarriersScreen',
  component: CarriersScreen,
  parameters: { router: { route: '/admin/carriers', path: '/admin/carriers' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...carriersHandlers()),
} satisfies Meta<typeof CarriersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Carriers' }));
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(carriersLoading()),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Carriers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...carriersHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No carriers yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(carriersFailure('Carriers are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carriers are unavailable')).toBeVisible();
  },
};
