import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '@podoffice/ui';
import { siteSellers } from '../../mocks';
import { DEFAULT_SITES_FILTERS, SitesFilters } from './SitesFilters';

const sellers = siteSellers.map((s) => ({
  value: s.id,
  label: `${s.first_name} ${s.last_name} (${s.email})`,
}));

const meta = {
  title: 'Features/Sites/Components/SitesFilters',
  component: SitesFilters,
  args: { value: DEFAULT_SITES_FILTERS, onChange: fn(), sellers },
} satisfies Meta<typeof SitesFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller: the status filter only, and New Site. */
export const Seller: Story = {
  args: { actions: <Button variant="primary">New Site</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Connected');
    await expect(canvas.queryByRole('combobox', { name: 'Seller' })).toBeNull();
  },
};

/** Staff pick a seller too. */
export const Staff: Story = { args: { showSellerFilter: true } };

/** Pending sites of one seller. */
export const PendingOfOneSeller: Story = {
  args: { showSellerFilter: true, value: { connection: 'pending', sellerId: '7' } },
};

/** Choosing Pending reports the new filters. */
export const ChoosePending: Story = {
  args: { showSellerFilter: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await expect(args.onChange).toHaveBeenCalledWith({ connection: 'pending', sellerId: null });
  },
};
