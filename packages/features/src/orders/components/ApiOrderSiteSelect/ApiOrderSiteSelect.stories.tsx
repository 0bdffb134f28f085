import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ApiOrderSiteSelect } from './ApiOrderSiteSelect';

const SITES = [
  { value: '13', label: 'Sam’s API' },
  { value: '23', label: 'Other API' },
];

const meta = {
  title: 'Features/Orders/ApiOrderSiteSelect',
  component: ApiOrderSiteSelect,
  args: { sites: SITES, value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiOrderSiteSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No site chosen: every api site's orders; picking one reports its id. */
export const AllSites: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Site' });
    await expect(select).toHaveAttribute('placeholder', 'All API sites');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Other API' }));
    await expect(args.onChange).toHaveBeenCalledWith('23');
  },
};

export const Chosen: Story = {
  args: { value: '13' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Site' })).toHaveValue(
      'Sam’s API',
    );
  },
};

export const Loading: Story = { args: { sites: [], loading: true } };

/** No api site at all. */
export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Site' }));
    await expect(await screen.findByText('No API sites')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { sites: [], failed: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Site' }));
    await expect(await screen.findByText('Sites unavailable')).toBeVisible();
  },
};
