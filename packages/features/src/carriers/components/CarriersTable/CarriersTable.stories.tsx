import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeCarriersEntries } from '../../mocks';
import { CarriersTable } from './CarriersTable';

const meta = {
  title: 'Features/Carriers/CarriersTable',
  component: CarriersTable,
  args: { entries: makeCarriersEntries() },
  parameters: { app: false },
} satisfies Meta<typeof CarriersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { entries: [], loading: true } };
export const Empty: Story = { args: { entries: [] } };
export const Failed: Story = {
  args: { entries: [], error: 'Carriers are unavailable right now', onRetry: fn() },
};
