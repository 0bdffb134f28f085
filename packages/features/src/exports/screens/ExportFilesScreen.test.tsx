import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { OrderExportsQueryVariables } from '../api';
import {
  EXPORT_NOT_FOUND,
  exportsFailure,
  exportsHandlers,
  exportsLoading,
  makeOrderExports,
} from '../mocks';
import { ExportFilesScreen } from './ExportFilesScreen';

setupMockApi();
beforeEach(() => server.use(...exportsHandlers()));
afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

function renderExports(role: UserRole = 'Administrator', route = '/export-orders') {
  return renderWithProviders(<ExportFilesScreen />, { role, route, path: '/export-orders' });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Exported CSV files' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

function recordVariables() {
  const calls: OrderExportsQueryVariables[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: OrderExportsQueryVariables;
    };
    if (body.operationName === 'OrderExports') calls.push(body.variables ?? {});
  });
  return calls;
}

describe('ExportFilesScreen', () => {
  it('lists 20 files a page with whom each was exported for', async () => {
    renderExports();
    expect(await rows()).toHaveLength(20);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'File name',
      'Exported at',
      'Orders',
      'Exported for',
      'Download',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(6));
    expect(screen.getByTestId('location')).toHaveTextContent('/export-orders?page=2');
  });

  it('shows a supplier only their own files, without the owner column', async () => {
    renderExports('Supplier');
    const own = makeOrderExports().filter((f) => f.user?.email === 'supplier@podoffice.test');
    await rows();
    expect(screen.queryByRole('columnheader', { name: 'Exported for' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(own.length - 20));
  });

  it('searches on Enter and keeps the search and dates in the address', async () => {
    const calls = recordVariables();
    renderExports('Administrator', '/export-orders?from=2024-06-01&to=2024-06-30');
    await rows();
    expect(calls[0]).toEqual({
      limit: 20,
      offset: 0,
      from: '2024-06-01T00:00:00.000Z',
      to: '2024-06-30T23:59:59.999Z',
    });
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), '5012{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/export-orders?from=2024-06-01&to=2024-06-30&search=5012',
      ),
    );
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: '5012', offset: 0 }));
    for (const row of await rows()) expect(row.textContent).toMatch(/5012/);
  });

  it('downloads a file from the address the server gives', async () => {
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.href}`);
    });
    renderExports('Supplier');
    const [first] = await rows();
    const name = within(first!).getAllByRole('cell')[0]!.textContent!;
    await userEvent.click(within(first!).getByRole('button', { name: `Download ${name}` }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(new RegExp(`^${name} data:text/csv`));
  });

  it("shows the server's message when a download is refused", async () => {
    server.use(exportsFailure('DownloadExportFile', EXPORT_NOT_FOUND));
    renderExports();
    const [first] = await rows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Download / }));
    expect(await screen.findByText(EXPORT_NOT_FOUND)).toBeInTheDocument();
  });

  it('says when nothing was exported, or nothing matches', async () => {
    server.use(...exportsHandlers([]));
    const { unmount } = renderExports();
    expect(await screen.findByText('No orders have been exported yet.')).toBeInTheDocument();
    unmount();
    renderExports('Administrator', '/export-orders?search=zzz');
    expect(await screen.findByText('No export files match these filters.')).toBeInTheDocument();
  });

  it('shows a failed load in the table', async () => {
    server.use(exportsFailure('OrderExports', 'Export files are unavailable'));
    renderExports();
    expect(await screen.findByText('Export files are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Export files are unavailable')).toHaveLength(1);
  });

  it('marks the table busy while loading', () => {
    server.use(exportsLoading());
    renderExports();
    expect(screen.getByRole('table', { name: 'Exported CSV files' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
