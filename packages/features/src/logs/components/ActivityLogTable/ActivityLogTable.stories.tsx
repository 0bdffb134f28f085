import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeActivityLogs } from '../../mocks';
import { ActivityLogTable } from './ActivityLogTable';

const meta = {
  title: 'Features/Logs/Components/ActivityLogTable',
  component: ActivityLogTable,
  args: { logs: makeActivityLogs(25), total: 60, page: 1, onPageChange: fn(), onOpen: fn() },
} satisfies Meta<typeof ActivityLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { logs: [], total: 0, loading: true } };
export const Empty: Story = { args: { logs: [], total: 0 } };
export const LoadError: Story = {
  args: { logs: [], total: 0, error: 'Logs are unavailable', onRetry: fn() },
};
