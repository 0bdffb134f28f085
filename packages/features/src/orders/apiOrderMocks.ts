// MSW handlers and fixtures of the Api/CSV Orders screen (/orders/ApiOrders): api sites' orders
// beside the /orders fixtures, answered by the orders area's own Orders handler (its api_order
// filter), and the api sites of the Administrator's site selector.
import { HttpResponse } from 'msw';
import { hasRole, SERVER_MESSAGES } from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import { makeOrder, makeOrders, orderHandlers, type OrderFixture } from './mocks';

const seller = usersByRole.Seller;
const supplier = usersByRole.Supplier;

/** The fixture seller's api site and another seller's. */
export const API_ORDER_SITES = [
  { id: '13', title: 'Sam’s API', sellerId: seller.id },
  { id: '23', title: 'Other API', sellerId: '99' },
] as const;

/** The mockup an api order sends with its designs (public/fixtures/orders), on the page's origin. */
const FIXTURE_MOCKUP = `${globalThis.location?.origin ?? 'http://localhost'}/fixtures/orders/mockup.svg`;

/**
 * `count` orders of the api sites, alternating between the two (so a seller sees every other
 * one), every third another supplier's, an hour apart from now: the default range lists them.
 */
export function makeApiOrders(count = 24, now = Date.now()): OrderFixture[] {
  const statuses = ['processing', 'ready', 'in_production', 'fulfilled', 'pending_design'];
  return Array.from({ length: count }, (_, i) => {
    const site = API_ORDER_SITES[i % API_ORDER_SITES.length]!;
    return makeOrder({
      id: String(3000 + count - i),
      origin_id: `API-${7000 + i}`,
      origin_number: `API#${700 + i}`,
      status: statuses[i % statuses.length]!,
      api_order: true,
      created_at: new Date(now - i * 3_600_000 - 1_800_000).toISOString(),
      site: {
        id: site.id,
        title: site.title,
        user:
          site.sellerId === seller.id
            ? { id: seller.id, first_name: seller.first_name, last_name: seller.last_name }
            : { id: site.sellerId, first_name: 'Olive', last_name: 'Other' },
      },
      supplier:
        i % 3 === 2
          ? { id: '98', first_name: 'Other', last_name: 'Supplier' }
          : { id: supplier.id, first_name: supplier.first_name, last_name: supplier.last_name },
      customer: {
        id: String(800 + i),
        first_name: 'Api',
        last_name: `Buyer ${i}`,
        email: `api.buyer${i}@example.test`,
        phone: null,
      },
      print_files: [{ id: String(60 + i), file_id: String(90 + i), mockup: FIXTURE_MOCKUP }],
      design_status: true,
    });
  });
}

/** The /orders fixtures and the api sites' orders together: each screen lists its own. */
export const apiOrderFixtures: OrderFixture[] = [...makeOrders(), ...makeApiOrders()];

/** The orders area's handlers over `orders` (api orders included) and the api sites. */
export function apiOrderHandlers(orders: OrderFixture[] = apiOrderFixtures) {
  return [
    ...orderHandlers(orders),
    // sites(filter: { platform: api }) as the server answers it: staff every api site, a seller theirs.
    apiLink().query('ApiOrderSites', ({ request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const sites = hasRole(user, 'Administrator', 'Supporter', 'Listing', 'Accounting')
        ? API_ORDER_SITES
        : API_ORDER_SITES.filter((s) => s.sellerId === user.id);
      return HttpResponse.json({
        data: { sites: { hits: sites.map(({ id, title }) => ({ id, title })) } },
      });
    }),
  ];
}

/** The api sites failing to load with this message (after apiOrderHandlers()). */
export function apiOrderSitesFailure(message: string) {
  return apiLink().query('ApiOrderSites', () => graphqlError(message));
}

/** The api sites never answering: the selector's loading state. */
export function apiOrderSitesLoading() {
  return apiLink().query('ApiOrderSites', neverResolves);
}
