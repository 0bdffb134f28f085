import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Features/Auth/Components/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Registered: Story = {
  args: { disabled: true, status: <Alert variant="success">{MESSAGES.registerSuccess}</Alert> },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseInputEmail)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseConfirmPassword)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseInputPhone)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
