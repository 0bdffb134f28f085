import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { logsHandlers } from '../mocks';
import { findLogTable, logScreenStates } from './logScreenStories';
import { SystemLogsScreen } from './SystemLogsScreen';
import {
  expectCardRows,
  expectFitsPhone,
  expectLabelLines,
  phoneStory,
} from '../../test/phoneStory';

const meta = {
  title: 'Features/Logs/SystemLogsScreen',
  component: SystemLogsScreen,
  parameters: { router: { route: '/egg/logs', path: '/egg/logs' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...logsHandlers()),
} satisfies Meta<typeof SystemLogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = logScreenStates({
  caption: 'System log',
  operation: 'SystemLogs',
  emptyText: 'No log lines match these filters.',
  refusedRole: 'Seller',
});

export const Filled: Story = states.Filled;

/** Only failed mails, from the address. */
export const FailedMails: Story = {
  parameters: { router: { route: '/egg/logs?type=mail', path: '/egg/logs' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await findLogTable(canvasElement, 'System log');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('mail');
  },
};

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const { logs } = await findLogTable(canvasElement, 'System log');
    const [details] = logs.getAllByRole('button', { name: /^Details of log/ });
    await userEvent.click(details!);
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(dialog.getByRole('region', { name: 'Message' })).toBeVisible());
  },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const LoadError: Story = states.LoadError;
/** Any other role is refused by the server (the app shows them not-found before this). */
export const RefusedForOtherRoles: Story = states.RefusedForOtherRoles;

/** On a phone (390 px) each line is a card of label: value lines, its Details button in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await findLogTable(canvasElement, 'System log');
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(
      within(canvasElement).getByRole('table', { name: 'System log' }),
    );
    await expectLabelLines(card!, ['Type', 'Message']);
    await expect(within(card!).getByRole('button', { name: /^Details of log/ })).toBeVisible();
  },
};
