// MSW handlers and fixtures of the logs area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import { ACTIVITY_TYPES, SERVER_MESSAGES, canManageAppSettings } from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  ActivityLogFieldsFragment,
  LogFilter,
  OutboxFilter,
  OutboxMailFieldsFragment,
  SystemLogFieldsFragment,
} from './api/Logs.generated';

export type ActivityLogFixture = ActivityLogFieldsFragment;
export type SystemLogFixture = SystemLogFieldsFragment;
export type OutboxMailFixture = OutboxMailFieldsFragment;

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

function pageOf<T>(lines: T[], filter: LogFilter | OutboxFilter | null | undefined) {
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

/** The origin of the links in fixture mails. */
export const OUTBOX_APP_URL = 'http://localhost:4000';

/** A mail as the server renders one: the text, and HTML with a paragraph per block and live links. */
function mail(id: number, to: string, subject: string, lines: string[], at: number) {
  const text = `${lines.join('\n')}\n`;
  const html = lines
    .join('\n')
    .split(/\n{2,}/)
    .map(
      (block) =>
        `<p>${block
          .replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return { id: String(id), to, subject, text, html, created_at: new Date(at).toISOString() };
}

const token = (i: number) => `tok${String(i).padStart(40, '0')}`;

/**
 * `count` stored mails, newest first, 3 hours apart: activation and password-reset mails with their
 * links, and deposit decisions to the demo seller.
 */
export function makeOutboxMails(count = 30): OutboxMailFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const id = 500 + count - i;
    const at = START - i * 3 * HOUR;
    const kind = i % 3;
    if (kind === 0) {
      const to = `newcomer${i}@podoffice.test`;
      return mail(
        id,
        to,
        'Activate your POD Office account',
        [
          `Hello Newcomer ${i},`,
          '',
          'Welcome to POD Office. Open the link below to activate your account; it stays valid for 7 days.',
          '',
          `${OUTBOX_APP_URL}/verify/${token(i)}`,
        ],
        at,
      );
    }
    if (kind === 1) {
      const seller = usersByRole.Seller;
      return mail(
        id,
        seller.email,
        'Reset your POD Office password',
        [
          `Hello ${seller.first_name},`,
          '',
          'Someone asked to reset the password of your POD Office account. Open the link below within one hour to choose a new one.',
          '',
          `${OUTBOX_APP_URL}/reset-password?token=${token(i)}`,
        ],
        at,
      );
    }
    return mail(
      id,
      usersByRole.Seller.email,
      `Your deposit of $${100 + i}.00 is approved`,
      [
        `Your deposit of $${100 + i}.00 for Sunny Tees (transaction ID TXN-${4000 + i}) is approved.`,
        '',
        `See your balance: ${OUTBOX_APP_URL}/balance`,
      ],
      at,
    );
  });
}

/** A mail whose HTML tries to run a script, load a frame and restyle the page: the detail shows it sanitised. */
export function makeHostileMail(): OutboxMailFixture {
  return {
    ...mail(
      999,
      'mallory@podoffice.test',
      'Activate your POD Office account',
      ['Hello <img src=x onerror=alert(1)>,', '', `${OUTBOX_APP_URL}/verify/${token(999)}`],
      START,
    ),
    html: [
      '<p>Hello <img src="x" onerror="alert(1)">,</p>',
      '<script>alert(document.cookie)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed;inset:0">Covering the page</p>',
      `<p><a href="javascript:alert(2)">Click me</a> <a href="${OUTBOX_APP_URL}/verify/${token(999)}">Activate</a></p>`,
    ].join('\n'),
  };
}

/** The outbox call answered from these mails, Administrators only, filtered as the server does. */
export function outboxHandlers(mails: OutboxMailFixture[] = makeOutboxMails()) {
  return [
    apiLink().query('OutboxMails', ({ variables, request }) => {
      if (!canManageAppSettings(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      const filter = variables.filter as OutboxFilter | null | undefined;
      const to = filter?.to?.trim().toLowerCase();
      const search = filter?.search?.trim().toLowerCase();
      const found = mails.filter(
        (m) =>
          (!to || m.to === to) &&
          (!search || `${m.to} ${m.subject} ${m.text}`.toLowerCase().includes(search)),
      );
      return HttpResponse.json({ data: { outboxMails: pageOf(found, filter) } });
    }),
  ];
}

type LogsOperation =
  'ActivityLogs' | 'SystemLogs' | 'ActivityLogTypes' | 'SystemLogTypes' | 'OutboxMails';

/** One log call failing with the server's message; put it before logsHandlers(). */
export function logsFailure(operation: LogsOperation, message: string) {
  return apiLink().query(operation, () => graphqlError(message));
}

/** One log call that never answers: the loading state. */
export function logsLoading(operation: LogsOperation) {
  return apiLink().query(operation, neverResolves);
}
