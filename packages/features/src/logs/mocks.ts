// MSW handlers and fixtures of the logs area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import { ACTIVITY_TYPES, SERVER_MESSAGES, canManageAppSettings } from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  ActivityLogFieldsFragment,
  LogFilter,
  SystemLogFieldsFragment,
} from './api/Logs.generated';

export type ActivityLogFixture = ActivityLogFieldsFragment;
export type SystemLogFixture = SystemLogFieldsFragment;

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2024, 5, 30, 18, 0);
const person = (role: 'Administrator' | 'Accounting' | 'Supplier') => {
  const u = usersByRole[role];
  return { id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email };
};
const STEPS = ['Pending', 'Processing', 'In production', 'Shipped'];

/** `count` activity lines, newest first, 7 hours apart: order moves, deposit decisions, settings. */
export function makeActivityLogs(count = 60): ActivityLogFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const created_at = new Date(START - i * 7 * HOUR).toISOString();
    const id = String(2000 + count - i);
    if (i % 5 === 1) {
      const base = { balance_id: 900 + i, action: 'Deposit', amount: 250 + i * 10, site_id: 11 };
      return {
        id,
        type: ACTIVITY_TYPES.balanceStatus,
        old_data: JSON.stringify({ ...base, status: 'Pending' }),
        new_data: JSON.stringify({ ...base, status: i % 2 ? 'Approved' : 'Denied' }),
        created_at,
        user: person('Accounting'),
      };
    }
    if (i % 5 === 3) {
      return {
        id,
        type: ACTIVITY_TYPES.appSettings,
        old_data: JSON.stringify({ seller_message: 'Orders ship within 5 days.' }),
        new_data: JSON.stringify({ seller_message: `Orders ship within ${3 + (i % 2)} days.` }),
        created_at,
        user: person('Administrator'),
      };
    }
    const step = 1 + (i % 3);
    const order = { order_id: 5000 + i * 2, site: 'Sunny Tees' };
    return {
      id,
      type: 'order_status',
      old_data: JSON.stringify({ ...order, status: STEPS[step - 1] }),
      new_data: JSON.stringify({ ...order, status: STEPS[step] }),
      created_at,
      user: i % 11 === 0 ? null : person('Supplier'),
    };
  });
}

/** `count` system lines, newest first, 5 hours apart: tracking checks, order fetches, webhooks, mail. */
export function makeSystemLogs(count = 40): SystemLogFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const created_at = new Date(START - i * 5 * HOUR).toISOString();
    const kind = i % 4;
    const [type, message] =
      kind === 0
        ? ['tracking', `Tracking check: ${40 + i} parcels checked, ${i % 5} updated`]
        : kind === 1
          ? ['orders', `Daily order fetch: ${2 + (i % 3)} shops, ${8 + i} new orders`]
          : kind === 2
            ? [
                'webhook',
                `shopify webhook orders/create from sunny-tees.myshopify.com: order #${7100 + i} imported`,
              ]
            : [
                'mail',
                `Could not send "deposit_approve" to seller@podoffice.test: connect ECONNREFUSED`,
              ];
    return { id: String(8000 + count - i), type, message, created_at };
  });
}

function matches<T extends { type: string; created_at: string }>(
  line: T,
  filter: LogFilter | null | undefined,
  text: (line: T) => string,
): boolean {
  const from = filter?.from ? Date.parse(filter.from) : -Infinity;
  const to = filter?.to ? Date.parse(filter.to) : Infinity;
  const created = Date.parse(line.created_at);
  const search = filter?.search?.trim().toLowerCase();
  return (
    (!filter?.type || line.type === filter.type) &&
    created >= from &&
    created <= to &&
    (!search || text(line).toLowerCase().includes(search))
  );
}

function pageOf<T>(lines: T[], filter: LogFilter | null | undefined) {
  const offset = filter?.offset ?? 0;
  const limit = filter?.limit ?? 25;
  return { count: lines.length, hits: lines.slice(offset, offset + limit) };
}

const activityText = (l: ActivityLogFixture) =>
  [l.type, l.old_data, l.new_data, l.user?.email, l.user?.first_name, l.user?.last_name].join(' ');

/** The log calls answered from these lines, Administrators only, filtered as the server does. */
export function logsHandlers(
  activity: ActivityLogFixture[] = makeActivityLogs(),
  system: SystemLogFixture[] = makeSystemLogs(),
) {
  const api = apiLink();
  const refused = (request: Request) => !canManageAppSettings(userOfRequest(request));
  const types = (lines: { type: string }[]) => [...new Set(lines.map((l) => l.type))].sort();
  return [
    api.query('ActivityLogs', ({ variables, request }) => {
      if (refused(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const lines = activity.filter((l) => matches(l, variables.filter, activityText));
      return HttpResponse.json({ data: { activityLogs: pageOf(lines, variables.filter) } });
    }),
    api.query('SystemLogs', ({ variables, request }) => {
      if (refused(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const lines = system.filter((l) =>
        matches(l, variables.filter, (s) => `${s.type} ${s.message}`),
      );
      return HttpResponse.json({ data: { logs: pageOf(lines, variables.filter) } });
    }),
    api.query('ActivityLogTypes', ({ request }) =>
      refused(request)
        ? graphqlError(SERVER_MESSAGES.forbidden)
        : HttpResponse.json({ data: { activityLogTypes: types(activity) } }),
    ),
    api.query('SystemLogTypes', ({ request }) =>
      refused(request)
        ? graphqlError(SERVER_MESSAGES.forbidden)
        : HttpResponse.json({ data: { logTypes: types(system) } }),
    ),
  ];
}

type LogsOperation = 'ActivityLogs' | 'SystemLogs' | 'ActivityLogTypes' | 'SystemLogTypes';

/** One log call failing with the server's message; put it before logsHandlers(). */
export function logsFailure(operation: LogsOperation, message: string) {
  return apiLink().query(operation, () => graphqlError(message));
}

/** One log call that never answers: the loading state. */
export function logsLoading(operation: LogsOperation) {
  return apiLink().query(operation, neverResolves);
}
