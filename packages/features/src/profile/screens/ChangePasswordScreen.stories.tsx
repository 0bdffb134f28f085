import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { FIXTURE_PASSWORD } from '../../shared/fixtures';
import { profileHandlers } from '../mocks';
import { ChangePasswordScreen } from './ChangePasswordScreen';

const meta = {
  title: 'Features/Profile/ChangePasswordScreen',
  component: ChangePasswordScreen,
  globals: { role: 'Supplier' },
  parameters: { router: { route: '/change-password', path: '/change-password' } },
  beforeEach: ({ msw }) => msw.use(...profileHandlers()),
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(MESSAGES.currentPasswordRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseConfirmPassword)).toBeVisible();
  },
};

async function fill(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), 'Fresh#2026');
  await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Fresh#2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

/** 'Your password updated'. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, FIXTURE_PASSWORD);
    await waitFor(() => expect(screen.getByText(MESSAGES.passwordUpdated)).toBeVisible());
  },
};

/** The server's message for a wrong current password. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not-it');
    await waitFor(() =>
      expect(screen.getByText(SERVER_MESSAGES.wrongCurrentPassword)).toBeVisible(),
    );
  },
};
