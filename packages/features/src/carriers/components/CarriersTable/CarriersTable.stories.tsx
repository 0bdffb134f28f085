import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { carrierFixtures } from '../../mocks';
import { CarriersTable } from './CarriersTable';

const meta = {
  title: 'Features/Carriers/CarriersTable',
  component: CarriersTable,
  args: {
    carriers: carrierFixtures,
    total: carrierFixtures.length,
    page: 1,
    onPageChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  parameters: { app: false },
} satisfies Meta<typeof CarriersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Supporter's view: the carriers, no Actions column. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(table.getByText('yunexpress')).toBeVisible();
  },
};
/** Administrator and Listing: Edit and Delete on every row. */
export const Managed: Story = {
  args: { canManage: true },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Actions for carrier FedEx' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ code: 'fedex' }));
    await userEvent.click(table.getByRole('button', { name: 'Actions for carrier UPS' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: 'ups' }));
  },
};
export const Loading: Story = { args: { carriers: [], total: 0, loading: true } };
export const Empty: Story = { args: { carriers: [], total: 0 } };
export const Failed: Story = {
  args: { carriers: [], total: 0, error: 'Carriers are unavailable right now', onRetry: fn() },
};
