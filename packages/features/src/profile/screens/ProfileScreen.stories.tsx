import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  profileAvatarUrl,
  profileFailure,
  profileHandlers,
  profileLoading,
  profileUploadRefused,
} from '../mocks';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Features/Profile/ProfileScreen',
  component: ProfileScreen,
  globals: { role: 'Seller' },
  parameters: { router: { route: '/profile', path: '/profile' } },
  beforeEach: ({ msw }) => msw.use(...profileHandlers()),
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });

export const Seller: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Birthday/)).toHaveValue('1990-05-17');
  },
};

/** Every role has the same profile; an Administrator with an avatar. */
export const AdministratorWithAvatar: Story = {
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) =>
    msw.use(...profileHandlers({ avatar: { id: '9', url: profileAvatarUrl } })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Your avatar' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { beforeEach: ({ msw }) => msw.use(profileLoading()) };

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(profileFailure('Profile', 'The profile is unavailable')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The profile is unavailable'),
    ).toBeVisible();
  },
};

/** First name, last name, email and birthday are required: 'This field is required'. */
export const ValidationMessages: Story = {
  beforeEach: ({ msw }) => msw.use(...profileHandlers({ birthday: null })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/First name/));
    await userEvent.clear(canvas.getByLabelText(/Last name/));
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(canvas.getAllByText(MESSAGES.profileFieldRequired)).toHaveLength(4));
  },
};

/** Saving says 'Your profile updated'. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Address/), ', Flat 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.profileUpdated)).toBeVisible());
  },
};

/** The avatar goes up through a signed address and shows at once. */
export const UploadAvatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/Last name/);
    await userEvent.upload(canvas.getByLabelText('Upload avatar: file'), png());
    await expect(await canvas.findByRole('img', { name: 'Your avatar' })).toBeVisible();
  },
};

/** The storage refuses the file: 'Could not upload file'. */
export const UploadFails: Story = {
  beforeEach: ({ msw }) => msw.use(profileUploadRefused()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/Last name/);
    await userEvent.upload(canvas.getByLabelText('Upload avatar: file'), png());
    // Said twice: under the drop zone and in a toast.
    await waitFor(() =>
      expect(canvas.getAllByText(MESSAGES.uploadFailed).length).toBeGreaterThan(0),
    );
  },
};
