import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledFilters } from '../../../shared/list/controlledFilters';
import { NO_OUTBOX_FILTERS, OutboxFilters } from './OutboxFilters';

const meta = {
  title: 'Features/Logs/Components/OutboxFilters',
  component: OutboxFilters,
  render: controlledFilters(OutboxFilters),
  args: { value: NO_OUTBOX_FILTERS, onChange: fn() },
} satisfies Meta<typeof OutboxFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: { to: 'seller@podoffice.test', search: 'reset' } },
};

/** Typing a recipient and pressing Enter. */
export const FilteringByRecipient: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Recipient/ }),
      'seller@podoffice.test{Enter}',
    );
    await expect(args.onChange).toHaveBeenCalledWith({
      to: 'seller@podoffice.test',
      search: '',
    });
  },
};
