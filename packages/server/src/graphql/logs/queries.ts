import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activityLogs, systemLogs, users } from '../../db/schema';
import type { ActivityLogList, SystemLogList } from '../resolvers-types.generated';

/** A logs page request after the arguments were checked. */
export interface LogQuery {
  /** An ILIKE pattern (likePattern of args.ts). */
  pattern?: string;
  type?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

function activityWhere(q: LogQuery): SQL | undefined {
  return and(
    q.type ? eq(activityLogs.type, q.type) : undefined,
    q.from ? gte(activityLogs.createdAt, q.from) : undefined,
    q.to ? lte(activityLogs.createdAt, q.to) : undefined,
    q.pattern
      ? or(
          ilike(activityLogs.type, q.pattern),
          // jsonb as text: a search finds a value anywhere in the old or new data.
          sql`${activityLogs.oldData}::text ilike ${q.pattern}`,
          sql`${activityLogs.newData}::text ilike ${q.pattern}`,
          ilike(users.email, q.pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${q.pattern}`,
        )
      : undefined,
  );
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** A page of activity log lines, newest first, with the count of every matching line. */
export async function listActivityLogs(db: Executor, q: LogQuery): Promise<ActivityLogList> {
  const where = activityWhere(q);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(where);
  const rows = await db
    .select({
      log: activityLogs,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(where)
    .orderBy(sql`${activityLogs.createdAt} desc`, sql`${activityLogs.id} desc`)
    .limit(q.limit)
    .offset(q.offset);
  return {
    count: total?.count ?? 0,
    hits: rows.map(({ log, user }) => ({
      id: log.id,
      type: log.type,
      old_data: json(log.oldData),
      new_data: json(log.newData),
      created_at: log.createdAt.toISOString(),
      user: user
        ? { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email }
        : null,
    })),
  };
}

/** A page of system log lines, newest first, with the count of every matching line. */
export async function listSystemLogs(db: Executor, q: LogQuery): Promise<SystemLogList> {
  const where = and(
    q.type ? eq(systemLogs.type, q.type) : undefined,
    q.from ? gte(systemLogs.createdAt, q.from) : undefined,
    q.to ? lte(systemLogs.createdAt, q.to) : undefined,
    q.pattern
      ? or(ilike(systemLogs.type, q.pattern), ilike(systemLogs.message, q.pattern))
      : undefined,
  );
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(systemLogs)
    .where(where);
  const rows = await db
    .select()
    .from(systemLogs)
    .where(where)
    .orderBy(sql`${systemLogs.createdAt} desc`, sql`${systemLogs.id} desc`)
    .limit(q.limit)
    .offset(q.offset);
  return {
    count: total?.count ?? 0,
    hits: rows.map((log) => ({
      id: log.id,
      type: log.type,
      message: log.message,
      created_at: log.createdAt.toISOString(),
    })),
  };
}

/** The distinct types of a log, for its type filter. */
export async function activityTypes(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ type: activityLogs.type })
    .from(activityLogs)
    .groupBy(activityLogs.type)
    .orderBy(activityLogs.type);
  return rows.map((r) => r.type);
}

export async function systemLogTypes(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ type: systemLogs.type })
    .from(systemLogs)
    .groupBy(systemLogs.type)
    .orderBy(systemLogs.type);
  return rows.map((r) => r.type);
}
