import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeSystemLogs } from '../../mocks';
import { SystemLogTable } from './SystemLogTable';

const meta = {
  title: 'Features/Logs/Components/SystemLogTable',
  component: SystemLogTable,
  args: { logs: makeSystemLogs(25), total: 40, page: 1, onPageChange: fn(), onOpen: fn() },
} satisfies Meta<typeof SystemLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { logs: [], total: 0, loading: true } };
export const Empty: Story = { args: { logs: [], total: 0 } };
export const LoadError: Story = {
  args: { logs: [], total: 0, error: 'Logs are unavailable', onRetry: fn() },
};
