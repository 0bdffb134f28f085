import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FulfillRoleForm } from './FulfillRoleForm';

const meta = {
  title: 'Features/Site settings/FulfillRoleForm',
  component: FulfillRoleForm,
  args: { initialValue: false, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof FulfillRoleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: paid orders wait 24 hours. */
export const HoldKept: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Paid orders wait 24 hours before production.'),
    ).toBeVisible();
  },
};

/** The role on: no hold. */
export const HoldRemoved: Story = {
  args: { initialValue: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Paid orders go to production at once.'),
    ).toBeVisible();
  },
};

/** Switching the role on and saving. */
export const SwitchOn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Fulfill role' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(true);
  },
};
