import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, RETRY_MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { FIXTURE_PASSWORD } from '../../shared/fixtures';
import { authFailure, authLoading, authThrottled } from '../mocks';
import { SignInScreen } from './SignInScreen';

const meta = {
  title: 'Features/Auth/SignInScreen',
  component: SignInScreen,
  globals: { role: 'Anonymous' },
  parameters: { layout: 'fullscreen', router: { route: '/login', path: '/login' } },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password = FIXTURE_PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^email/i), email);
  await userEvent.type(canvas.getByLabelText(/^password/i), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** The empty form: remember me is checked by default. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Remember me' }),
    ).toBeChecked();
  },
};

/** Submitting the empty form shows the spec's messages. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.passwordRequired)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^email/i), 'seller.podoffice.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.emailInvalid)).toBeVisible();
  },
};

/** The server has not answered yet: the button is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(authLoading('Login')),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'seller@podoffice.test');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A wrong password: the server's message, word for word. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'seller@podoffice.test', 'not-the-password');
    await expect(await canvas.findByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
  },
};

export const BlockedAccount: Story = {
  beforeEach: ({ msw }) => msw.use(authFailure('Login', SERVER_MESSAGES.userBlocked)),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'seller@podoffice.test');
    await expect(await canvas.findByText(SERVER_MESSAGES.userBlocked)).toBeVisible();
  },
};

/** Five failed attempts from this address (HTTP 429): the message says when to try again. */
export const LockedAfterFailedAttempts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(authThrottled('Login', RETRY_MESSAGES.signInLocked('15 minutes'), 900)),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'seller@podoffice.test');
    await expect(await canvas.findByText(RETRY_MESSAGES.signInLocked('15 minutes'))).toBeVisible();
  },
};

/** A seller lands on the dashboard. */
export const SignsInSeller: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'seller@podoffice.test');
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};

/** Accounting lands on /balance. */
export const SignsInAccounting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'accounting@podoffice.test');
    await expect(await canvas.findByText('Navigated to /balance')).toBeVisible();
  },
};

/** A Supporter lands on /admin/categories. */
export const SignsInSupporter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'supporter@podoffice.test');
    await expect(await canvas.findByText('Navigated to /admin/categories')).toBeVisible();
  },
};

/** Sent here by the route guard: back to the page asked for. */
export const ReturnsToStoredDestination: Story = {
  parameters: {
    router: {
      route: { pathname: '/login', state: { from: '/balance?action=Deposit' } },
      path: '/login',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'listing@podoffice.test');
    await expect(await canvas.findByText('Navigated to /balance?action=Deposit')).toBeVisible();
  },
};
