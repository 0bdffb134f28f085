import {
  SUPPLIER_STATS_INTERVALS,
  SUPPLIER_STATS_MESSAGES,
  fromCents,
  hasRole,
  supplierStatsBuckets,
  supplierStatsInterval,
  supplierStatsRangeError,
  type SupplierStatsInterval,
} from '@podoffice/domain';
import { parseId, parseIsoDate } from '../args';
import type { Context } from '../context';
import { listRead } from '../listReads';
import { badInput, forbidden, notFound } from '../errors';
import { asksFor } from '../asksOnly';
import { productTypeOfOrder } from '../orders/queries';
import { categoriesByType, suppliersByType } from '../productTypes/queries';
import type { Resolvers } from '../resolvers-types.generated';
import {
  supplierStats,
  supplierTransactions,
  type ProductTypeTerms,
  type SupplierOf,
} from './queries';

/** This server's own answers (the domain's SUPPLIER_STATS_MESSAGES say what is wrong with a range). */
export const SUPPLIER_DASHBOARD_MESSAGES = {
  aggBy: 'agg_by must be day, week or month',
  /** A range of 5 years by day would be 1,800 points: no chart shows them. */
  tooManyPeriods: (max: number) =>
    `The range has more than ${max} periods: choose a shorter range or a longer period`,
  supplierNotFound: 'Supplier not found',
  productTypeNotFound: 'Product type not found',
} as const;

/** The most periods one series holds (a year by day; 5 years by week is 262). */
export const MAX_SUPPLIER_STATS_PERIODS = 400;

/**
 * Whose figures: staff any supplier's (every supplier's when none is named); a Supplier their own
 * only, naming another is refused rather than quietly answered with theirs. Everyone else is
 * refused: Sellers, Listing and Accounting have no supplier dashboard (§2).
 */
async function supplierOf(ctx: Context, asked: string | null | undefined): Promise<SupplierOf> {
  const viewer = await ctx.viewer();
  const id =
    asked === null || asked === undefined
      ? null
      : parseId(asked, SUPPLIER_DASHBOARD_MESSAGES.supplierNotFound);
  if (hasRole(viewer, 'Administrator', 'Supporter')) return id;
  if (hasRole(viewer, 'Supplier')) {
    if (id !== null && id !== viewer.id) throw forbidden();
    return viewer.id;
  }
  throw forbidden();
}

function intervalOf(asked: string | null | undefined, from: Date, to: Date): SupplierStatsInterval {
  if (asked === null || asked === undefined) return supplierStatsInterval(from, to);
  const interval = SUPPLIER_STATS_INTERVALS.find((i) => i === asked);
  if (!interval) throw badInput(SUPPLIER_DASHBOARD_MESSAGES.aggBy);
  return interval;
}

function terms(top: ProductTypeTerms) {
  return {
    product_types: {
      buckets: top.buckets.map((b) => ({
        key: b.key,
        doc_count: b.doc_count,
        revenue: { value: fromCents(b.revenueCents) },
      })),
      sum_other_doc_count: top.sum_other_doc_count,
    },
  };
}

const ignore = () => undefined;

export const supplierDashboardResolvers: Resolvers = {
  SupplierStatsProductTypeBucket: {
    product_type: async (parent, _args, ctx, info) => {
      const id = Number(parent.key);
      // The types' suppliers and categories, when asked, are loaded in the same tick as the types:
      // one round trip for the three statements, not the types' and then theirs (issue 29: under
      // many clients each round trip waits its turn on the API's event loop). A failure is reported
      // by the field that asked (the same load, cached).
      if (asksFor(info, 'suppliers')) ctx.loader(suppliersByType).load(id).catch(ignore);
      if (asksFor(info, 'categories')) ctx.loader(categoriesByType).load(id).catch(ignore);
      const type = await ctx.loader(productTypeOfOrder).load(id);
      if (!type) throw notFound(SUPPLIER_DASHBOARD_MESSAGES.productTypeNotFound);
      return type;
    },
  },
  Query: {
    supplierStats: async (_parent, { filter }, ctx) => {
      const supplierId = await supplierOf(ctx, filter.supplier_id);
      const from = parseIsoDate(filter.from, 'from', 'start');
      const to = parseIsoDate(filter.to, 'to', 'end');
      if (!from || !to) throw badInput(SUPPLIER_STATS_MESSAGES.invalid);
      const rangeError = supplierStatsRangeError(from, to);
      if (rangeError) throw badInput(rangeError);
      const interval = intervalOf(filter.agg_by, from, to);
      // Refused before the query: a day-by-day series over years is work no chart can show.
      if (supplierStatsBuckets(from, to, interval).length > MAX_SUPPLIER_STATS_PERIODS) {
        throw badInput(SUPPLIER_DASHBOARD_MESSAGES.tooManyPeriods(MAX_SUPPLIER_STATS_PERIODS));
      }
      const stats = await listRead(ctx, (db) => supplierStats(db, supplierId, from, to, interval));
      return {
        agg_by: interval,
        from: from.toISOString(),
        to: to.toISOString(),
        count: stats.count,
        aggregations: {
          period: {
            buckets: stats.periods.map((p) => ({
              key: p.key,
              key_as_string: p.key_as_string,
              doc_count: p.doc_count,
              revenue: { value: fromCents(p.revenueCents) },
              top_product_types: terms(p.top),
            })),
          },
          revenue: { value: fromCents(stats.revenueCents) },
          top_product_types: terms(stats.top),
        },
      };
    },
    supplierTransactions: async (_parent, { filter }, ctx) => {
      const supplierId = await supplierOf(ctx, filter?.supplier_id);
      return listRead(ctx, (db) => supplierTransactions(db, supplierId));
    },
  },
};
