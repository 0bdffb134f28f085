// MSW handlers and fixtures of the external orders area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  EXTERNAL_ORDER_MESSAGES as M,
  SERVER_MESSAGES,
  canMapExternalOrders,
  canReadExternalOrders,
  hasRole,
  mappingInputError,
  productMappingInputError,
} from '@podoffice/domain';
import { FIXTURE_SHOP_SITES, userOfRequest } from '../shared/fixtures';
import { fetchOrdersHandlers } from '../shared/fetchOrders/mocks';
import { mockJobs, type MockJobs } from '../shared/jobs/mocks';
import { variantChoicesHandlers } from '../shared/variantChoices/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ExternalOrderRowFieldsFragment } from './api/ExternalOrders.generated';

export type ExternalOrderFixture = ExternalOrderRowFieldsFragment;

/** The fixture seller's shop sites and another seller's (shared/fixtures). */
export const EXTERNAL_ORDER_SITES = FIXTURE_SHOP_SITES;

const PRODUCTS = [
  { title: 'Classic T-Shirt', variant: 'M', sku: 'P1000-M', price: 24.5 },
  { title: 'Ceramic Mug', variant: '11oz', sku: 'P1001-11oz', price: 14 },
  { title: 'Poster', variant: 'A3', sku: 'P1002-A3', price: 19.99 },
];

/** The fixture seller's products the Mapping modal offers: one designed, one not. */
const SELLER_PRODUCTS = [
  { id: '71', title: 'Cat lover tee', sku: 'CAT-TEE', designed: true },
  { id: '72', title: 'Dog lover tee', sku: 'DOG-TEE', designed: false },
].map((p) => ({
  ...p,
  variants: ['S', 'M', 'L'].map((size, i) => ({
    __typename: 'ProductVariant' as const,
    id: `${p.id}0${i}`,
    sku: `${p.sku}-BLA-${size}`,
    product_type_id: '7',
    product_type_title: 'Unisex Heavy Cotton Tee',
    product_type_variant_id: String(110 + i),
    attributes: [
      { __typename: 'ProductVariantAttribute' as const, slug: 'color', option: 'Black' },
      { __typename: 'ProductVariantAttribute' as const, slug: 'size', option: size },
    ],
    base_cost: 8.5,
    design_status: p.designed,
  })),
}));

/** `count` waiting lines spread over the three sites, newest first; every fourth personalized. */
export function makeExternalOrders(count = 25): ExternalOrderFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const site = EXTERNAL_ORDER_SITES[i % EXTERNAL_ORDER_SITES.length]!;
    const product = PRODUCTS[i % PRODUCTS.length]!;
    const personalized = i % 4 === 3;
    return {
      __typename: 'ExternalOrder' as const,
      id: String(500 + count - i),
      site_id: site.id,
      site: {
        __typename: 'ExternalOrderSite' as const,
        id: site.id,
        title: site.title,
        platform: site.platform,
        domain: site.domain,
      },
      platform: site.platform,
      order_origin_id: String(5_100_000_000 + i),
      order_number: `#${1100 + i}`,
      line_item_id: String(9_100_000_000 + i),
      product_origin_id: String(1000 + (i % 3)),
      variant_origin_id: String(10_000 + i),
      product: product.title,
      variant_title: product.variant,
      sku: product.sku,
      quantity: 1 + (i % 3),
      price: product.price,
      images: [],
      metaData: personalized
        ? [
            { __typename: 'ExternalOrderMeta' as const, name: 'Name on shirt', value: 'Robin' },
            {
              __typename: 'ExternalOrderMeta' as const,
              name: 'Design',
              value: 'https://files.example/robin.png',
            },
          ]
        : [],
      personalized,
      print_file_url: personalized ? 'https://files.example/robin.png' : null,
      tags: [],
      created_at: new Date(Date.UTC(2026, 10, 27, 18, 0) - i * 3_600_000).toISOString(),
    };
  });
}

/**
 * The external orders calls over a list kept in memory, refused as the server refuses them: a
 * Seller sees and maps their own sites' lines, Administrators and Supporters every site's, others
 * nothing. Mapping and Remove take the line off the list; Fetch Orders is a job (`jobs`) that
 * brings one new line.
 */
