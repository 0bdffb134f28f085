import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { logsFailure, logsHandlers, logsLoading } from '../mocks';
import { SystemLogsScreen } from './SystemLogsScreen';

const meta = {
  title: 'Features/Logs/SystemLogsScreen',
  component: SystemLogsScreen,
  parameters: { router: { route: '/egg/logs', path: '/egg/logs' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...logsHandlers()),
} satisfies Meta<typeof SystemLogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const logs = await canvas.findByRole('table', { name: 'System log' });
  await waitFor(() => expect(within(logs).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, logs: within(logs) };
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { logs } = await table(canvasElement);
    await expect(logs.getAllByRole('row')).toHaveLength(26);
  },
};

/** Only failed mails, from the address. */
export const FailedMails: Story = {
  parameters: { router: { route: '/egg/logs?type=mail', path: '/egg/logs' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('mail');
  },
};

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const { logs } = await table(canvasElement);
    const [details] = logs.getAllByRole('button', { name: /^Details of log/ });
    await userEvent.click(details!);
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(dialog.getByRole('region', { name: 'Message' })).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(logsLoading('SystemLogs')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'System log' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...logsHandlers([], [])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No log lines match these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(logsFailure('SystemLogs', 'Logs are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Logs are unavailable')).toBeVisible();
  },
};

/** Any other role is refused by the server (the app shows them not-found before this). */
export const RefusedForOtherRoles: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_MESSAGES.forbidden)).toBeVisible();
  },
};
