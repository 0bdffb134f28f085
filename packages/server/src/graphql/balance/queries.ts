import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  fromCents,
  type BalanceAction,
  type BalanceStatus,
  type DepositMethod,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { balances, sites, users } from '../../db/schema';
import type { Balance, BalanceList, Platform } from '../resolvers-types.generated';

/** A balances page request after authorization: who may be seen is already decided. */
export interface BalanceQuery {
  ownerId?: number;
  siteId?: number;
  action?: BalanceAction;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

const creater = alias(users, 'creater');
const updater = alias(users, 'updater');

function whereOf(q: Omit<BalanceQuery, 'limit' | 'offset'>): SQL | undefined {
  return and(
    q.ownerId === undefined ? undefined : eq(balances.userId, q.ownerId),
    q.siteId === undefined ? undefined : eq(balances.siteId, q.siteId),
    q.action === undefined ? undefined : eq(balances.action, q.action),
    q.from === undefined ? undefined : gte(balances.createdAt, q.from),
    q.to === undefined ? undefined : lte(balances.createdAt, q.to),
  );
}

const centsWhere = (action: BalanceAction, status: BalanceStatus) =>
  sql<number>`coalesce(sum(${balances.amountCents}) filter (where ${balances.action} = ${action} and ${balances.status} = ${status}), 0)`.mapWith(
    Number,
  );

function selectEntries(db: Executor) {
  const person = (u: typeof creater | typeof updater) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
  });
  return db
    .select({
      entry: balances,
      site: { id: sites.id, title: sites.title, domain: sites.domain, platform: sites.platform },
      creater: person(creater),
      updater: person(updater),
    })
    .from(balances)
    .innerJoin(sites, eq(sites.id, balances.siteId))
    .leftJoin(creater, eq(creater.id, balances.createrId))
    .leftJoin(updater, eq(updater.id, balances.updaterId))
    .$dynamic();
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

// A left join: drizzle types each column as nullable, though a matched user has them all.
function toPerson(p: EntryRow['creater']): Balance['creater'] {
  if (!p || p.id === null) return null;
  return {
    id: p.id,
    first_name: p.firstName ?? '',
    last_name: p.lastName ?? '',
    email: p.email ?? '',
  };
}

function toBalance({ entry, site, creater: by, updater: last }: EntryRow): Balance {
  return {
    id: entry.id,
    action: entry.action as BalanceAction,
    actionNotes: entry.actionNotes,
    amount: fromCents(entry.amountCents),
    fee: fromCents(entry.feeCents),
    method: entry.method as DepositMethod | null,
    transaction_id: entry.transactionId,
    status: entry.status as BalanceStatus,
    order_id: entry.orderId,
    creater: toPerson(by),
    updater: toPerson(last),
    site: {
      id: site.id,
      title: site.title,
      domain: site.domain,
      platform: site.platform as Platform,
    },
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
  };
}

/**
 * A page of entries, newest first, with the count and the four totals over everything the filter
 * matches (not only the page). The order matches the (…, created_at desc, id desc) indexes.
 */
export async function listBalances(db: Executor, q: BalanceQuery): Promise<BalanceList> {
  const where = whereOf(q);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      deposit: centsWhere('Deposit', 'Approved'),
      pendingDeposit: centsWhere('Deposit', 'Pending'),
      pending: centsWhere('Fulfilled', 'Pending'),
      fulfilled: centsWhere('Fulfilled', 'Approved'),
    })
    .from(balances)
    .where(where);
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(sql`${balances.createdAt} desc nulls last`, sql`${balances.id} desc nulls last`)
    .limit(q.limit)
    .offset(q.offset);
  return {
    count: totals?.count ?? 0,
    hits: rows.map(toBalance),
    depositAmounts: fromCents(totals?.deposit ?? 0),
    pendingDepositAmounts: fromCents(totals?.pendingDeposit ?? 0),
    pendingAmounts: fromCents(totals?.pending ?? 0),
    fullfilledAmounts: fromCents(totals?.fulfilled ?? 0),
  };
}

export async function balanceById(db: Executor, id: number): Promise<Balance | undefined> {
  const [row] = await selectEntries(db).where(eq(balances.id, id));
  return row ? toBalance(row) : undefined;
}
