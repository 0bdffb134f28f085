import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sellerMenu } from '../AppLayout/AppLayout.fixtures';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

/** Renders the drawer inside the story root so that the accessibility check covers it. */
function InStoryRoot(props: MobileMenuProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost} style={{ minHeight: 560 }}>
      <MobileMenu {...props} portalContainer={host} />
    </div>
  );
}

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  args: {
    items: sellerMenu,
    currentPath: '/orders/trackings',
    header: 'POD Office',
    onNavigate: fn(),
  },
  render: (args) => <InStoryRoot {...args} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = canvas.getByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect(within(drawer).getByRole('link', { name: 'Trackings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(hamburger).toHaveFocus();
  },
};

export const FollowingALinkCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Balance' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/balance');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
