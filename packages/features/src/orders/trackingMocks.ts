// Trackings as the server answers them (server/src/graphql/trackings), for stories and jest: a
// page with the ten tabs' counts by role, a tracking's log, the modal's carriers, the save with
// §5's checks, Update, Re-submit, Re push, the import and export as jobs, the refused rows' file.
import { HttpResponse } from 'msw';
import {
  ORDER_REFUSALS,
  SERVER_MESSAGES,
  TRACKING_MESSAGES,
  TRACKING_STATUSES,
  canImportTrackings,
  canManageTrackings,
  canSeeTrackings,
  hasRole,
  isShopPlatform,
  normalTrackingCode,
  parseOrderRef,
  trackingFormErrors,
  type TrackingStatus,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { mockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { TrackingRowFieldsFragment } from './api';

export type TrackingFixture = TrackingRowFieldsFragment;

/** The sites the fixture trackings are on: the Seller's (id 2) shop and WooCommerce sites, an API site. */
export const TRACKING_SITES = [
  { id: '11', title: 'Noah Tees', platform: 'shopify', owner: '2' },
  { id: '12', title: 'Noah Mugs', platform: 'woocommerce', owner: '2' },
  { id: '13', title: 'Partner API', platform: 'api', owner: '9' },
] as const;

/** The carriers of every fixture order's product type; DHL is no longer one of them. */
export const TRACKING_CARRIERS = [
  {
    id: '1',
    name: 'USPS',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}',
  },
  { id: '2', name: 'UPS', url: 'https://www.ups.com/track?tracknum={tracking_number}' },
] as const;
export const REMOVED_CARRIER = {
  id: '3',
  name: 'DHL',
  url: 'https://www.dhl.com/track?id={tracking_number}',
};

const CUSTOMERS = [
  ['Jane', 'Doe'],
  ['Omar', 'Haddad'],
  ['Mei', 'Lin'],
  ['Lucas', 'Moreau'],
] as const;

/** `count` trackings over the ten statuses, sites and both suppliers, newest first. */
export function makeTrackings(count = 48): TrackingFixture[] {
  const supplier = usersByRole.Supplier;
  return Array.from({ length: count }, (_, i) => {
    const site = TRACKING_SITES[i % TRACKING_SITES.length]!;
    const carrier = i % 11 === 5 ? REMOVED_CARRIER : TRACKING_CARRIERS[i % 2]!;
    const code = `9400${String(111_222_333 + i * 7_919)}`;
    const status: TrackingStatus = TRACKING_STATUSES[i % TRACKING_STATUSES.length]!;
    const [first, last] = CUSTOMERS[i % CUSTOMERS.length]!;
    // One shop tracking in five never reached the shop (the red cell, Re push).
    const unpushed = isShopPlatform(site.platform) && i % 5 === 2;
    return {
      __typename: 'Tracking' as const,
      id: String(500 + i),
      order_id: String(1000 + i),
      tracking_code: code,
      carrier_code: carrier.name.toLowerCase(),
      status,
      submitted: status !== 'unknown',
      service_error: status === 'error' ? 'The value of tracking_number is invalid.' : null,
      fulfilment_id: isShopPlatform(site.platform) && !unpushed ? String(7_300_000 + i) : null,
      push_error: unpushed ? 'The Shopify shop refused the request (HTTP 401)' : null,
      base_cost: i % 3 === 0 ? null : 4.5,
      shipping_cost: null,
      created_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 3_600_000).toISOString(),
      carrier: {
        __typename: 'TrackingCarrier' as const,
        id: carrier.id,
        name: carrier.name,
        url: carrier.url.replace('{tracking_number}', code),
      },
      order: {
        __typename: 'Order' as const,
        id: String(1000 + i),
        origin_id: String(5_200_000_000_000 + i),
        origin_number: `#${1001 + i}`,
        status: i % 4 === 0 ? 'in_production' : 'fulfilled',
        customer: {
          __typename: 'OrderCustomer' as const,
          id: String(70 + i),
          first_name: first,
          last_name: last,
        },
        site: {
          __typename: 'OrderSite' as const,
          id: site.id,
          title: site.title,
          platform: site.platform,
        },
        supplier: {
          __typename: 'OrderSupplier' as const,
          id: i % 2 === 0 ? supplier.id : '8',
          first_name: i % 2 === 0 ? supplier.first_name : 'Sam',
          last_name: i % 2 === 0 ? supplier.last_name : 'Supplies',
        },
      },
    };
  });
}

