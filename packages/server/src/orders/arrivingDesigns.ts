import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { orderPrintFiles } from '../db/schema';
import { designDownloadJob } from '../graphql/orders/designDownload';
import { jobsOf } from '../jobs';
import type { Services } from '../graphql/context';

/** A design an order arrived with: the print area it is for (by title) and its address. */
export interface ArrivingDesign {
  name: string;
  url: string;
}

/** A CSV row's unnamed design (Design_n): the order's n-th print area. */
const UNNAMED = /^design_(\d+)$/i;

/**
 * The designs orders arrived with (the order API, a CSV import) downloaded onto their print areas
 * by the design-download job, as the platform (§4 'Designs is downloading'): each design goes on
 * the area of its name, an unnamed one (Design_n) on the n-th area; a design for no area is left
 * out. Only orders made now: an item imported before keeps its designs. One job per order, keyed
 * by what it downloads, so a retried import does not download twice.
 */
export async function downloadArrivingDesigns(
  services: Services,
  sellerId: number,
  made: readonly { id: number; created: boolean }[],
  designsOf: (index: number) => readonly ArrivingDesign[],
): Promise<void> {
  for (const [i, order] of made.entries()) {
    const designs = designsOf(i);
    if (!order.created || designs.length === 0) continue;
    const areas = await services.db
      .select({ id: orderPrintFiles.id, title: orderPrintFiles.title })
      .from(orderPrintFiles)
      .where(eq(orderPrintFiles.orderId, order.id))
      .orderBy(asc(orderPrintFiles.id));
    const byTitle = new Map(areas.map((a) => [a.title.trim().toLowerCase(), a.id]));
    const wanted = designs
      .map((d) => {
        const nth = UNNAMED.exec(d.name.trim());
        const printFileId =
          byTitle.get(d.name.trim().toLowerCase()) ??
          (nth ? areas[Number(nth[1]) - 1]?.id : undefined);
        return { printFileId, url: d.url };
      })
      .filter((d): d is { printFileId: number; url: string } => d.printFileId !== undefined);
    if (wanted.length === 0) continue;
    const data = { orderId: order.id, startedBy: sellerId, designs: wanted, arriving: true };
    await jobsOf(services).enqueue(designDownloadJob, data, {
      key: createHash('sha256').update(JSON.stringify(data)).digest('hex'),
      startedBy: sellerId,
    });
  }
}
