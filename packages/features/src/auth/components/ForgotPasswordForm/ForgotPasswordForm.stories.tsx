import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Features/Auth/Components/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Sent: Story = {
  args: { status: <Alert variant="success">{MESSAGES.forgotSuccess}</Alert> },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByText(MESSAGES.pleaseInputEmail)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
