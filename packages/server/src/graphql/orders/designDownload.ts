import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import {
  DESIGN_MESSAGES as D,
  checkOrderAction,
  isDesignUrl,
  isPrintFileName,
  orderActorOf,
} from '@podoffice/domain';
import type { Database } from '../../db/client';
import { entityLogs, files, orderPrintFiles, orders } from '../../db/schema';
import { ORDER_ENTITY_NAME } from '../../orders/model';
import { MAX_UPLOAD_BYTES, downloadsPrivateOf, fileStoreOf, safeFileName } from '../../files';
import { DownloadError, downloadToFile } from '../../files/download';
import { jobsOf } from '../../jobs';
import { JobFailure, type JobKind } from '../../jobs/types';
import { parseId } from '../args';
import { jobContext, type Context } from '../context';
import { badInput, notFound } from '../errors';
import { sourceOf } from '../files/files';
import { toBackgroundJob } from '../jobs/resolvers';
import type { BackgroundJob, NewDesignInput } from '../resolvers-types.generated';
import { orderFactsOf } from './act';
import { savePrintFiles } from './designs';
import { ORDER_READ_MESSAGES } from './filter';
import { inScope, orderScope } from './scope';

/** A design address is at most this long (a CDN's signed address is a few hundred characters). */
const URL_MAX = 2_048;
/** One re-download names at most this many print areas (a type has a handful). */
const DESIGNS_MAX = 20;
/** How long one design may take to download. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The extension a design without one in its address gets from its type. */
const EXTENSION_OF_MIME: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/tiff': '.tiff',
  'image/vnd.adobe.photoshop': '.psd',
  'image/vnd.dxf': '.dxf',
};

export interface DesignDownloadJobData {
  orderId: number;
  startedBy: number;
  designs: { printFileId: number; url: string }[];
  /**
   * The designs an order arrived with (the order API): the platform puts them on a Pending
   * Designs order itself, as §4's 'Designs is downloading' says, rather than as the seller, whom
   * Upload Designs refuses there.
   */
  arriving?: boolean;
}

/** The file name a download is stored under: its own when it is a design's type, else by its mime. */
function designFileName(fileName: string, mime: string): string | null {
  if (isPrintFileName(fileName)) return fileName;
  const extension = EXTENSION_OF_MIME[mime];
  return extension ? `${fileName.replace(/\.[^.]*$/, '') || 'design'}${extension}` : null;
}

/**
 * Re-download print files: each address is downloaded (downloadToFile: public addresses only, 20
 * MB, a minute), stored as an upload of the user who asked, and saved on its print area as Upload
 * Designs saves one (savePrintFiles: the print-file locks, pending_design to processing). A retry
 * reuses what an earlier attempt stored (the key is the job's and the area's).
 */
