import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminMenu, sellerMenu } from '../AppLayout/AppLayout.fixtures';
import { Sider } from './Sider';

const meta = {
  title: 'Layout/Sider',
  component: Sider,
  args: { items: adminMenu, currentPath: '/dashboard', onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const Collapsed: Story = {
  args: { collapsed: true, currentPath: '/balance' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Balance' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** A page inside a group: the group starts open and its entry is highlighted. */
export const NestedActive: Story = {
  args: { currentPath: '/orders/trackings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Orders' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Trackings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Collapsed, a group opens as a panel beside the icons. */
export const CollapsedGroupOpen: Story = {
  args: { collapsed: true, currentPath: '/admin/news' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'App Settings' }));
    await expect(canvas.getByRole('link', { name: 'News' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SellerMenu: Story = {
  args: { items: sellerMenu, currentPath: '/orders/import-history' },
};

export const Navigates: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Connect Sites' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sites');
  },
};
