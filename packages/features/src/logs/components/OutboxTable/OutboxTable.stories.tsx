import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeOutboxMails } from '../../mocks';
import { OutboxTable } from './OutboxTable';

const meta = {
  title: 'Features/Logs/Components/OutboxTable',
  component: OutboxTable,
  args: { mails: makeOutboxMails(25), total: 30, page: 1, onPageChange: fn(), onOpen: fn() },
} satisfies Meta<typeof OutboxTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { mails: [], total: 0, loading: true } };
export const Empty: Story = { args: { mails: [], total: 0 } };
export const LoadError: Story = {
  args: { mails: [], total: 0, error: 'The outbox is unavailable', onRetry: fn() },
};
