// MSW handlers and fixtures of the dashboard area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import { SERVER_MESSAGES, hasRole } from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { DashboardQuery } from './api/Dashboard.generated';

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