interface TrackingFilterVars {
  status?: string[] | null;
  search?: string | null;
  field?: string | null;
  site_ids?: string[] | null;
  limit?: number | null;
  offset?: number | null;
}

const LOG_LINES = (t: TrackingFixture) => [
  {
    id: `${t.id}-3`,
    status: t.status,
    message: 'Out for delivery, Memphis, TN',
    created_at: '2026-11-22T09:30:00.000Z',
  },
  {
    id: `${t.id}-2`,
    status: 'in_transit',
    message: 'Accepted at the origin facility, Memphis, TN',
    created_at: '2026-11-21T08:00:00.000Z',
  },
  {
    id: `${t.id}-1`,
    status: null,
    message: 'Registered with the tracking service',
    created_at: '2026-11-20T12:05:00.000Z',
  },
  {
    id: `${t.id}-0`,
    status: null,
    message: `Tracking ${t.tracking_code} (${t.carrier?.name ?? ''}) added by Sue Supplier`,
    created_at: '2026-11-20T12:00:00.000Z',
  },
];

/** Options of trackingHandlers: what fails, for the error stories. */
export interface TrackingMockOptions {
  /** The import job's result (accepted, unchanged, refused rows). */
  importResult?: {
    accepted: number;
    unchanged: number;
    refused: { row: number; order_id: string; tracking_code: string; reason: string }[];
  };
}

