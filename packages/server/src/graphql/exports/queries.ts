import { and, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { csvText } from '../../csv/writer';
import type { Executor } from '../../db/client';
import { orderExports, users } from '../../db/schema';
import type { OrderExport, OrderExportList } from '../resolvers-types.generated';

/** An export files page request after authorization: whose files may be seen is decided. */
export interface ExportQuery {
  ownerId?: number;
  /** An ILIKE pattern (likePattern of args.ts). */
  pattern?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export type ExportRow = typeof orderExports.$inferSelect;

/** The ids a listed file shows (schema: order_ids); order_count gives the whole. */
export const SHOWN_ORDER_IDS = 20;

function whereOf(q: Omit<ExportQuery, 'limit' | 'offset'>): SQL | undefined {
  return and(
    // /export-orders lists the order and tracking files; a products export is only mailed.
    ne(orderExports.kind, 'products'),
    q.ownerId === undefined ? undefined : eq(orderExports.userId, q.ownerId),
    q.from ? gte(orderExports.createdAt, q.from) : undefined,
    q.to ? lte(orderExports.createdAt, q.to) : undefined,
    q.pattern
      ? or(
          ilike(orderExports.fileName, q.pattern),
          // The order ids as JSON text: searching 5012 finds the files that hold that order.
          sql`${orderExports.orderIds}::text ilike ${q.pattern}`,
        )
      : undefined,
  );
}

const orderIdsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((id) => String(id)) : [];

/** A page of export files, newest first, with the count of every matching file. */
export async function listOrderExports(db: Executor, q: ExportQuery): Promise<OrderExportList> {
  const where = whereOf(q);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orderExports)
    .where(where);
  const rows = await db
    .select({
      file: {
        id: orderExports.id,
        fileName: orderExports.fileName,
        createdAt: orderExports.createdAt,
        // A page of files must not carry every id of every file (an export holds thousands).
        orderIds: sql<unknown>`jsonb_path_query_array(${orderExports.orderIds}, ${`$[0 to ${SHOWN_ORDER_IDS - 1}]`}::jsonpath)`,
        orderCount: sql<number>`jsonb_array_length(${orderExports.orderIds})`.mapWith(Number),
      },
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(orderExports)
    .leftJoin(users, eq(users.id, orderExports.userId))
    .where(where)
    .orderBy(sql`${orderExports.createdAt} desc`, sql`${orderExports.id} desc`)
    .limit(q.limit)
    .offset(q.offset);
  return {
    count: total?.count ?? 0,
    hits: rows.map(({ file, user }): OrderExport => ({
      id: file.id,
      file_name: file.fileName,
      created_at: file.createdAt.toISOString(),
      order_ids: orderIdsOf(file.orderIds),
      order_count: file.orderCount,
      user: user
        ? { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email }
        : null,
    })),
  };
}

export async function exportById(db: Executor, id: number): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(orderExports).where(eq(orderExports.id, id));
  return row;
}

/**
 * The CSV an export holds when its bytes are not in the store (the demo's seeded rows, or a
 * store that lost them): one line per order id, under the header the order export writes first.
 */
export function exportCsvOf(row: ExportRow): string {
  return csvText(
    ['order_id'],
    orderIdsOf(row.orderIds).map((id) => [id]),
  );
}
