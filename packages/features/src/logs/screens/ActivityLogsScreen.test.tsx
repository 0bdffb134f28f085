import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_TYPES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { LogFilter } from '../api';
import { logsFailure, logsHandlers, logsLoading, makeActivityLogs } from '../mocks';
import { ActivityLogsScreen } from './ActivityLogsScreen';

setupMockApi();
beforeEach(() => server.use(...logsHandlers()));
afterEach(() => server.events.removeAllListeners());

function renderLogs(route = '/egg/order-logs') {
  return renderWithProviders(<ActivityLogsScreen />, {
    role: 'Administrator',
    route,
    path: '/egg/order-logs',
  });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Activity log' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

function recordFilters() {
  const filters: LogFilter[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: { filter?: LogFilter };
    };
    if (body.operationName === 'ActivityLogs') filters.push(body.variables?.filter ?? {});
  });
  return filters;
}

describe('ActivityLogsScreen', () => {
  it('lists 25 lines a page with who changed what', async () => {
    renderLogs();
    expect(await rows()).toHaveLength(25);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Date',
      'Type',
      'User',
      'Changed',
      'Details',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /page 3/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
  });

  it('filters by type from the list of types and keeps it in the address', async () => {
    const filters = recordFilters();
    renderLogs();
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(
      await screen.findByRole('option', { name: ACTIVITY_TYPES.balanceStatus }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/egg/order-logs?type=${ACTIVITY_TYPES.balanceStatus}`,
      ),
    );
    await waitFor(() =>
      expect(filters.at(-1)).toEqual({ type: ACTIVITY_TYPES.balanceStatus, limit: 25, offset: 0 }),
    );
    await waitFor(async () => {
      for (const row of await rows()) {
        expect(within(row).getByText(ACTIVITY_TYPES.balanceStatus)).toBeInTheDocument();
      }
    });
  });

  it('reads search and dates from the address', async () => {
    const filters = recordFilters();
    renderLogs('/egg/order-logs?search=alex&from=2024-06-01&to=2024-06-30&page=2');
    await waitFor(() => expect(filters.length).toBeGreaterThan(0));
    expect(filters[0]).toEqual({
      search: 'alex',
      from: '2024-06-01T00:00:00.000Z',
      to: '2024-06-30T23:59:59.999Z',
      limit: 25,
      offset: 25,
    });
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('alex');
  });

  it('searches on Enter', async () => {
    renderLogs();
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'accounts{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/egg/order-logs?search=accounts'),
    );
    await waitFor(async () => {
      for (const row of await rows()) expect(within(row).getByText('Alex Accounts')).toBeVisible();
    });
  });

  it('opens a line with its old and new data as readable JSON', async () => {
    renderLogs();
    const log = makeActivityLogs()[1]!;
    await rows();
    await userEvent.click(screen.getByRole('button', { name: `Details of activity ${log.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Activity ${log.id}` });
    const old = within(dialog).getByRole('region', { name: 'Old data' });
    expect(old.textContent).toContain(JSON.stringify(JSON.parse(log.old_data!), null, 2));
    expect(within(dialog).getByRole('region', { name: 'New data' }).textContent).toContain(
      '"status":',
    );
    expect(within(dialog).getByText('status')).toBeInTheDocument();
    expect(within(dialog).getByText(/Alex Accounts \(accounting@podoffice.test\)/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing matches', async () => {
    server.use(...logsHandlers([], []));
    renderLogs();
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('shows a failed load in the table', async () => {
    server.use(logsFailure('ActivityLogs', 'Logs are unavailable'));
    renderLogs();
    expect(await screen.findByText('Logs are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Logs are unavailable')).toHaveLength(1);
  });

  it('marks the table busy while loading', () => {
    server.use(logsLoading('ActivityLogs'));
    renderLogs();
    expect(screen.getByRole('table', { name: 'Activity log' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