export function externalOrdersHandlers(
  orders: ExternalOrderFixture[] = makeExternalOrders(),
  jobs: MockJobs = mockJobs(),
) {
  const api = apiLink();
  let list = [...orders];
  const ownSites = (user: ReturnType<typeof userOfRequest>) =>
    hasRole(user, 'Administrator', 'Supporter')
      ? null
      : EXTERNAL_ORDER_SITES.filter((s) => s.sellerId === user?.id).map((s) => s.id as string);
  const page = (
    rows: ExternalOrderFixture[],
    filter?: { limit?: number | null; offset?: number | null } | null,
  ) => {
    const offset = filter?.offset ?? 0;
    return { count: rows.length, hits: rows.slice(offset, offset + (filter?.limit ?? 20)) };
  };
  /** Both mappings: the server's refusal, or null when the line is mapped (it leaves the list). */
  const refusalOfMapping = (
    request: Request,
    input: { mappingOrderId?: string | null },
    problem: string | null,
  ) => {
    const user = userOfRequest(request);
    if (!canMapExternalOrders(user)) return graphqlError(SERVER_MESSAGES.forbidden);
    if (problem) return graphqlError(problem, 'BAD_USER_INPUT');
    const own = ownSites(user);
    const order = list.find((o) => o.id === input.mappingOrderId);
    if (!order || (own && !own.includes(order.site_id)))
      return graphqlError(M.notFound, 'NOT_FOUND');
    list = list.filter((o) => o !== order);
    return null;
  };
  return [
    ...jobs.handlers,
    api.query('ExternalOrders', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canReadExternalOrders(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const own = ownSites(user);
      const siteId = variables.filter?.siteId ?? null;
      if (siteId && own && !own.includes(siteId)) return graphqlError(SERVER_MESSAGES.forbidden);
      const rows = list.filter((o) =>
        siteId ? o.site_id === siteId : !own || own.includes(o.site_id),
      );
      return HttpResponse.json({ data: { listMappingOrder: page(rows, variables.filter) } });
    }),
    api.query('AdminExternalOrders', ({ request, variables }) => {
      if (!hasRole(userOfRequest(request), 'Administrator', 'Supporter')) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      return HttpResponse.json({ data: { adminExternalOrders: page(list, variables.filter) } });
    }),
    ...variantChoicesHandlers(),
    api.mutation(
      'CreateNewOrder',
      ({ request, variables }) =>
        refusalOfMapping(request, variables.input, mappingInputError(variables.input)) ??
        HttpResponse.json({ data: { createNewOrder: '4242' } }),
    ),
    api.query('MappingProducts', ({ request }) => {
      if (!canMapExternalOrders(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      const hits = SELLER_PRODUCTS.map(({ id, title, sku }) => ({
        __typename: 'Product' as const,
        id,
        title,
        sku,
      }));
      return HttpResponse.json({ data: { products: { count: hits.length, hits } } });
    }),
    api.query('MappingProduct', ({ variables }) => {
      const product = SELLER_PRODUCTS.find((p) => p.id === variables.id);
      return HttpResponse.json({
        data: {
          productByID: product
            ? { __typename: 'Product' as const, id: product.id, variants: product.variants }
            : null,
        },
      });
    }),
    api.mutation(
      'CreateNewOrderWithProductId',
      ({ request, variables }) =>
        refusalOfMapping(request, variables.input, productMappingInputError(variables.input)) ??
        HttpResponse.json({ data: { createNewOrderWithProductId: '4243' } }),
    ),
    api.mutation('RemoveMappingOrder', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canMapExternalOrders(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const ids = ([] as string[]).concat(variables.ids);
      const before = list.length;
      list = list.filter((o) => !ids.includes(o.id));
      return HttpResponse.json({ data: { removeMappingOrder: before - list.length } });
    }),
    ...fetchOrdersHandlers(jobs, (siteId) => {
      const [fetched] = makeExternalOrders(1).map((o) => ({ ...o, id: '900', site_id: siteId }));
      list = [fetched!, ...list];
    }),
  ];
}

/** The external orders list failing with the server's message; put it before externalOrdersHandlers(). */
export function externalOrdersFailure(message: string) {
  return apiLink().query('ExternalOrders', () => graphqlError(message));
}

/** The external orders list never answers: the loading state. */
export function externalOrdersLoading() {
  return apiLink().query('ExternalOrders', neverResolves);
}
