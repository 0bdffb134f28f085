import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { csvStream } from '../../csv/writer';
import { orderExports } from '../../db/schema';
import { fileStoreOf } from '../../files';
import { escapeHtml } from '../../mail/html';
import { yieldToRequests, type JobContext } from '../../jobs/types';

/** The mailed download address works for a week (an S3 presigned address's longest life). */
const LINK_SECONDS = 7 * 24 * 60 * 60;

export type ExportFileRow = typeof orderExports.$inferSelect;

/** One export file as a job writes it: what it lists, its columns, and its rows page by page. */
export interface ExportFileSpec {
  /**
   * What the file lists (order_exports.kind): its name starts with it. Products' exports are not
   * order files: /export-orders does not list them (their link is mailed).
   */
  kind: 'orders' | 'trackings' | 'products';
  header: readonly string[];
  startedBy: number;
  /** How many rows it will hold (the progress bar's total). */
  total(): Promise<number>;
  /** The rows, a page at a time, each with the order it is of (the file's order ids), if any. */
  pages(signal: AbortSignal): AsyncIterable<{ orderId?: number; cells: unknown[] }[]>;
}

/**
 * Writes an export's CSV through the one CSV writer to a temporary file, stores it in the file
 * store and records it in order_exports (listed on /export-orders), once per job: a retry after
 * the file was stored finds it by the job id instead of writing a second one.
 */
export async function writeExportFile(
  {
    id,
    services,
    progress,
    signal,
  }: Pick<JobContext<unknown>, 'id' | 'services' | 'progress' | 'signal'>,
  spec: ExportFileSpec,
): Promise<{ file: ExportFileRow; count: number }> {
  const { db } = services;
  const [existing] = await db.select().from(orderExports).where(eq(orderExports.jobId, id));
  if (existing) {
    const count = Array.isArray(existing.orderIds) ? existing.orderIds.length : 0;
    return { file: existing, count };
  }
  await progress(0, await spec.total());
  const fileKey = `exports/${spec.kind}/${id}.csv`;
  const folder = await mkdtemp(path.join(tmpdir(), 'podoffice-export-'));
  const csvPath = path.join(folder, 'export.csv');
  const ids: number[] = [];
  let rowsWritten = 0;
  try {
    const csv = csvStream(spec.header);
    const written = pipeline(csv, createWriteStream(csvPath));
    for await (const rows of spec.pages(signal)) {
      if (signal.aborted) throw new Error('stopped');
      for (const row of rows) {
        if (row.orderId !== undefined) ids.push(row.orderId);
        rowsWritten += 1;
        // Back-pressure: wait for the file to take what the writer holds.
        if (!csv.write(row.cells)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      await progress(rowsWritten);
      await yieldToRequests();
    }
    csv.end();
    await written;
    await fileStoreOf(services).putFile(fileKey, csvPath, 'text/csv');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const stamp = services.now().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const [inserted] = await db
    .insert(orderExports)
    .values({
      fileName: `${spec.kind}-${stamp}.csv`,
      fileKey,
      kind: spec.kind,
      orderIds: ids,
      userId: spec.startedBy,
      jobId: id,
    })
    .onConflictDoNothing()
    .returning();
  const [file] = inserted
    ? [inserted]
    : await db.select().from(orderExports).where(eq(orderExports.jobId, id));
  if (!file) throw new Error(`The export of job ${id} was not recorded`);
  return { file, count: rowsWritten };
}

/**
 * Mails the file's download link to each receiver who was not mailed yet (a retried job mails the
 * others only): `what` names the rows, e.g. "orders".
 */
export async function mailExportLink(
  { services, signal }: Pick<JobContext<unknown>, 'services' | 'signal'>,
  file: ExportFileRow,
  emails: readonly string[],
  count: number,
  what: string,
): Promise<void> {
  const { db } = services;
  const store = fileStoreOf(services);
  // The folder store's addresses are relative to the app's origin: a mail needs it whole.
  const link = new URL(
    await store.signedGetUrl(file.fileKey, {
      downloadName: file.fileName,
      expiresInSeconds: LINK_SECONDS,
    }),
    services.appUrl,
  ).href;
  const mailed = new Set(Array.isArray(file.mailedTo) ? (file.mailedTo as string[]) : []);
  const noun = what.replace(/s$/, '');
  for (const to of emails) {
    if (mailed.has(to)) continue;
    if (signal.aborted) throw new Error('stopped');
    await services.mailer.send({
      to,
      subject: `Your ${noun} export ${file.fileName} is ready`,
      text: `The export of ${count} ${what} is ready: ${link}\nThe link works for 7 days.`,
      html: `<p>The export of ${count} ${escapeHtml(what)} is ready: <a href="${escapeHtml(link)}">${escapeHtml(file.fileName)}</a></p><p>The link works for 7 days.</p>`,
    });
    mailed.add(to);
    await db
      .update(orderExports)
      .set({ mailedTo: [...mailed] })
      .where(eq(orderExports.id, file.id));
  }
}

/** A filter as a job keeps it: JSON, its date range as ISO text. */
export type StoredDates<T> = Omit<T, 'from' | 'to'> & { from?: string; to?: string };

export function storeDates<T extends { from?: Date; to?: Date }>(q: T): StoredDates<T> {
  return { ...q, from: q.from?.toISOString(), to: q.to?.toISOString() };
}

export function readDates<T extends { from?: Date; to?: Date }>(q: StoredDates<T>): T {
  return {
    ...q,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
  } as T;
}

/**
 * The rows after `after` in newest-first order (created_at desc, id desc): an export's next page
 * is an index read that starts where the last stopped, however deep the export goes.
 */
export function keysetAfter(
  createdAt: AnyColumn,
  id: AnyColumn,
  after: { createdAt: Date; id: number } | undefined,
): SQL | undefined {
  if (!after) return undefined;
  return or(lt(createdAt, after.createdAt), and(eq(createdAt, after.createdAt), lt(id, after.id)));
}
