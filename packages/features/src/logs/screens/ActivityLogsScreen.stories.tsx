import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { logsFailure, logsHandlers, logsLoading } from '../mocks';
import { ActivityLogsScreen } from './ActivityLogsScreen';

const meta = {
  title: 'Features/Logs/ActivityLogsScreen',
  component: ActivityLogsScreen,
  parameters: { router: { route: '/egg/order-logs', path: '/egg/order-logs' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...logsHandlers()),
} satisfies Meta<typeof ActivityLogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const logs = await canvas.findByRole('table', { name: 'Activity log' });
  await waitFor(() => expect(within(logs).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, logs: within(logs) };
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { logs } = await table(canvasElement);
    await expect(logs.getAllByRole('row')).toHaveLength(26);
  },
};

/** Filters from the address: a reload keeps them. */
export const FilteredFromAddress: Story = {
  parameters: {
    router: { route: '/egg/order-logs?type=balance_status&search=alex', path: '/egg/order-logs' },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'balance_status',
    );
  },
};

/** The detail of a line: old and new data as indented JSON. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const { logs } = await table(canvasElement);
    const [details] = logs.getAllByRole('button', { name: /^Details of activity/ });
    await userEvent.click(details!);
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(dialog.getByRole('region', { name: 'New data' })).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(logsLoading('ActivityLogs')),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Activity log' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...logsHandlers([], [])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No activity matches these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(logsFailure('ActivityLogs', 'Logs are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Logs are unavailable')).toBeVisible();
  },
};

/** Any other role is refused by the server (the app shows them not-found before this). */
export const RefusedForOtherRoles: Story = {
  globals: { role: 'Accounting' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_MESSAGES.forbidden)).toBeVisible();
  },
};
