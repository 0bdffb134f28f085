// MSW handlers and fixtures of the exports area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import { SERVER_MESSAGES, canSeeOrderExports, isLimitedToOwnExports } from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  OrderExportFieldsFragment,
  OrderExportsQueryVariables,
} from './api/Exports.generated';

export type OrderExportFixture = OrderExportFieldsFragment;

/** The server's text for a file that is missing or someone else's. */
export const EXPORT_NOT_FOUND = 'Export file not found';

const owner = (role: 'Supplier' | 'Administrator') => {
  const user = usersByRole[role];
  return { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email };
};

/**
 * `count` export files, newest first, half a day apart: most for the fixture Supplier, every
 * seventh for the Administrator.
 */
export function makeOrderExports(count = 26): OrderExportFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const created = new Date(Date.UTC(2024, 5, 30, 18, 0) - i * 12 * 60 * 60 * 1000).toISOString();
    const stamp = created.slice(0, 16).replace(/[-:]/g, '').replace('T', '_');
    const first = 5000 + i * 4;
    return {
      id: String(300 + count - i),
      file_name: `orders_${stamp}_${String(count - i).padStart(3, '0')}.csv`,
      created_at: created,
      order_ids: Array.from({ length: 2 + (i % 7) }, (_, k) => String(first + k)),
      order_count: 2 + (i % 7),
      user: owner(i % 7 === 3 ? 'Administrator' : 'Supplier'),
    };
  });
}

/** What the server answers: suppliers see their own files; search and dates as the server does. */
export function queryOrderExports(
  files: OrderExportFixture[],
  variables: OrderExportsQueryVariables,
  callerId?: string,
) {
  const from = variables.from ? Date.parse(variables.from) : -Infinity;
  const to = variables.to ? Date.parse(variables.to) : Infinity;
  const search = variables.search?.trim().toLowerCase() ?? '';
  const matching = files.filter((f) => {
    const created = Date.parse(f.created_at);
    return (
      (!callerId || f.user?.id === callerId) &&
      created >= from &&
      created <= to &&
      (!search ||
        f.file_name.toLowerCase().includes(search) ||
        f.order_ids.some((id) => id.includes(search)))
    );
  });
  const offset = variables.offset ?? 0;
  const limit = variables.limit ?? 20;
  return { count: matching.length, hits: matching.slice(offset, offset + limit) };
}

/** The export calls answered from these files; a download answers a data address of a CSV. */
export function exportsHandlers(files: OrderExportFixture[] = makeOrderExports()) {
  const api = apiLink();
  return [
    api.query('OrderExports', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canSeeOrderExports(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const own = isLimitedToOwnExports(caller) ? caller?.id : undefined;
      return HttpResponse.json({
        data: { orderExports: queryOrderExports(files, variables, own) },
      });
    }),
    api.mutation('DownloadExportFile', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canSeeOrderExports(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const file = files.find((f) => f.id === variables.id);
      if (!file || (isLimitedToOwnExports(caller) && file.user?.id !== caller?.id)) {
        return graphqlError(EXPORT_NOT_FOUND);
      }
      const csv = ['order_id', ...file.order_ids].join('\r\n');
      return HttpResponse.json({
        data: { downloadFile: `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}` },
      });
    }),
  ];
}

type ExportsOperation = 'OrderExports' | 'DownloadExportFile';

/** One exports call failing with the server's message; put it before exportsHandlers(). */
export function exportsFailure(operation: ExportsOperation, message: string) {
  const api = apiLink();
  return operation === 'OrderExports'
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** The export files list never answers: the loading state. */
export function exportsLoading() {
  return apiLink().query('OrderExports', neverResolves);
}
