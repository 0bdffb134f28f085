import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Features/Auth/Components/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Prefilled: Story = {
  args: { initialValues: { email: 'seller@podoffice.test', remember: false } },
};

export const WithServerError: Story = {
  args: { status: <Alert variant="error">{SERVER_MESSAGES.invalidCredentials}</Alert> },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^email/i), ' seller@podoffice.test ');
    await userEvent.type(canvas.getByLabelText(/^password/i), 'Secret123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'seller@podoffice.test',
        password: 'Secret123',
        remember: false,
      }),
    );
  },
};
