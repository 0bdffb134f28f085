// MSW handlers and fixtures of the dashboard area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  SERVER_MESSAGES,
  hasRole,
  supplierStatsBuckets,
  supplierStatsInterval,
  supplierStatsRangeError,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { DashboardQuery } from './api/Dashboard.generated';
import type {
  DashboardNewsQuery,
  DashboardNewsQueryVariables,
  SupplierStatsQuery,
  SupplierStatsQueryVariables,
  SupplierTransactionsQuery,
} from './api/SupplierDashboard.generated';

export type DashboardFixture = DashboardQuery['dashboard'];

/** Counts as the server gives them: All is the sum of every status (refunded included). */
export function makeDashboard(overrides: Partial<DashboardFixture> = {}): DashboardFixture {
  return {
    internal_order: {
      all: 3012,
      pending: 410,
      pending_design: 95,
      processing: 620,
      ready: 388,
      in_production: 240,
      fulfilled: 1104,
      cancelled: 77,
      error: 33,
    },
    external_order: { all: 58 },
    ...overrides,
  };
}

/** A Supplier's counts: only the statuses of their orders. */
export const supplierDashboard: DashboardFixture = {
  internal_order: {
    all: 412,
    pending: 0,
    pending_design: 12,
    processing: 0,
    ready: 140,
    in_production: 80,
    fulfilled: 170,
    cancelled: 0,
    error: 0,
  },
  external_order: { all: 0 },
};

const empty: DashboardFixture = {
  internal_order: {
    all: 0,
    pending: 0,
    pending_design: 0,
    processing: 0,
    ready: 0,
    in_production: 0,
    fulfilled: 0,
    cancelled: 0,
    error: 0,
  },
  external_order: { all: 0 },
};
export const emptyDashboard = empty;

/**
 * The dashboard call: the roles that read orders get counts (a Supplier theirs); Listing and
 * Accounting read no orders and are refused, as by the server.
 */
export function dashboardHandlers(
  counts: DashboardFixture = makeDashboard(),
  supplierCounts: DashboardFixture = supplierDashboard,
) {
  return [
    apiLink().query('Dashboard', ({ request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!hasRole(user, 'Administrator', 'Supporter', 'Seller', 'Supplier')) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      const dashboard = hasRole(user, 'Administrator', 'Supporter', 'Seller')
        ? counts
        : supplierCounts;
      return HttpResponse.json({ data: { dashboard } });
    }),
  ];
}

/** The dashboard call failing with this message. */
export function dashboardFailure(message: string) {
  return apiLink().query('Dashboard', () => graphqlError(message));
}

/** The dashboard call never answering: the loading state. */
export function dashboardLoading() {
  return apiLink().query('Dashboard', neverResolves);
}

type SupplierStatsFixture = SupplierStatsQuery['supplierStats'];
type TopTypesFixture = SupplierStatsFixture['aggregations']['top_product_types']['product_types'];
type NewsHit = DashboardNewsQuery['news']['hits'][number];

const TYPE_TITLES = [
  'Classic Tee',
  'Hoodie',
  'Mug 11oz',
  'Tote Bag',
  'Poster',
  'Phone Case',
  'Canvas',
  'Sticker',
  'Blanket',
  'Cap',
];

/** The range's top 10 product types, biggest first, and the orders of every other type. */
export function makeTopProductTypes(scale = 1): TopTypesFixture {
  return {
    sum_other_doc_count: 75 * scale,
    buckets: TYPE_TITLES.map((title, i) => ({
      key: String(i + 1),
      doc_count: (140 - i * 12) * scale,
      product_type: {
        id: String(i + 1),
        title,
        sku: `PT${i + 1}`,
        suppliers: [
          { id: '4', first_name: 'Priya', last_name: 'Nair' },
          ...(i % 3 === 0 ? [{ id: '193', first_name: 'Color', last_name: 'Ecommerce' }] : []),
        ],
        categories: i % 2 === 0 ? [{ id: '1', title: 'Apparel' }] : [{ id: '2', title: 'Home' }],
      },
    })),
  };
}

