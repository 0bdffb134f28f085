import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { SWEEP_INTERVAL_MS, UNRECORDED_UPLOAD_MAX_AGE_SECONDS, type FileStore } from './store';
import { startPeriodic, type Periodic } from '../periodic';

/** Keys looked up in one query. */
const BATCH = 500;

/**
 * Deletes the uploads nobody recorded with createFile once they are older than
 * UNRECORDED_UPLOAD_MAX_AGE_SECONDS: their addresses expired long ago, so nothing can record them
 * any more. Answers how many it deleted.
 */
export async function sweepUnrecordedUploads(
  store: FileStore,
  db: Database,
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - UNRECORDED_UPLOAD_MAX_AGE_SECONDS * 1000;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const recorded = await db
      .select({ key: files.key })
      .from(files)
      .where(inArray(files.key, batch));
    const keep = new Set(recorded.map((r) => r.key));
    for (const key of batch.filter((k) => !keep.has(k))) {
      await store.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const upload of store.listUploads()) {
    if (upload.modifiedAt.getTime() >= cutoff) continue;
    batch.push(upload.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

export type UploadSweeper = Periodic;

/** Sweeps at start and then every `intervalMs` (startPeriodic: one at a time, failures logged). */
export function startUploadSweeper(
  store: FileStore,
  db: Database,
  now: () => Date,
  intervalMs = SWEEP_INTERVAL_MS,
): UploadSweeper {
  return startPeriodic(
    'The sweep of unrecorded uploads',
    () => sweepUnrecordedUploads(store, db, now()),
    intervalMs,
  );
}