export function trackingHandlers(
  fixtures: TrackingFixture[] = makeTrackings(),
  options: TrackingMockOptions = {},
) {
  const api = apiLink();
  const jobs = mockJobs();
  const store = structuredClone(fixtures);
  const visibleTo = (request: Request) => {
    const user = userOfRequest(request);
    if (!canSeeTrackings(user)) return null;
    const supplierOnly = hasRole(user, 'Supplier') && !hasRole(user, 'Administrator', 'Supporter');
    const sellerOnly = hasRole(user, 'Seller');
    return (t: TrackingFixture) =>
      (!supplierOnly || t.order.supplier?.id === user!.id) &&
      (!sellerOnly || TRACKING_SITES.some((s) => s.id === t.order.site.id && s.owner === user!.id));
  };
  const find = (request: Request, id: unknown) => {
    const visible = visibleTo(request);
    return visible ? store.find((t) => t.id === String(id) && visible(t)) : undefined;
  };
  return [
    ...jobs.handlers,
    api.query('OrderFilterSites', () =>
      HttpResponse.json({
        data: { sites: { hits: TRACKING_SITES.map((s) => ({ id: s.id, title: s.title })) } },
      }),
    ),
    api.query('TrackingList', ({ variables, request }) => {
      const visible = visibleTo(request);
      if (!visible) return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const filter = (variables.filter ?? {}) as TrackingFilterVars;
      const search = filter.search?.trim().toLowerCase();
      const ref = parseOrderRef(search ?? '');
      const base = store.filter(
        (t) =>
          visible(t) &&
          (!filter.site_ids?.length || filter.site_ids.includes(t.order.site.id)) &&
          (!search ||
            t.tracking_code.toLowerCase().includes(search) ||
            (ref !== null && t.order_id === String(ref)) ||
            (t.order.origin_number ?? '').toLowerCase().includes(search)),
      );
      const tab = filter.status?.length
        ? base.filter((t) => filter.status!.includes(t.status))
        : base;
      const offset = filter.offset ?? 0;
      return HttpResponse.json({
        data: {
          trackingList: {
            count: tab.length,
            hits: tab.slice(offset, offset + (filter.limit ?? 20)),
            aggs: TRACKING_STATUSES.map((key) => ({
              key,
              doc_count: base.filter((t) => t.status === key).length,
            })),
          },
        },
      });
    }),
    api.query('TrackingLogs', ({ variables, request }) => {
      const tracking = find(request, variables.id);
      if (!tracking) return graphqlError(TRACKING_MESSAGES.notFound, 'NOT_FOUND');
      return HttpResponse.json({ data: { trackingLogs: LOG_LINES(tracking) } });
    }),
    api.query('TrackingOrderCarriers', ({ variables }) =>
      HttpResponse.json({
        data: {
          order: {
            id: String(variables.id),
            status: 'in_production',
            tracking: null,
            product_type: {
              id: '1',
              product_type_carriers: TRACKING_CARRIERS.map((c) => ({
                carrier_id: c.id,
                carrier: { id: c.id, name: c.name, status: true },
              })),
            },
          },
        },
      }),
    ),
    api.mutation('AddTracking', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!canManageTrackings(user)) {
        return graphqlError(ORDER_REFUSALS.notAllowed('Add Tracking'), 'FORBIDDEN');
      }
      const errors = trackingFormErrors(variables as Record<string, string>);
      const first = Object.values(errors)[0];
      if (first) return graphqlError(first);
      const carrier = TRACKING_CARRIERS.find((c) => c.id === String(variables.carrier_id));
      if (!carrier) return graphqlError(TRACKING_MESSAGES.carrierRemoved(REMOVED_CARRIER.name));
      const tracking = store.find((t) => t.order_id === String(variables.order_id));
      const code = normalTrackingCode(String(variables.tracking_code));
      if (tracking) {
        Object.assign(tracking, {
          tracking_code: code,
          status: tracking.tracking_code === code ? tracking.status : 'unknown',
          carrier: {
            __typename: 'TrackingCarrier',
            id: carrier.id,
            name: carrier.name,
            url: carrier.url.replace('{tracking_number}', code),
          },
        });
      }
      return HttpResponse.json({ data: { addTracking: tracking?.id ?? '999' } });
    }),
    api.mutation('ReTrack', ({ variables, request }) => {
      if (!canManageTrackings(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const tracking = find(request, variables.id);
      if (!tracking) return graphqlError(TRACKING_MESSAGES.notFound, 'NOT_FOUND');
      return HttpResponse.json({ data: { reTrack: tracking } });
    }),
    api.mutation('ReSubmitTracking', ({ variables, request }) => {
      if (!canManageTrackings(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const tracking = find(request, variables.id);
      if (!tracking) return graphqlError(TRACKING_MESSAGES.notFound, 'NOT_FOUND');
      Object.assign(tracking, { submitted: false, service_error: null });
      return HttpResponse.json({ data: { reSubmitTrackingMore: tracking } });
    }),
    api.mutation('RePushTracking', ({ variables, request }) => {
      if (!canManageTrackings(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const tracking = find(request, variables.id);
      if (!tracking) return graphqlError(TRACKING_MESSAGES.notFound, 'NOT_FOUND');
      if (!isShopPlatform(tracking.order.site.platform))
        return graphqlError(TRACKING_MESSAGES.notShopify);
      Object.assign(tracking, { fulfilment_id: '7399999', push_error: null });
      return HttpResponse.json({ data: { rePushTracking: tracking } });
    }),
    api.mutation('ImportTracking', ({ variables, request }) => {
      if (!canImportTrackings(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const input = variables.input as unknown[];
      if (input.length === 0) return graphqlError(TRACKING_MESSAGES.importEmpty);
      const job = jobs.start('tracking-import', input.length, {
        result: options.importResult ?? { accepted: input.length, unchanged: 0, refused: [] },
      });
      return HttpResponse.json({ data: { importTracking: { id: job.id, status: job.status } } });
    }),
    api.mutation('DownloadTracking', ({ request }) => {
      if (!canImportTrackings(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      return HttpResponse.json({
        data: { downloadTracking: '/files/downloads/trackings/refused.csv?signature=x' },
      });
    }),
    api.mutation('ExportTracking', ({ request }) => {
      if (!canSeeTrackings(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const job = jobs.start('tracking-export', store.length);
      return HttpResponse.json({ data: { exportTracking: { id: job.id, status: job.status } } });
    }),
  ];
}

/** The page never answers: its skeleton. */
export function trackingLoading() {
  return [apiLink().query('TrackingList', neverResolves)];
}

/** The page fails: its error with Retry. */
export function trackingFailure(message = 'Something went wrong') {
  return [apiLink().query('TrackingList', () => graphqlError(message))];
}
