import { HttpResponse } from 'msw';
import {
  MESSAGES,
  SERVER_MESSAGES,
  canChangeBalanceStatus,
  canMakeDeposit,
  depositFeeCents,
  isCardDeposit,
  fromCents,
  isStaff,
  toCents,
  type BalanceStatus,
  type BalanceTotals,
  type DepositMethod,
} from '@podoffice/domain';
import { makeUser, userOfRequest, usersByRole, type UserFixture } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  BalanceEntryFragment,
  BalanceFilter,
  BalanceSitesQuery,
  BalancesQuery,
  CreateBalanceMutationVariables,
} from './api/Balance.generated';

export type BalanceEntryFixture = BalanceEntryFragment;
export type BalanceSiteFixture = BalanceSitesQuery['sites']['hits'][number];

/** Sellers owning the fixture sites; the first is the Seller the role toolbar signs in. */
export const balanceSellers: UserFixture[] = [
  usersByRole.Seller,
  makeUser('Seller', {
    id: '7',
    first_name: 'Mia',
    last_name: 'Merchant',
    email: 'mia@podoffice.test',
  }),
  makeUser('Seller', {
    id: '8',
    first_name: 'Noah',
    last_name: 'Novelty',
    email: 'noah@podoffice.test',
  }),
];

function owner(index: number) {
  const seller = balanceSellers[index] ?? usersByRole.Seller;
  return { id: seller.id, first_name: seller.first_name, last_name: seller.last_name };
}

export const balanceSites: BalanceSiteFixture[] = [
  {
    id: '11',
    title: 'Sunny Tees',
    domain: 'https://sunny-tees.myshopify.com',
    platform: 'shopify',
    user: owner(0),
  },
  {
    id: '12',
    title: 'Paper Moon Prints',
    domain: 'https://papermoon.example',
    platform: 'woocommerce',
    user: owner(0),
  },
  {
    id: '13',
    title: 'Mugs & More',
    domain: 'https://mugs.onshopbase.com',
    platform: 'shopbase',
    user: owner(1),
  },
  {
    id: '14',
    title: 'Direct API',
    domain: 'https://api.noah.example',
    platform: 'api',
    user: owner(2),
  },
];

function siteOf(entry: BalanceEntryFixture): BalanceSiteFixture | undefined {
  return balanceSites.find((s) => s.id === entry.site?.id);
}

function person(user: Pick<UserFixture, 'id' | 'first_name' | 'last_name' | 'email'>) {
  return { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email };
}

const STATUSES: BalanceStatus[] = ['Pending', 'Approved', 'Denied'];
const METHODS: DepositMethod[] = ['manual', 'manual_second', 'card_express'];

/** One balance entry; by default a pending manual deposit on the first site. */
export function makeBalanceEntry(
  overrides: Partial<BalanceEntryFixture> = {},
): BalanceEntryFixture {
  const site = balanceSites[0]!;
  const seller = balanceSellers[0]!;
  return {
    id: '1',
    action: 'Deposit',
    actionNotes: `${site.title}_01/06/2024_1000`,
    amount: 1000,
    fee: 0,
    method: 'manual',
    transaction_id: 'TXN-1001',
    status: 'Pending',
    order_id: null,
    creater: person(seller),
    updater: null,
    site: { id: site.id, title: site.title, domain: site.domain, platform: site.platform },
    created_at: '2024-06-01T09:30:00.000Z',
    updated_at: '2024-06-01T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * `count` entries covering every action and status, on every site, newest first, a day apart:
 * deposits by every method and fulfilled order charges.
 */
export function makeBalanceEntries(count = 26): BalanceEntryFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const site = balanceSites[i % balanceSites.length]!;
    const seller = balanceSellers.find((s) => s.id === site.user.id)!;
    const status = STATUSES[Math.floor(i / 2) % STATUSES.length]!;
    const created = new Date(Date.UTC(2024, 5, 30, 9, 30) - i * 24 * 60 * 60 * 1000).toISOString();
    const final = status !== 'Pending';
    const staff = person(usersByRole.Accounting);
    if (i % 2 === 0) {
      const method = METHODS[(i / 2) % METHODS.length]!;
      const gross = toCents(500 + (i % 5) * 250);
      const fee = depositFeeCents(gross, method);
      return makeBalanceEntry({
        id: String(1000 + count - i),
        action: 'Deposit',
        method,
        amount: fromCents(gross - fee),
        fee: fromCents(fee),
        transaction_id: `TXN-${4000 + i}`,
        actionNotes: `${site.title}_${created.slice(8, 10)}/${created.slice(5, 7)}/${created.slice(0, 4)}_${fromCents(gross)}`,
        status,
        creater: person(seller),
        updater: final ? staff : null,
        site: { id: site.id, title: site.title, domain: site.domain, platform: site.platform },
        created_at: created,
        updated_at: created,
      });
    }
    return makeBalanceEntry({
      id: String(1000 + count - i),
      action: 'Fulfilled',
      method: null,
      amount: 12.5 + (i % 7) * 3.25,
      fee: 0,
      transaction_id: null,
      actionNotes: null,
      order_id: String(50000 + i),
      status,
      creater: person(seller),
      updater: final ? staff : null,
      site: { id: site.id, title: site.title, domain: site.domain, platform: site.platform },
      created_at: created,
      updated_at: created,
    });
  });
}

