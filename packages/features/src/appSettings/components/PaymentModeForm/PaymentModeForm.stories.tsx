import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentModeForm } from './PaymentModeForm';

const meta = {
  title: 'Features/AppSettings/Components/PaymentModeForm',
  component: PaymentModeForm,
  args: { initialValue: 'sandbox', onSubmit: fn() },
} satisfies Meta<typeof PaymentModeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sandbox: Story = {};

export const Production: Story = { args: { initialValue: 'production' } };

/** Choosing production and saving. */
export const SwitchToProduction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Production/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('production'));
  },
};