/**
 * supplierStats over a range as the server shapes it: the periods from the domain's rule (by day,
 * week or month), a revenue per period that grows with its position, the top 10 over the range.
 */
export function makeSupplierStats(from: string, to: string, empty = false): SupplierStatsFixture {
  const interval = supplierStatsInterval(from, to);
  const buckets = supplierStatsBuckets(from, to, interval).map((b, i) => ({
    key: b.key,
    key_as_string: b.key_as_string,
    doc_count: empty ? 0 : 10 + i * 2,
    revenue: { value: empty ? 0 : 120 + i * 35.5 },
  }));
  const revenue = buckets.reduce((sum, b) => sum + b.revenue.value, 0);
  return {
    agg_by: interval,
    count: buckets.reduce((sum, b) => sum + b.doc_count, 0),
    aggregations: {
      revenue: { value: Math.round(revenue * 100) / 100 },
      period: { buckets },
      top_product_types: {
        product_types: empty ? { buckets: [], sum_other_doc_count: 0 } : makeTopProductTypes(),
      },
    },
  };
}

export const supplierTransactionsFixture: SupplierTransactionsQuery['supplierTransactions'] = {
  count: 390,
  pendingAmount: 2450.5,
  approvedAmount: 9120.75,
};

/** Seven active news items, newest first: three loads of 3, 3 and 1. */
export const dashboardNewsFixtures: NewsHit[] = Array.from({ length: 7 }, (_, i) => ({
  id: String(70 - i),
  title: `Production update ${7 - i}`,
  created_at: new Date(Date.UTC(2026, 2, 20 - i * 2, 9)).toISOString(),
}));

/** Who may read the supplier figures, as the server decides: Suppliers and staff. */
function supplierFiguresRefusal(request: Request) {
  const user = userOfRequest(request);
  if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
  if (!hasRole(user, 'Administrator', 'Supporter', 'Supplier')) {
    return graphqlError(SERVER_MESSAGES.forbidden);
  }
  return null;
}

/** The supplier dashboard's calls: stats over the asked range, the amounts and paged news. */
export function supplierDashboardHandlers({
  empty = false,
  news = dashboardNewsFixtures,
}: { empty?: boolean; news?: NewsHit[] } = {}) {
  return [
    apiLink().query('SupplierStats', ({ request, variables }) => {
      const refusal = supplierFiguresRefusal(request);
      if (refusal) return refusal;
      const { from, to } = (variables as SupplierStatsQueryVariables).filter;
      const error = supplierStatsRangeError(from, to);
      if (error) return graphqlError(error);
      return HttpResponse.json({ data: { supplierStats: makeSupplierStats(from, to, empty) } });
    }),
    apiLink().query('SupplierTransactions', ({ request }) => {
      const refusal = supplierFiguresRefusal(request);
      if (refusal) return refusal;
      const supplierTransactions = empty
        ? { count: 0, pendingAmount: 0, approvedAmount: 0 }
        : supplierTransactionsFixture;
      return HttpResponse.json({ data: { supplierTransactions } });
    }),
    apiLink().query('DashboardNews', ({ request, variables }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const filter = (variables as DashboardNewsQueryVariables).filter ?? {};
      const offset = filter.offset ?? 0;
      const hits = news.slice(offset, offset + (filter.limit ?? 20));
      return HttpResponse.json({ data: { news: { count: news.length, hits } } });
    }),
  ];
}

/** The supplier figures failing with this message (the news still load). */
export function supplierStatsFailure(message: string) {
  return [
    apiLink().query('SupplierStats', () => graphqlError(message)),
    apiLink().query('SupplierTransactions', () => graphqlError(message)),
  ];
}

/** The news failing with this message. */
export function dashboardNewsFailure(message: string) {
  return apiLink().query('DashboardNews', () => graphqlError(message));
}

/** The supplier figures and news never answering: the loading state. */
export function supplierDashboardLoading() {
  return ['SupplierStats', 'SupplierTransactions', 'DashboardNews'].map((name) =>
    apiLink().query(name, neverResolves),
  );
}
