import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newsFixtures } from '../../mocks';
import { NewsTable } from './NewsTable';

const meta = {
  title: 'Features/News/NewsTable',
  component: NewsTable,
  args: {
    items: newsFixtures.slice(0, 8),
    total: newsFixtures.length,
    page: 1,
    pageSize: 8,
    onPageChange: fn(),
    onToggle: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof NewsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('switch', {
        name: 'Send mail for Scheduled maintenance on Sunday night',
      }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Scheduled maintenance on Sunday night' }),
      'send_mail',
      false,
    );
  },
};
export const Loading: Story = { args: { items: [], loading: true } };
export const Empty: Story = { args: { items: [], total: 0 } };
export const Failed: Story = {
  args: { items: [], total: 0, error: 'News are unavailable right now', onRetry: fn() },
};
