import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { makePolicies } from '../../mocks';
import { PolicyColumns } from './PolicyColumns';

const entries = makePolicies();

const meta = {
  title: 'Features/Policies/Components/PolicyColumns',
  component: PolicyColumns,
  args: { entries, onView: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof PolicyColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role but the Administrator: read only. */
export const ReadOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Actions for / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Returns and reprints' }));
    await expect(args.onView).toHaveBeenCalledWith(entries[5]);
  },
};

/** The Administrator: Edit and Delete on every entry. */
export const Manage: Story = {
  args: { canManage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Payment terms' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this policy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(entries[7]);
  },
};

export const Loading: Story = { args: { entries: [], loading: true } };
export const Empty: Story = { args: { entries: [] } };
export const OnlyGuidelines: Story = { args: { entries: entries.filter((e) => e.type === 1) } };
export const LoadError: Story = {
  args: { entries: [], error: 'Guideline & Policy is unavailable', onRetry: fn() },
};
