import type { Executor } from '../../db/client';
import { activityLogs, systemLogs } from '../../db/schema';

/** One change someone made: what it was, who made it, and the data before and after. */
export interface ActivityRecord {
  /** What changed, e.g. ACTIVITY_TYPES.balanceStatus of the domain, or an area's own type. */
  type: string;
  /** The user who made the change; null for the platform itself. */
  userId: number | null;
  /** The data before the change (null for a creation); stored as JSON. */
  oldData?: unknown;
  /** The data after the change (null for a deletion); stored as JSON. */
  newData?: unknown;
  /** When it happened; the request's clock reading, so a log line agrees with the row it describes. */
  at?: Date;
}

/**
 * Writes an activity log line (/egg/order-logs). Call it inside the transaction of the change when
 * there is one, so a change and its log line are kept or dropped together.
 */
export async function recordActivity(db: Executor, record: ActivityRecord): Promise<void> {
  await db.insert(activityLogs).values({
    type: record.type,
    userId: record.userId,
    oldData: record.oldData ?? null,
    newData: record.newData ?? null,
    ...(record.at ? { createdAt: record.at } : {}),
  });
}

/** Writes a system log line (/egg/logs): something the platform itself reports, such as a failed mail. */
export async function recordSystemLog(
  db: Executor,
  record: { type: string; message: string; at?: Date },
): Promise<void> {
  await db.insert(systemLogs).values({
    type: record.type,
    message: record.message,
    ...(record.at ? { createdAt: record.at } : {}),
  });
}