export const designDownloadJob: JobKind<DesignDownloadJobData> = {
  name: 'design-download',
  retryLimit: 2,
  async run(job) {
    const { services, data } = job;
    const store = fileStoreOf(services);
    const saved: { id: number; fileID: number }[] = [];
    const folder = await mkdtemp(path.join(tmpdir(), 'pod-design-'));
    try {
      await job.progress(0, data.designs.length);
      for (const design of data.designs) {
        const prefix = `uploads/designs/${job.id}/${design.printFileId}/`;
        const [existing] = await services.db
          .select({ id: files.id, key: files.key })
          .from(files)
          .where(and(eq(files.userId, data.startedBy), eq(files.uuid, prefix)));
        let fileId = existing?.id;
        if (fileId === undefined) {
          const temp = path.join(folder, String(design.printFileId));
          let got;
          try {
            got = await downloadToFile(design.url, temp, {
              allowPrivate: downloadsPrivateOf(services),
              maxBytes: MAX_UPLOAD_BYTES,
              timeoutMs: DOWNLOAD_TIMEOUT_MS,
            });
          } catch (e) {
            // A refused or missing address will not change on a retry: the job fails with why.
            if (e instanceof DownloadError) throw new JobFailure(e.message);
            throw e;
          }
          const name = designFileName(got.fileName, got.mime);
          if (!name) throw new JobFailure(D.printFileType);
          const key = `${prefix}${safeFileName(name)}`;
          await store.putFile(key, temp, got.mime);
          const [row] = await services.db
            .insert(files)
            .values({
              key,
              source: sourceOf(store),
              fileName: name,
              fileMime: got.mime,
              fileSize: got.size,
              // The job's own marker, so a retry finds what this attempt stored.
              uuid: prefix,
              userId: data.startedBy,
            })
            .onConflictDoNothing()
            .returning({ id: files.id });
          fileId =
            row?.id ??
            (await services.db.select({ id: files.id }).from(files).where(eq(files.key, key)))[0]!
              .id;
        }
        saved.push({ id: design.printFileId, fileID: fileId });
        await job.progress(saved.length, data.designs.length);
      }
      if (data.arriving)
        return attachArrivingDesigns(services.db, data.orderId, saved, services.now());
      // Saved as the user who asked, checked again now: the order may have moved on meanwhile.
      const order = await savePrintFiles(
        jobContext(services, data.startedBy),
        data.orderId,
        saved,
        false,
      );
      return { order_id: order.id, print_files: saved.length, status: order.status };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
};

/**
 * An arriving order's designs onto its empty print areas, while it still waits for them (pending
 * design); once every area has one it moves on to processing, as an upload would move it. An
 * order that moved on meanwhile (paused, cancelled, designed by hand) keeps what it has.
 */
async function attachArrivingDesigns(
  db: Database,
  orderId: number,
  saved: readonly { id: number; fileID: number }[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'pending_design') {
      return { order_id: orderId, print_files: 0, status: order?.status ?? null };
    }
    let attached = 0;
    for (const design of saved) {
      const done = await tx
        .update(orderPrintFiles)
        .set({ fileId: design.fileID })
        .where(
          and(
            eq(orderPrintFiles.id, design.id),
            eq(orderPrintFiles.orderId, orderId),
            isNull(orderPrintFiles.fileId),
          ),
        )
        .returning({ id: orderPrintFiles.id });
      attached += done.length;
    }
    const areas = await tx
      .select({ fileId: orderPrintFiles.fileId })
      .from(orderPrintFiles)
      .where(eq(orderPrintFiles.orderId, orderId));
    const designed = areas.length > 0 && areas.every((a) => a.fileId !== null);
    const status = designed ? 'processing' : order.status;
    await tx
      .update(orders)
      .set({ designStatus: designed, status, updatedAt: now })
      .where(eq(orders.id, orderId));
    await tx.insert(entityLogs).values({
      entityName: ORDER_ENTITY_NAME,
      entityId: orderId,
      message: `${attached} design(s) downloaded from the order's addresses${designed ? '; pending_design to processing' : ''}`,
      createdAt: now,
    });
    return { order_id: orderId, print_files: attached, status };
  });
}

/**
 * reDownloadPrintFiles (spec 2 §5, §7): every address must be a design address ('File design is
 * not url.') of one of the order's print areas, the caller one who may upload its designs now (the
 * print-file locks); the downloads are a job the page follows.
 */
export async function reDownloadPrintFiles(
  ctx: Context,
  rawOrderId: string,
  newDesigns: readonly NewDesignInput[],
): Promise<BackgroundJob> {
  const viewer = await ctx.viewer();
  if (newDesigns.length === 0 || newDesigns.length > DESIGNS_MAX)
    throw badInput(D.printFilesRequired);
  for (const design of newDesigns) {
    if (design.url.length > URL_MAX || !isDesignUrl(design.url)) throw badInput(D.notUrl);
  }
  const scope = await orderScope(ctx, viewer);
  const id = parseId(rawOrderId, ORDER_READ_MESSAGES.orderNotFound);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!order || !inScope(scope, order)) throw notFound(ORDER_READ_MESSAGES.orderNotFound);
  const facts = await orderFactsOf(ctx.db, order);
  const actor = orderActorOf(viewer, facts.seller_id === viewer.id ? order.siteId : null);
  const check = checkOrderAction('uploadPrintFile', facts, actor, ctx.now);
  if (!check.ok) throw badInput(check.reason);
  const areas = new Set(
    (
      await ctx.db
        .select({ id: orderPrintFiles.id })
        .from(orderPrintFiles)
        .where(eq(orderPrintFiles.orderId, order.id))
    ).map((a) => a.id),
  );
  const designs = newDesigns.map((d) => {
    const printFileId = parseId(d.id, D.printFileNotFound);
    if (!areas.has(printFileId)) throw badInput(D.printFileNotFound);
    return { printFileId, url: d.url.trim() };
  });
  const data: DesignDownloadJobData = { orderId: order.id, startedBy: viewer.id, designs };
  const row = await jobsOf(ctx.services).enqueue(designDownloadJob, data, {
    key: createHash('sha256').update(JSON.stringify(data)).digest('hex'),
    startedBy: viewer.id,
  });
  return toBackgroundJob(row);
}
