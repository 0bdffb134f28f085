import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { ProfileForm } from './ProfileForm';

const filled = {
  first_name: 'Sam',
  last_name: 'Seller',
  email: 'seller@podoffice.test',
  birthday: '1990-04-12',
  phone: '0123456789',
  address: '12 Print Street, Leeds',
};

const meta = {
  title: 'Features/Profile/ProfileForm',
  component: ProfileForm,
  args: { initialValues: filled, onSubmit: fn(), maxBirthday: '2026-11-22' },
  parameters: { app: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile as stored: every field filled. */
export const Filled: Story = {};

/** A new account that has given only its name and email so far. */
export const Incomplete: Story = {
  args: { initialValues: { ...filled, birthday: '', phone: '', address: '' } },
};

/** Saving sends the checked values. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0987654321');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '0987654321' })),
    );
  },
};

/** Spec 1 §5 Profile: first name, last name, email and birthday are required. */
export const RequiredFields: Story = {
  args: {
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      birthday: '',
      phone: '',
      address: '',
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(form.getAllByText(MESSAGES.profileFieldRequired)).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong email, a name over 50 characters and a phone over 11 digits each say so. */
export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const email = form.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    const first = form.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'x'.repeat(51));
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '012345678901');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByText(MESSAGES.firstNameMax)).toBeVisible();
    await expect(form.getByText(MESSAGES.phoneMax)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
