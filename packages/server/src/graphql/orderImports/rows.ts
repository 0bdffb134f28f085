import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ORDER_ROW_MESSAGES as R,
  ORDER_ROW_REQUIRED,
  csvRowInput,
  orderRowErrors,
  type OrderRowInput,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderDraft } from '../../orders/createOrder';
import { ORDER_INPUT_MESSAGES, isOrderEmail } from '../../orders/model';
import { orderableVariants } from '../../orders/variantChecks';
import type { CsvOrderRowInput } from '../resolvers-types.generated';

/** What is wrong with one row (the report's line). */
export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

/** The column a field's problem is reported under: §5's names. */
const COLUMN_OF: Partial<Record<keyof OrderRowInput, string>> = {
  ...Object.fromEntries(ORDER_ROW_REQUIRED),
  designs: 'Design',
};

const trim = (value: string | null | undefined) => value?.trim() || null;

/** The order a row makes (§5: its price is 0; the seller pays the variant's base cost). */
export function rowDraft(siteId: number, row: CsvOrderRowInput): OrderDraft {
  const s = row.shipping ?? {};
  const address = {
    firstName: trim(s.firstName),
    lastName: trim(s.lastName),
    phone: trim(s.phone),
    address1: trim(s.address1),
    address2: trim(s.address2),
    city: trim(s.city),
    state: trim(s.state),
    stateCode: trim(s.state),
    zip: trim(s.zipCode),
    country: trim(s.country),
    countryCode: trim(s.countryCode),
  };
  return {
    siteId,
    originId: row.orderNumber!.trim(),
    originItem: row.variantID!.trim(),
    originNumber: row.orderNumber!.trim(),
    productTypeVariantId: Number(row.variantID),
    quantity: Number(row.quantity),
    priceCents: 0,
    variantImage: trim(row.mockup),
    customer: {
      firstName: address.firstName,
      lastName: address.lastName,
      email: trim(s.email)?.toLowerCase() ?? null,
      phone: address.phone,
    },
    billing: address,
    shipping: { ...address, methodTitle: trim(row.shippingMethod) },
  };
}

/**
 * The dry run (and the job's plan): every row checked against §5's row rules, the catalogue (the
 * variant exists, is active, of an active type), repeats within the file and items the site
 * already has. Nothing is written. Answers the rows that pass and every problem of the others.
 */
export async function checkImportRows(
  db: Executor,
  siteId: number,
  rows: readonly CsvOrderRowInput[],
): Promise<{ accepted: CsvOrderRowInput[]; problems: RowProblem[] }> {
  const problems: RowProblem[] = [];
  const refused = new Set<number>();
  const refuse = (row: number, column: string, message: string) => {
    problems.push({ row, column, message });
    refused.add(row);
  };
  const firstOf = new Map<string, number>();
  for (const row of rows) {
    for (const e of orderRowErrors(csvRowInput(row))) {
      refuse(row.row, COLUMN_OF[e.field] ?? e.field, e.message);
    }
    const email = trim(row.shipping?.email);
    if (email && !isOrderEmail(email)) refuse(row.row, 'Email', ORDER_INPUT_MESSAGES.emailInvalid);
    if (refused.has(row.row)) continue;
    const key = `${row.orderNumber!.trim()}\u001f${row.variantID!.trim()}`;
    const first = firstOf.get(key);
    if (first !== undefined) refuse(row.row, 'Order Number', R.repeatedInFile(first));
    else firstOf.set(key, row.row);
  }
  const candidates = rows.filter((r) => !refused.has(r.row));
  const { refusals } = await orderableVariants(
    db,
    candidates.map((r) => Number(r.variantID)),
  );
  const why = {
    notFound: R.variantNotFound,
    inactive: R.variantInactive,
    typePaused: R.typePaused,
  };
  for (const row of candidates) {
    const refusal = refusals.get(Number(row.variantID));
    if (refusal) refuse(row.row, 'Variant ID', why[refusal]);
  }
  const known = await existingItems(
    db,
    siteId,
    candidates
      .filter((r) => !refused.has(r.row))
      .map((r) => ({ origin_id: r.orderNumber!.trim(), item: r.variantID!.trim() })),
  );
  const knownKeys = new Set(known.map((k) => `${k.origin_id}\u001f${k.item}`));
  for (const row of candidates) {
    if (refused.has(row.row)) continue;
    if (knownKeys.has(`${row.orderNumber!.trim()}\u001f${row.variantID!.trim()}`)) {
      refuse(row.row, 'Order Number', R.alreadyImported);
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { accepted: rows.filter((r) => !refused.has(r.row)), problems };
}

/**
 * §7 CheckExistOrders: which order items the site already has. Read by the shop order ids (the
 * orders' unique index leads with the site and the origin id), 500 ids a statement, and matched
 * to the items here: a row-value IN list of 500 pairs took PGlite minutes.
 */
export async function existingItems(
  db: Executor,
  siteId: number,
  items: readonly { origin_id: string; item: string }[],
): Promise<{ origin_id: string; item: string }[]> {
  const wanted = new Set(items.map((i) => `${i.origin_id}\u001f${i.item}`));
  const ids = [...new Set(items.map((i) => i.origin_id))];
  const found: { origin_id: string; item: string }[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .select({ origin_id: orders.originId, item: orders.originItem })
      .from(orders)
      .where(
        and(
          eq(orders.siteId, siteId),
          inArray(orders.originId, ids.slice(start, start + 500)),
          isNull(orders.splitFromId),
        ),
      );
    found.push(...rows.filter((r) => wanted.has(`${r.origin_id}\u001f${r.item}`)));
  }
  return found;
}
