import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'UI/Data/Tag',
  component: Tag,
  args: { children: 'ops@example.com' },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove ops@example.com' }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
export const LongText: Story = {
  args: {
    children: 'a-very-long-receiver-address-for-exports@fulfilment-partner.example.com',
    onRemove: fn(),
  },
};
