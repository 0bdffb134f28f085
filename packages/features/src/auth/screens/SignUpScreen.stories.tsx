import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { authFailure, authLoading } from '../mocks';
import { SignUpScreen } from './SignUpScreen';

const meta = {
  title: 'Features/Auth/SignUpScreen',
  component: SignUpScreen,
  globals: { role: 'Anonymous' },
  parameters: { layout: 'fullscreen', router: { route: '/register', path: '/register' } },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^first name/i), 'Nina');
  await userEvent.type(canvas.getByLabelText(/^last name/i), 'New');
  await userEvent.type(canvas.getByLabelText(/^email/i), 'nina@example.com');
  await userEvent.type(canvas.getByLabelText(/^password/i), 'Secret123');
  await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'Secret123');
  await userEvent.type(canvas.getByLabelText(/^phone/i), '0123456789');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
  return canvas;
}

export const Empty: Story = {};

/** Submitting the empty form shows every required-field message of the spec. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.pleaseInputEmail,
      MESSAGES.pleaseInputPassword,
      MESSAGES.pleaseConfirmPassword,
      MESSAGES.pleaseInputPhone,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^password/i), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'Secret321');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText(MESSAGES.passwordsInconsistent)).toBeVisible();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^first name/i), 'N'.repeat(51));
    await userEvent.type(canvas.getByLabelText(/^phone/i), '012345678901');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText(MESSAGES.firstNameMax)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.phoneMax)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(authLoading('Register')),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The welcome message shows for 5 seconds before the page goes to /login. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText(MESSAGES.registerSuccess)).toBeVisible();
  },
};

/** A duplicate email: the server's unique-email error as is. */
export const EmailTaken: Story = {
  beforeEach: ({ msw }) => msw.use(authFailure('Register', SERVER_MESSAGES.emailTaken)),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText(SERVER_MESSAGES.emailTaken)).toBeVisible();
  },
};

/** A failure without a message reads 'Register error'. */
export const RegisterError: Story = {
  beforeEach: ({ msw }) => msw.use(authFailure('Register', '')),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText(MESSAGES.registerError)).toBeVisible();
  },
};
