import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { logsFailure, logsHandlers, logsLoading, makeSystemLogs } from '../mocks';
import { SystemLogsScreen } from './SystemLogsScreen';

setupMockApi();
beforeEach(() => server.use(...logsHandlers()));

function renderLogs(route = '/egg/logs') {
  return renderWithProviders(<SystemLogsScreen />, {
    role: 'Administrator',
    route,
    path: '/egg/logs',
  });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'System log' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('SystemLogsScreen', () => {
  it('lists 25 lines a page', async () => {
    renderLogs();
    expect(await rows()).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(15));
  });

  it('filters by type from the address and by search', async () => {
    renderLogs('/egg/logs?type=mail');
    await waitFor(async () => {
      const all = await rows();
      expect(all).toHaveLength(10);
      for (const row of all) expect(within(row).getByText('mail')).toBeInTheDocument();
    });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('mail');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'webhook{Enter}');
    await waitFor(async () => {
      for (const row of await rows()) expect(row.textContent).toMatch(/webhook/);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/egg/logs?search=webhook');
  });

  it('opens a line with its whole message', async () => {
    renderLogs();
    const log = makeSystemLogs()[3]!;
    await rows();
    await userEvent.click(screen.getByRole('button', { name: `Details of log ${log.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Log ${log.id}` });
    expect(within(dialog).getByRole('region', { name: 'Message' })).toHaveTextContent(log.message);
  });

  it('says when nothing matches, and shows a failed load', async () => {
    server.use(...logsHandlers([], []));
    const { unmount } = renderLogs();
    expect(await screen.findByText('No log lines match these filters.')).toBeInTheDocument();
    unmount();
    server.use(logsFailure('SystemLogs', 'Logs are unavailable'));
    renderLogs();
    expect(await screen.findByText('Logs are unavailable')).toBeInTheDocument();
  });

  it('marks the table busy while loading', () => {
    server.use(logsLoading('SystemLogs'));
    renderLogs();
    expect(screen.getByRole('table', { name: 'System log' })).toHaveAttribute('aria-busy', 'true');
  });
});
