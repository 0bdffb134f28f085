// MSW handlers of Fetch Orders (shared by the orders and external orders areas' mocks).
import { HttpResponse } from 'msw';
import { FETCH_ORDER_MESSAGES as F, readFetchOrdersInput } from '@podoffice/domain';
import type { MockJobs } from '../jobs/mocks';
import { apiLink, graphqlError } from '../msw';

/**
 * The fixture sites as Fetch Orders reads them: the fixture Seller's Shopify, WooCommerce and API
 * sites (the ids of the orders fixtures) and another seller's ShopBase shop.
 */
export const FETCH_ORDER_SITES = [
  { id: '11', title: 'Sam’s Tees', platform: 'shopify' },
  { id: '12', title: 'Sam’s Mugs', platform: 'woocommerce' },
  { id: '13', title: 'Sam’s API', platform: 'api' },
  { id: '21', title: 'Other Shop', platform: 'shopbase' },
] as const;

/**
 * FetchOrdersSite and FetchMultipleOrders: the drawer's input checked by the domain's rules as the
 * server checks it, then a job (`jobs`) that ends with one line waiting for mapping; `onFetched`
 * lets an area's list show it.
 */
export function fetchOrdersHandlers(
  jobs: MockJobs,
  onFetched: (siteId: string) => void = () => {},
) {
  const api = apiLink();
  return [
    api.query('FetchOrdersSite', ({ variables }) => {
      const site = FETCH_ORDER_SITES.find((s) => s.id === variables.id);
      if (!site) return graphqlError('Site not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: { siteById: { __typename: 'Site', ...site, type: null, verified: true } },
      });
    }),
    api.mutation('FetchMultipleOrders', ({ variables }) => {
      const site = FETCH_ORDER_SITES.find((s) => s.id === variables.site_id);
      if (!site) return graphqlError(F.notYours, 'NOT_FOUND');
      if (site.platform === 'api') return graphqlError(F.offline, 'BAD_USER_INPUT');
      const read = readFetchOrdersInput(variables, site.platform);
      if (!read.ok) return graphqlError(read.message, 'BAD_USER_INPUT');
      onFetched(site.id);
      const job = jobs.start('shop-orders-fetch', read.request.orderIds.length || 1, {
        result: { created: 0, external: 1, known: 0, failed: 0, message: F.done(0, 1, 0) },
      });
      return HttpResponse.json({ data: { fetchMultipleOrders: job } });
    }),
  ];
}
