import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Features/Auth/Components/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ExpiredLink: Story = {
  args: { status: <Alert variant="error">{SERVER_MESSAGES.invalidToken}</Alert> },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseConfirmPassword)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'NewSecret1');
    await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'NewSecret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ pass: 'NewSecret1', confirm: 'NewSecret1' }),
    );
  },
};
