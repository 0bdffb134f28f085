import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import { badInput } from '../errors';
import type { OutboxFilter, OutboxMailList } from '../resolvers-types.generated';
import { likePattern, page } from '../args';

/** A bigger page than this is refused: mail bodies are long, and nobody reads 100 at once. */
export const OUTBOX_MAX_PAGE_SIZE = 100;
/** The longest address a mail can go to (RFC 5321 path limit). */
const MAX_ADDRESS_LENGTH = 254;

export const OUTBOX_MESSAGES = {
  address: `to must be at most ${MAX_ADDRESS_LENGTH} characters`,
} as const;

/** An outbox page request after the arguments were checked. */
interface OutboxQuery {
  to?: string;
  pattern?: string;
  limit: number;
  offset: number;
}

export function outboxQuery(
  filter: OutboxFilter | null | undefined,
  pageSize: number,
): OutboxQuery {
  // A NUL character never gets here: checkRequestStrings refuses the request at the edge.
  const to = filter?.to?.trim().toLowerCase();
  if (to && to.length > MAX_ADDRESS_LENGTH) throw badInput(OUTBOX_MESSAGES.address);
  return {
    ...page(filter, pageSize, OUTBOX_MAX_PAGE_SIZE),
    to: to || undefined,
    pattern: likePattern(filter?.search),
  };
}

/** A page of stored mails, newest first, with the count of every matching mail. */
export async function listOutboxMails(db: Executor, q: OutboxQuery): Promise<OutboxMailList> {
  const where = and(
    // Accounts' addresses are kept in lower case, so the address index (to, id desc) serves this.
    q.to ? eq(outbox.to, q.to) : undefined,
    q.pattern
      ? or(
          ilike(outbox.to, q.pattern),
          ilike(outbox.subject, q.pattern),
          ilike(outbox.text, q.pattern),
        )
      : undefined,
  );
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(outbox)
    .where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    count: total?.count ?? 0,
    hits: rows.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      created_at: mail.createdAt.toISOString(),
    })),
  };
}
