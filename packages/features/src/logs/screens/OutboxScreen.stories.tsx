import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@podoffice/domain';
import {
  logsFailure,
  logsLoading,
  makeHostileMail,
  makeOutboxMails,
  outboxHandlers,
} from '../mocks';
import { OutboxScreen } from './OutboxScreen';

const meta = {
  title: 'Features/Logs/OutboxScreen',
  component: OutboxScreen,
  parameters: { router: { route: '/egg/outbox', path: '/egg/outbox' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...outboxHandlers()),
} satisfies Meta<typeof OutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const mails = await canvas.findByRole('table', { name: 'Outbox' });
  await waitFor(() => expect(within(mails).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, mails: within(mails) };
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { mails } = await table(canvasElement);
    await expect(mails.getAllByRole('row')).toHaveLength(26);
  },
};

/** One recipient's mails, from the address. */
export const FilteredByRecipient: Story = {
  parameters: {
    router: { route: '/egg/outbox?to=seller%40podoffice.test', path: '/egg/outbox' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, mails } = await table(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Recipient/ })).toHaveValue(
      'seller@podoffice.test',
    );
    await waitFor(() => expect(mails.getAllByRole('row')).toHaveLength(21));
  },
};

/** A password-reset mail opened: its link can be followed from the sanitised body. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const { mails } = await table(canvasElement);
    const reset = makeOutboxMails()[1]!;
    await userEvent.click(mails.getByRole('button', { name: `Open mail ${reset.id}` }));
    const dialog = within(await screen.findByRole('dialog', { name: reset.subject }));
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(dialog.getByTitle(`Message to ${reset.to}`)).toBeVisible());
    await expect(dialog.getByRole('region', { name: 'Plain text' })).toHaveTextContent(
      '/reset-password?token=',
    );
  },
};

/** A mail whose HTML carries a script, a frame and styles: none of them reaches the page. */
export const DetailOfHostileMail: Story = {
  beforeEach: ({ msw }) => msw.use(...outboxHandlers([makeHostileMail()])),
  play: async ({ canvasElement }) => {
    const { mails } = await table(canvasElement);
    await userEvent.click(mails.getByRole('button', { name: /^Open mail/ }));
    const frame = within(await screen.findByRole('dialog')).getByTitle(/^Message to/);
    await waitFor(() => expect(frame).toBeVisible());
    const body = frame.getAttribute('srcdoc')?.split('<body>')[1] ?? '';
    await expect(body).not.toMatch(/<script|onerror|<iframe|style=|javascript:/i);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(logsLoading('OutboxMails')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Outbox' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...outboxHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No mails match these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(logsFailure('OutboxMails', 'The outbox is unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The outbox is unavailable')).toBeVisible();
  },
};

/** Any other role is refused by the server (the app shows them not-found before this). */
export const RefusedForOtherRoles: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_MESSAGES.forbidden)).toBeVisible();
  },
};
