import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { authFailure, authLoading } from '../mocks';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  globals: { role: 'Anonymous' },
  parameters: {
    layout: 'fullscreen',
    router: { route: '/reset-password?token=story-token', path: '/reset-password' },
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^new password/i), 'NewSecret1');
  await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'NewSecret1');
  await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
  return canvas;
}

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseConfirmPassword)).toBeVisible();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'NewSecret1');
    await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'NewSecret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByText(MESSAGES.passwordsInconsistent)).toBeVisible();
  },
};

/** Opened without the token of the mailed link. */
export const MissingToken: Story = {
  parameters: { router: { route: '/reset-password', path: '/reset-password' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(SERVER_MESSAGES.invalidToken),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(authLoading('ResetPasswordByToken')),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The new password is set: on to /login. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  beforeEach: ({ msw }) =>
    msw.use(authFailure('ResetPasswordByToken', SERVER_MESSAGES.invalidToken)),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(SERVER_MESSAGES.invalidToken)).toBeVisible();
  },
};
