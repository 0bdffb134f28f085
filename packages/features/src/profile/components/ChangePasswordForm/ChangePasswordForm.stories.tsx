import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Features/Profile/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => true) },
  parameters: { app: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  const form = within(canvasElement);
  if (current) await userEvent.type(form.getByLabelText(/^Current password/), current);
  if (next) await userEvent.type(form.getByLabelText(/^New password/), next);
  if (confirm) await userEvent.type(form.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
  return form;
}

export const Empty: Story = {};

/** Every field is required (spec 1 §5), the current password included. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement, '', '', '');
    await expect(await form.findByText(MESSAGES.currentPasswordRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(form.getByText(MESSAGES.pleaseConfirmPassword)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A confirmation that differs from the new password. */
export const Inconsistent: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement, 'Demo#2026', 'New#2026', 'Other#2026');
    await expect(await form.findByText(MESSAGES.passwordsInconsistent)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A password over 50 characters. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const long = 'x'.repeat(51);
    const form = await fill(canvasElement, 'Demo#2026', long, long);
    await expect((await form.findAllByText(MESSAGES.passwordMax)).length).toBeGreaterThan(0);
  },
};

/** A saved change empties the form. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement, 'Demo#2026', 'New#2026', 'New#2026');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        current_password: 'Demo#2026',
        new_password: 'New#2026',
        confirm: 'New#2026',
      }),
    );
    await waitFor(() => expect(form.getByLabelText(/^New password/)).toHaveValue(''));
  },
};

/** A refused change (a wrong current password) keeps what was typed. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement, 'Wrong#2026', 'New#2026', 'New#2026');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(form.getByLabelText(/^New password/)).toHaveValue('New#2026');
  },
};
