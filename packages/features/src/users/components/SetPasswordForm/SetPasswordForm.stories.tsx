import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { SetPasswordForm } from './SetPasswordForm';

const meta = {
  title: 'Features/Users/Components/SetPasswordForm',
  component: SetPasswordForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof SetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseConfirmPassword)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Fresh#2026');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(MESSAGES.passwordsInconsistent)).toBeVisible();
  },
};
