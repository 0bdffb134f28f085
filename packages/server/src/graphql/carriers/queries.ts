import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema';
import type { Carrier, CarrierList } from '../resolvers-types.generated';

/** A carriers page request after authorization. */
export interface CarrierQuery {
  /** undefined lists both statuses. */
  status?: boolean;
  limit: number;
  offset: number;
}

type CarrierRow = typeof carriers.$inferSelect;

export function toCarrier(row: CarrierRow): Carrier {
  return {
    id: String(row.id),
    name: row.name,
    code: row.code,
    url: row.url,
    description: row.description,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page of carriers by name (case-insensitive), with the count of everything matching. */
export async function listCarriers(db: Executor, q: CarrierQuery): Promise<CarrierList> {
  const where = q.status === undefined ? undefined : eq(carriers.status, q.status);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(carriers)
    .where(where);
  const rows = await db
    .select()
    .from(carriers)
    .where(where)
    .orderBy(sql`lower(${carriers.name})`, asc(carriers.id))
    .limit(q.limit)
    .offset(q.offset);
  return { count: total?.count ?? 0, hits: rows.map(toCarrier) };
}

export async function carrierById(db: Executor, id: number): Promise<Carrier | undefined> {
  const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
  return row ? toCarrier(row) : undefined;
}
