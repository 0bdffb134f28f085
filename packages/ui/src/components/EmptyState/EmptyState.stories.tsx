import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No orders yet' },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    action: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithDescription: Story = {
  args: {
    title: 'No sites yet',
    description: 'Connect a Shopify, WooCommerce or ShopBase shop to receive its orders.',
  },
};
const onAdd = fn();
export const WithAction: Story = {
  args: {
    title: 'No sites yet',
    description: 'Connect a shop to receive its orders.',
    action: (
      <Button variant="primary" onClick={onAdd}>
        Add Site
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Site' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};
export const NoPicture: Story = { args: { title: 'No results match your filters', icon: null } };
