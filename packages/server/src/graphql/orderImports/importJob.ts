import { eq } from 'drizzle-orm';
import { ORDER_ROW_MESSAGES as R } from '@podoffice/domain';
import { csvText } from '../../csv/writer';
import { importHistories } from '../../db/schema';
import { fileStoreOf } from '../../files';
import { yieldToRequests, type JobKind } from '../../jobs/types';
import { downloadArrivingDesigns } from '../../orders/arrivingDesigns';
import { createOrders, OrderDraftError } from '../../orders/createOrder';
import type { CsvOrderRowInput } from '../resolvers-types.generated';
import { checkImportRows, rowDraft, type RowProblem } from './rows';

export interface OrderImportJobData {
  siteId: number;
  startedBy: number;
  originName: string;
  originKey: string | null;
  rows: CsvOrderRowInput[];
}

export interface OrderImportJobResult {
  done: number;
  failed: number;
  message: string;
  history_id: number;
}

/**
 * Orders written per transaction: a progress step, and the requests between two are answered. On
 * the embedded database a transaction holds it whole (db/lanes.ts): 500 orders held it ~330 ms and
 * a page read during an import waited up to 1.3 s at p95; 100 hold it ~70 ms (p95 0.3 s), and
 * 5,000 rows still import in about 5 s.
 */
const BATCH = 100;

/** The refused rows' CSV: the row's own columns and why (the one CSV writer, formulas neutralised). */
export function refusedCsv(rows: readonly CsvOrderRowInput[], problems: readonly RowProblem[]) {
  const byRow = new Map(rows.map((r) => [r.row, r]));
  const reasons = new Map<number, string[]>();
  for (const p of problems)
    reasons.set(p.row, [...(reasons.get(p.row) ?? []), `${p.column}: ${p.message}`]);
  return csvText(
    [
      'Row',
      'Order Number',
      'Variant ID',
      'Quantity',
      'Shipping Method',
      'Last Name',
      'Address1',
      'City',
      'State',
      'Zip Code',
      'Country Code',
      'Reason',
    ],
    [...reasons].map(([row, why]) => {
      const r = byRow.get(row);
      const s = r?.shipping ?? {};
      return [
        row,
        r?.orderNumber,
        r?.variantID,
        r?.quantity,
        r?.shippingMethod,
        s.lastName,
        s.address1,
        s.city,
        s.state,
        s.zipCode,
        s.countryCode,
        why.join('; '),
      ];
    }),
  );
}

/**
 * importFromCSV's job: the rows the first run accepted (its plan, kept on the history row, so a
 * retry makes the same orders and does not find its own 'already imported'), written through the
 * orders core 500 at a time, each new order's designs downloaded onto its print areas by the
 * design-download job; a row the orders core refuses joins the refused ones. Ends with the
 * history's counts and the refused rows' CSV, and §8's 'Done: {n}, failed: {n}, …'.
 */
export const orderImportJob: JobKind<OrderImportJobData> = {
  name: 'order-import',
  async run({ id, data, services, progress }): Promise<OrderImportJobResult> {
    const { db } = services;
    let [history] = await db.select().from(importHistories).where(eq(importHistories.jobId, id));
    if (!history?.plan) {
      const checked = await checkImportRows(db, data.siteId, data.rows);
      [history] = await db
        .insert(importHistories)
        .values({
          siteId: data.siteId,
          userId: data.startedBy,
          jobId: id,
          originKey: data.originKey,
          originName: data.originName,
          plan: { accepted: checked.accepted.map((r) => r.row), problems: checked.problems },
          createdAt: services.now(),
        })
        .onConflictDoUpdate({
          target: importHistories.jobId,
          set: {
            plan: { accepted: checked.accepted.map((r) => r.row), problems: checked.problems },
          },
        })
        .returning();
    }
    const plan = history!.plan!;
    const accepted = new Set(plan.accepted);
    const problems = [...plan.problems];
    let pending = data.rows.filter((r) => accepted.has(r.row));
    let done = 0;
    await progress(0, data.rows.length);
    while (pending.length > 0) {
      const batch = pending.slice(0, BATCH);
      try {
        const made = await createOrders(
          db,
          batch.map((row) => rowDraft(data.siteId, row)),
          { userId: data.startedBy, source: `CSV import ${data.originName}`, now: services.now() },
        );
        done += made.length;
        await downloadArrivingDesigns(services, data.startedBy, made, (i) =>
          (batch[i]!.designs ?? []).flatMap((d) =>
            d.design_link ? [{ name: d.name ?? '', url: d.design_link }] : [],
          ),
        );
        pending = pending.slice(batch.length);
      } catch (error) {
        if (!(error instanceof OrderDraftError)) throw error;
        // The orders core refused one row (and so its batch): it is refused, the others go again.
        const row = batch[error.index]!;
        problems.push({ row: row.row, column: 'Row', message: error.message });
        pending = pending.filter((r) => r !== row);
      }
      await progress(done + problems.length, data.rows.length);
      await yieldToRequests();
    }
    const failed = new Set(problems.map((p) => p.row)).size;
    let refusedKey: string | null = null;
    if (failed > 0) {
      refusedKey = `imports/refused/${id}.csv`;
      await fileStoreOf(services).put(refusedKey, refusedCsv(data.rows, problems), 'text/csv');
    }
    await db
      .update(importHistories)
      .set({ done, failed, refusedKey })
      .where(eq(importHistories.id, history!.id));
    return { done, failed, message: R.done(done, failed), history_id: history!.id };
  },
};
