import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sellerSites } from '../AppLayout/AppLayout.fixtures';
import { SiteSelector } from './SiteSelector';

const meta = {
  title: 'Layout/SiteSelector',
  component: SiteSelector,
  args: { sites: sellerSites, currentSiteId: '11', onChange: fn() },
} satisfies Meta<typeof SiteSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sellers pick one of their own sites. */
export const SellerSites: Story = {
  play: async ({ canvasElement, args }) => {
    const selector = within(canvasElement).getByRole('combobox', { name: 'Site' });
    await expect(selector).toHaveDisplayValue('Sunny Tees');
    await userEvent.selectOptions(selector, 'Moonlight Mugs');
    await expect(args.onChange).toHaveBeenCalledWith('12');
  },
};

export const NoCurrentSite: Story = {
  args: { currentSiteId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Site' })).toHaveDisplayValue(
      'Select a site',
    );
  },
};

export const Loading: Story = {
  args: { sites: [], currentSiteId: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Site' })).toBeDisabled();
  },
};

/** A new seller who has not connected a site yet. */
export const NoSites: Story = {
  args: { sites: [], currentSiteId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Site' })).toHaveDisplayValue(
      'No sites yet',
    );
  },
};

export const LongSiteName: Story = {
  args: {
    sites: [{ id: '21', title: 'The very long store name of a seller with many many words in it' }],
    currentSiteId: '21',
  },
};
