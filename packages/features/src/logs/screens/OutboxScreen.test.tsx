import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import {
  logsFailure,
  logsLoading,
  makeHostileMail,
  makeOutboxMails,
  outboxHandlers,
} from '../mocks';
import { OutboxScreen } from './OutboxScreen';

setupMockApi();
beforeEach(() => server.use(...outboxHandlers()));

function renderOutbox(route = '/egg/outbox', role: 'Administrator' | 'Seller' = 'Administrator') {
  return renderWithProviders(<OutboxScreen />, { role, route, path: '/egg/outbox' });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Outbox' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('OutboxScreen', () => {
  it('lists 25 mails a page, newest first, with recipient, subject and date', async () => {
    renderOutbox();
    const [first] = makeOutboxMails();
    const all = await rows();
    expect(all).toHaveLength(25);
    expect(all[0]).toHaveTextContent(first!.to);
    expect(all[0]).toHaveTextContent(first!.subject);
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(screen.getByTestId('location')).toHaveTextContent('/egg/outbox?page=2');
  });

  it('filters by recipient from the address and by search, keeping both in the address', async () => {
    renderOutbox('/egg/outbox?to=seller%40podoffice.test');
    await waitFor(async () => {
      const all = await rows();
      expect(all).toHaveLength(20);
      for (const row of all) expect(row).toHaveTextContent('seller@podoffice.test');
    });
    expect(screen.getByRole('textbox', { name: /Recipient/ })).toHaveValue('seller@podoffice.test');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'reset{Enter}');
    await waitFor(async () => {
      const all = await rows();
      expect(all).toHaveLength(10);
      for (const row of all) expect(row).toHaveTextContent('Reset your POD Office password');
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/egg/outbox?to=seller%40podoffice.test&search=reset',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(async () => expect(await rows()).toHaveLength(25));
  });

  it('opens a mail with its link and its plain text', async () => {
    renderOutbox();
    const reset = makeOutboxMails()[1]!;
    await rows();
    await userEvent.click(screen.getByRole('button', { name: `Open mail ${reset.id}` }));
    const dialog = await screen.findByRole('dialog', { name: reset.subject });
    const frame = within(dialog).getByTitle(`Message to ${reset.to}`);
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toMatch(
      /<a href="http:\/\/localhost:4000\/reset-password\?token=tok0+1" target="_blank" rel="noopener noreferrer">/,
    );
    expect(within(dialog).getByRole('region', { name: 'Plain text' })).toHaveTextContent(
      'reset-password?token=',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a hostile body without its script, frame, styles or script link', async () => {
    server.use(...outboxHandlers([makeHostileMail()]));
    renderOutbox();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: /^Open mail/ }));
    const frame = within(await screen.findByRole('dialog')).getByTitle(/^Message to/);
    const body = frame.getAttribute('srcdoc')!.split('<body>')[1]!;
    expect(body).not.toMatch(/<script|onerror|<iframe|style=|javascript:/i);
    expect(body).toContain('Activate</a>');
  });

  it('says when nothing matches, and shows a failed load', async () => {
    server.use(...outboxHandlers([]));
    const { unmount } = renderOutbox();
    expect(await screen.findByText('No mails match these filters.')).toBeInTheDocument();
    unmount();
    server.use(logsFailure('OutboxMails', 'The outbox is unavailable'));
    renderOutbox();
    expect(await screen.findByText('The outbox is unavailable')).toBeInTheDocument();
  });

  it('marks the table busy while loading', () => {
    server.use(logsLoading('OutboxMails'));
    renderOutbox();
    expect(screen.getByRole('table', { name: 'Outbox' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the server’s refusal to anyone but an Administrator', async () => {
    renderOutbox('/egg/outbox', 'Seller');
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.queryByText('seller@podoffice.test')).not.toBeInTheDocument();
  });
});
