import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { sellerSites } from '../AppLayout/AppLayout.fixtures';
import { SiteSelector } from '../SiteSelector';
import { TitleBar } from './TitleBar';

const meta = {
  title: 'Layout/TitleBar',
  component: TitleBar,
  args: { title: 'Balance', onToggleSider: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TitleBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuExpanded: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleSider).toHaveBeenCalledTimes(1);
  },
};

export const MenuCollapsed: Story = {
  args: { siderCollapsed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Side menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Sellers pick one of their own sites. */
export const SellerSiteSelector: Story = {
  args: {
    title: 'Internal Orders',
    siteSelector: <SiteSelector sites={sellerSites} currentSiteId="11" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Site' })).toHaveDisplayValue(
      'Sunny Tees',
    );
  },
};

export const WithActions: Story = {
  args: { title: 'Connect Sites', actions: <Button variant="primary">Add Site</Button> },
};

export const LongTitle: Story = {
  args: {
    title: 'Mapping products of Sunny Tees — the very long store name of a seller with many words',
  },
};
