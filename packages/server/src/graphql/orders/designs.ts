import { eq } from 'drizzle-orm';
import {
  DESIGN_MESSAGES as D,
  checkOrderAction,
  hasRole,
  isLabelFileName,
  isPrintFileName,
  orderActorOf,
  type OrderStatus,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { files, orderPrintFiles, orders } from '../../db/schema';
import { ORDER_ACTIVITY_TYPES } from '../../orders/model';
import { parseId } from '../args';
import type { Context, Viewer } from '../context';
import { badInput } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { actOnOrder, actorName, orderFactsOf } from './act';
import { fileStoreOf } from '../../files';
import { fileUrl, filesById } from '../files/files';
import { reDownloadPrintFiles } from './designDownload';
import { toOrder } from './queries';

/** The most print files one save names (a product type has a handful of print areas). */
const PRINT_FILES_MAX = 50;

/**
 * An uploaded file the caller may attach: recorded by them (staff: by anyone), of a type the
 * check accepts. 'File not found' otherwise, so another user's file ids reveal nothing.
 */
async function fileOf(
  tx: Executor,
  viewer: Viewer,
  rawId: string | number,
  accepts: (name: string) => boolean,
  typeMessage: string,
) {
  const id = parseId(rawId, D.fileNotFound);
  const [file] = await tx.select().from(files).where(eq(files.id, id));
  const staff = hasRole(viewer, 'Administrator', 'Supporter');
  if (!file || (!staff && file.userId !== viewer.id)) throw badInput(D.fileNotFound);
  if (!accepts(file.fileName)) throw badInput(typeMessage);
  return file;
}

/**
 * Saves designs on an order's print areas as Upload Designs does (the print-file locks of the state
 * machine's uploadPrintFile), and moves the order on as nextStatus says; the re-download job saves
 * what it downloaded through here too.
 */
export async function savePrintFiles(
  ctx: Context,
  orderId: string | number,
  printFiles: readonly { id: string | number; fileID: string | number }[],
  isReady: boolean,
) {
  if (printFiles.length === 0 || printFiles.length > PRINT_FILES_MAX) {
    throw badInput(D.printFilesRequired);
  }
  const viewer = await ctx.viewer();
  return actOnOrder(ctx, orderId, 'uploadPrintFile', async (tx, order) => {
    const areas = await tx
      .select()
      .from(orderPrintFiles)
      .where(eq(orderPrintFiles.orderId, order.id));
    const byId = new Map(areas.map((a) => [a.id, a]));
    const changed: string[] = [];
    for (const input of printFiles) {
      const area = byId.get(parseId(input.id, D.printFileNotFound));
      if (!area) throw badInput(D.printFileNotFound);
      const file = await fileOf(tx, viewer, input.fileID, isPrintFileName, D.printFileType);
      if (area.fileId === file.id) continue;
      await tx
        .update(orderPrintFiles)
        .set({ fileId: file.id })
        .where(eq(orderPrintFiles.id, area.id));
      area.fileId = file.id;
      changed.push(`${area.title}: ${file.fileName}`);
    }
    const designed = areas.length > 0 && areas.every((a) => a.fileId !== null);
    const status = await nextStatus(tx, ctx, viewer, order, designed, isReady);
    await tx
      .update(orders)
      .set({ designStatus: designed, ...(status ? { status } : {}), updatedAt: ctx.now })
      .where(eq(orders.id, order.id));
    const moved = status && status !== order.status ? `; ${order.status} to ${status}` : '';
    return {
      activity: ORDER_ACTIVITY_TYPES.updatePrintFiles,
      message: `Print files ${changed.length ? changed.join(', ') : 'saved'} by ${actorName(viewer)}${moved}`,
      oldData: { status: order.status },
      newData: { status: status ?? order.status, print_files: changed },
    };
  });
}

/** Resolvers of the Upload Designs drawer's calls (schema/orders.graphql). */
export const orderDesignResolvers: Resolvers = {
  OrderPrintFile: {
    url: async (parent, _args, ctx) => {
      if (parent.fileID === null || parent.fileID === undefined) return null;
      const row = await ctx.loader(filesById).load(Number(parent.fileID));
      return row ? fileUrl(fileStoreOf(ctx.services), row.key) : null;
    },
  },
  Mutation: {
    reDownloadPrintFiles: (_parent, args, ctx) =>
      reDownloadPrintFiles(ctx, args.orderID, args.newDesigns),
    updateOrderPrintFiles: async (_parent, args, ctx) =>
      toOrder(await savePrintFiles(ctx, args.order_id, args.print_files, args.is_ready === true)),

    updateOrderLabelImageId: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, args.order_id, 'uploadPrintFile', async (tx, order) => {
        const file =
          args.label_image_id === null || args.label_image_id === undefined
            ? null
            : await fileOf(tx, viewer, args.label_image_id, isLabelFileName, D.labelType);
        await tx
          .update(orders)
          .set({ labelImageId: file?.id ?? null, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.updateLabel,
          message: file
            ? `Label ${file.fileName} uploaded by ${actorName(viewer)}`
            : `Label removed by ${actorName(viewer)}`,
          oldData: { label_image_id: order.labelImageId },
          newData: { label_image_id: file?.id ?? null },
        };
      });
      return toOrder(row);
    },
  },
};

/**
 * Where a saved design takes the order: one waiting for its design (pending_design) goes on to
 * processing once every print area has one; with is_ready, whoever may Set ready (§4: an
 * Administrator, after the hold) moves it, or a processing or error order, to ready. Null: it stays.
 */
async function nextStatus(
  tx: Executor,
  ctx: Context,
  viewer: Viewer,
  order: typeof orders.$inferSelect,
  designed: boolean,
  isReady: boolean,
): Promise<OrderStatus | null> {
  if (!designed) return null;
  const facts = await orderFactsOf(tx, order);
  if (isReady) {
    const actor = orderActorOf(viewer, facts.seller_id === viewer.id ? order.siteId : null);
    const from = facts.status === 'pending_design' ? 'processing' : facts.status;
    const check = checkOrderAction(
      'setReady',
      { ...facts, status: from, has_design: true },
      actor,
      ctx.now,
    );
    if (check.ok) return 'ready';
  }
  return facts.status === 'pending_design' ? 'processing' : null;
}