const sum = (entries: BalanceEntryFixture[]) =>
  fromCents(entries.reduce((total, e) => total + toCents(e.amount), 0));

/** The totals the balances call reports for these entries. */
export function balanceTotals(entries: BalanceEntryFixture[]): BalanceTotals {
  const of = (action: BalanceEntryFixture['action'], status: BalanceStatus) =>
    sum(entries.filter((e) => e.action === action && e.status === status));
  return {
    depositAmounts: of('Deposit', 'Approved'),
    pendingDepositAmounts: of('Deposit', 'Pending'),
    pendingAmounts: of('Fulfilled', 'Pending'),
    fullfilledAmounts: of('Fulfilled', 'Approved'),
  };
}

/** What the server answers for a filter: sellers see only their own sites' entries. */
export function queryBalances(
  entries: BalanceEntryFixture[],
  filter: BalanceFilter | null | undefined,
  caller?: UserFixture,
): BalancesQuery['balances'] {
  const ownerId = caller && !isStaff(caller) ? caller.id : (filter?.user_id ?? undefined);
  const from = filter?.from ? Date.parse(filter.from) : -Infinity;
  const to = filter?.to ? Date.parse(filter.to) : Infinity;
  const matching = entries.filter((e) => {
    const created = Date.parse(e.created_at);
    return (
      (!ownerId || siteOf(e)?.user.id === ownerId) &&
      (!filter?.site_id || e.site?.id === filter.site_id) &&
      (!filter?.action || e.action === filter.action) &&
      created >= from &&
      created <= to
    );
  });
  const offset = filter?.offset ?? 0;
  const limit = filter?.limit ?? matching.length;
  return {
    count: matching.length,
    hits: matching.slice(offset, offset + limit),
    ...balanceTotals(matching),
  };
}

/** A card provider order the mocks know: paid when the payer paid it on the provider's page. */
export interface MockCardOrder {
  order_id: string;
  site_id: string;
  /** Dollars the provider takes when it is captured. */
  amount: number;
  paid: boolean;
}

/** The provider's page the mocked checkouts send the payer to (stories and tests stay put). */
export const MOCK_CARD_PAGE = 'https://card-provider.test/checkoutnow';

/**
 * The balance calls answered from an in-memory list that deposits and approvals change, so a
 * mutation's refetch shows its effect. Card express deposits work as on the server: a checkout
 * makes an order (`cardOrders` holds ones made earlier, paid or not), and createBalance with that
 * order credits the provider's amount less the fee, once, or answers the spec's failure message.
 */
