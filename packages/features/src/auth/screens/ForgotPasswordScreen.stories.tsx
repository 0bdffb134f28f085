import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, RETRY_MESSAGES } from '@podoffice/domain';
import { authLoading, authThrottled } from '../mocks';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Features/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  globals: { role: 'Anonymous' },
  parameters: {
    layout: 'fullscreen',
    router: { route: '/forgot-password', path: '/forgot-password' },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email = 'seller@podoffice.test') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^email/i), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
  return canvas;
}

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByText(MESSAGES.pleaseInputEmail)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(authLoading('ResetPassword')),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(MESSAGES.forgotSuccess)).toBeVisible();
  },
};

/** Too many requests from this address (HTTP 429): the server says when to try again. */
export const TooManyRequests: Story = {
  beforeEach: ({ msw }) =>
    msw.use(authThrottled('ResetPassword', RETRY_MESSAGES.tooManyRequests('1 minute'))),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(RETRY_MESSAGES.tooManyRequests('1 minute'))).toBeVisible();
  },
};
