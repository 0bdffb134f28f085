import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  EXTERNAL_ORDERS_MAX_LIMIT,
  EXTERNAL_ORDERS_PAGE_SIZE,
  canReadExternalOrders,
  fromCents,
  hasRole,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { preparedRead } from '../../db/preparedReads';
import { externalOrders, sites } from '../../db/schema';
import { page, parseId } from '../args';
import type { Context, Viewer } from '../context';
import { forbidden } from '../errors';
import type { ExternalOrder, ExternalOrderFilter } from '../resolvers-types.generated';

/** The sites whose external orders a caller reads: a Seller's own, or null (every site) for staff. */
export async function externalOrderSites(
  ctx: Context,
  viewer: Viewer,
): Promise<readonly number[] | null> {
  if (!canReadExternalOrders(viewer)) throw forbidden();
  if (hasRole(viewer, 'Administrator', 'Supporter')) return null;
  const own = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.userId, viewer.id));
  return own.map((s) => s.id);
}

/** Waiting: not mapped, not removed (the lists' partial indexes hold exactly these). */
export const waiting = () =>
  and(isNull(externalOrders.mappedAt), isNull(externalOrders.removedAt)) as SQL;

/** The site condition of a caller's scope and the site asked for (a Seller's own only). */
function siteCondition(scope: readonly number[] | null, siteId: number | null): SQL | undefined {
  if (siteId !== null) {
    if (scope !== null && !scope.includes(siteId)) throw forbidden();
    return eq(externalOrders.siteId, siteId);
  }
  if (scope === null) return undefined;
  return inArray(externalOrders.siteId, scope.length ? [...scope] : [-1]);
}

/** §2's list: count and one page, newest first. */
export async function listExternalOrders(
  ctx: Context,
  scope: readonly number[] | null,
  filter: ExternalOrderFilter | null | undefined,
): Promise<{ count: number; hits: ExternalOrder[] }> {
  const { limit, offset } = page(filter, EXTERNAL_ORDERS_PAGE_SIZE, EXTERNAL_ORDERS_MAX_LIMIT);
  const siteId = filter?.siteId ? parseId(filter.siteId, 'Site not found') : null;
  const where = and(waiting(), siteCondition(scope, siteId));
  const [total, rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(externalOrders).where(where),
    ctx.db
      .select({
        row: externalOrders,
        site: { id: sites.id, title: sites.title, platform: sites.platform, domain: sites.domain },
      })
      .from(externalOrders)
      .innerJoin(sites, eq(sites.id, externalOrders.siteId))
      .where(where)
      .orderBy(desc(externalOrders.createdAt), desc(externalOrders.id))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    count: total[0]?.n ?? 0,
    hits: rows.map(({ row, site }) => ({
      id: String(row.id),
      site_id: String(row.siteId),
      site: { ...site, id: String(site.id) },
      platform: site.platform,
      order_origin_id: row.orderOriginId,
      order_number: row.orderNumber,
      line_item_id: row.lineItemId,
      product_origin_id: row.productOriginId,
      variant_origin_id: row.variantOriginId,
      product: row.title,
      variant_title: row.variantTitle,
      sku: row.sku,
      quantity: row.quantity,
      price: fromCents(row.priceCents),
      images: row.images,
      metaData: row.metaData,
      personalized: row.personalized,
      print_file_url: row.printFileUrl,
      tags: row.tags,
      mapped: row.mappedAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The dashboards' External Order card: the waiting lines of the sites counted. */
export async function countWaiting(
  db: Executor,
  siteIds: readonly number[] | null,
): Promise<number> {
  const where = and(
    waiting(),
    siteIds === null
      ? undefined
      : inArray(externalOrders.siteId, siteIds.length ? [...siteIds] : [-1]),
  );
  // Every staff and seller dashboard counts these: built once (preparedRead).
  const [row] = await preparedRead(db, 'countWaiting', where, (filter) =>
    db.select({ n: count() }).from(externalOrders).where(filter),
  );
  return row?.n ?? 0;
}
