import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { authFailure, authLoading } from '../mocks';
import { AccountActivationScreen } from './AccountActivationScreen';

const meta = {
  title: 'Features/Auth/AccountActivationScreen',
  component: AccountActivationScreen,
  globals: { role: 'Anonymous' },
  parameters: {
    layout: 'fullscreen',
    router: { route: '/verify/story-token', path: '/verify/:token' },
  },
} satisfies Meta<typeof AccountActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  beforeEach: ({ msw }) => msw.use(authLoading('AccountActivation')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verifying your account…')).toBeVisible();
  },
};

/** 'Verify successfilly!', then /login one second later. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.verifySuccess)).toBeVisible();
    await expect(
      await canvas.findByText('Navigated to /login', undefined, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** The server's message, then /login all the same. */
export const Failure: Story = {
  beforeEach: ({ msw }) => msw.use(authFailure('AccountActivation', SERVER_MESSAGES.invalidToken)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SERVER_MESSAGES.invalidToken)).toBeVisible();
    await expect(
      await canvas.findByText('Navigated to /login', undefined, { timeout: 3000 }),
    ).toBeVisible();
  },
};