export function balanceHandlers(
  initial: BalanceEntryFixture[] = makeBalanceEntries(),
  { cardOrders = [] }: { cardOrders?: MockCardOrder[] } = {},
) {
  let entries = [...initial];
  const orders = new Map(cardOrders.map((order) => [order.order_id, { ...order }]));
  let nextOrder = 1;
  let nextId = Math.max(1000, ...entries.map((e) => Number(e.id))) + 1;
  const api = apiLink();
  return [
    api.query('Balances', ({ variables, request }) =>
      HttpResponse.json({
        data: { balances: queryBalances(entries, variables.filter, userOfRequest(request)) },
      }),
    ),
    api.query('BalanceTotals', ({ variables, request }) => {
      const { hits: _hits, ...totals } = queryBalances(
        entries,
        variables.filter,
        userOfRequest(request),
      );
      return HttpResponse.json({ data: { balances: totals } });
    }),
    api.query('BalanceSites', ({ request }) => {
      const caller = userOfRequest(request);
      const hits =
        caller && !isStaff(caller)
          ? balanceSites.filter((s) => s.user.id === caller.id)
          : balanceSites;
      return HttpResponse.json({ data: { sites: { count: hits.length, hits } } });
    }),
    // Like the server: only an Administrator's picker carries emails.
    api.query('Sellers', ({ variables }) =>
      HttpResponse.json({
        data: {
          usersByRole: balanceSellers.map((seller) => {
            const { email, ...name } = person(seller);
            return variables.withEmail ? { ...name, email } : name;
          }),
        },
      }),
    ),
    api.mutation('CreateCardCheckout', ({ variables, request }) => {
      if (!canMakeDeposit(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const site = balanceSites.find((s) => s.id === variables.site_id);
      if (!site) return graphqlError(SERVER_MESSAGES.siteNotFound);
      const order_id = `MOCKCARDORDER${String(nextOrder++).padStart(4, '0')}`;
      // Paid as soon as it exists: these mocks have no provider page to pay on.
      orders.set(order_id, { order_id, site_id: site.id, amount: variables.amount, paid: true });
      return HttpResponse.json({
        data: {
          createCardCheckout: {
            order_id,
            approve_url: `${MOCK_CARD_PAGE}?token=${order_id}`,
            mode: 'sandbox',
          },
        },
      });
    }),
    api.mutation('CreateBalance', ({ variables, request }) => {
      const input = variables as CreateBalanceMutationVariables;
      const site = balanceSites.find((s) => s.id === input.site_id);
      if (!site) return graphqlError(SERVER_MESSAGES.siteNotFound);
      const method = input.method ?? 'manual';
      let amountCents = toCents(input.amount);
      if (isCardDeposit(method)) {
        if (!input.approved) return graphqlError(SERVER_MESSAGES.cardDepositThroughProvider);
        const order = orders.get(input.transaction_id);
        if (!order || !order.paid || order.site_id !== site.id) {
          return graphqlError(MESSAGES.createDepositFailed);
        }
        // The same order twice is the same entry; the credit is the provider's amount.
        const recorded = entries.find((e) => e.transaction_id === order.order_id);
        if (recorded) return HttpResponse.json({ data: { createBalance: recorded } });
        amountCents = toCents(order.amount);
      }
      const fee = depositFeeCents(amountCents, method);
      const now = new Date().toISOString();
      const entry = makeBalanceEntry({
        id: String(nextId++),
        amount: fromCents(amountCents - fee),
        fee: fromCents(fee),
        method,
        transaction_id: input.transaction_id,
        actionNotes: input.action_notes ?? null,
        status: input.approved ? 'Approved' : 'Pending',
        creater: person(userOfRequest(request) ?? balanceSellers[0]!),
        site: { id: site.id, title: site.title, domain: site.domain, platform: site.platform },
        created_at: now,
        updated_at: now,
      });
      entries = [entry, ...entries];
      return HttpResponse.json({ data: { createBalance: entry } });
    }),
    api.mutation('UpdateBalance', ({ variables, request }) => {
      const current = entries.find((e) => e.id === variables.id);
      if (!current) return graphqlError(SERVER_MESSAGES.balanceNotFound);
      if (!canChangeBalanceStatus(current.status, variables.status))
        return graphqlError(SERVER_MESSAGES.balanceFinal);
      const caller = userOfRequest(request);
      const updated = {
        ...current,
        status: variables.status as BalanceStatus,
        updater: caller ? person(caller) : current.updater,
        updated_at: new Date().toISOString(),
      };
      entries = entries.map((e) => (e.id === updated.id ? updated : e));
      return HttpResponse.json({ data: { updateBalance: updated } });
    }),
  ];
}

type BalanceOperation =
  | 'Balances'
  | 'BalanceSites'
  | 'Sellers'
  | 'CreateBalance'
  | 'CreateCardCheckout'
  | 'UpdateBalance';

/** The server's calls behind an operation: 'Balances' is the balances call, cards' totals included. */
function operationsOf(operation: BalanceOperation): string[] {
  return operation === 'Balances' ? ['Balances', 'BalanceTotals'] : [operation];
}

function isQuery(operation: BalanceOperation) {
  return operation === 'Balances' || operation === 'BalanceSites' || operation === 'Sellers';
}

/** One balance call failing with the server's message; put it before balanceHandlers() to override. */
export function balanceFailure(operation: BalanceOperation, message: string) {
  const api = apiLink();
  return operationsOf(operation).map((name) =>
    isQuery(operation)
      ? api.query(name, () => graphqlError(message))
      : api.mutation(name, () => graphqlError(message)),
  );
}

/** One balance call that never answers: the loading state. */
export function balanceLoading(operation: BalanceOperation) {
  const api = apiLink();
  return operationsOf(operation).map((name) =>
    isQuery(operation) ? api.query(name, neverResolves) : api.mutation(name, neverResolves),
  );
}

/** The handlers of a balance with no entries yet. */
export function emptyBalanceHandlers() {
  return balanceHandlers([]);
}
