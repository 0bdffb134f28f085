import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { logsHandlers } from '../mocks';
import { ActivityLogsScreen } from './ActivityLogsScreen';
import { findLogTable, logScreenStates } from './logScreenStories';
import {
  expectCardRows,
  expectFitsPhone,
  expectLabelLines,
  phoneStory,
} from '../../test/phoneStory';

const meta = {
  title: 'Features/Logs/ActivityLogsScreen',
  component: ActivityLogsScreen,
  parameters: { router: { route: '/egg/order-logs', path: '/egg/order-logs' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...logsHandlers()),
} satisfies Meta<typeof ActivityLogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = logScreenStates({
  caption: 'Activity log',
  operation: 'ActivityLogs',
  emptyText: 'No activity matches these filters.',
  refusedRole: 'Accounting',
});

export const Filled: Story = states.Filled;

/** Filters from the address: a reload keeps them. */
export const FilteredFromAddress: Story = {
  parameters: {
    router: { route: '/egg/order-logs?type=balance_status&search=alex', path: '/egg/order-logs' },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await findLogTable(canvasElement, 'Activity log');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'balance_status',
    );
  },
};

/** The detail of a line: old and new data as indented JSON. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const { logs } = await findLogTable(canvasElement, 'Activity log');
    const [details] = logs.getAllByRole('button', { name: /^Details of activity/ });
    await userEvent.click(details!);
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(dialog.getByRole('region', { name: 'New data' })).toBeVisible());
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
    await findLogTable(canvasElement, 'Activity log');
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(
      within(canvasElement).getByRole('table', { name: 'Activity log' }),
    );
    await expectLabelLines(card!, ['Type', 'User', 'Changed']);
    await expect(within(card!).getByRole('button', { name: /^Details of activity/ })).toBeVisible();
  },
};
