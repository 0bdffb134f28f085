// MSW handlers and fixtures of the products area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  SERVER_MESSAGES,
  canActOnProducts,
  canReadProducts,
  canResetProductPrintAreas,
  hasRole,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ProductRowFieldsFragment } from './api/Products.generated';

export type ProductFixture = ProductRowFieldsFragment;

const seller = usersByRole.Seller;

/** The fixture seller's shop sites (as the orders fixtures name them) and another seller's. */
export const PRODUCT_SITES = [
  {
    id: '11',
    title: 'Sam’s Tees',
    platform: 'shopify',
    domain: 'https://sams-tees.myshopify.com',
    sellerId: seller.id,
  },
  {
    id: '12',
    title: 'Sam’s Mugs',
    platform: 'woocommerce',
    domain: 'https://sams-mugs.example',
    sellerId: seller.id,
  },
  {
    id: '21',
    title: 'Other Shop',
    platform: 'shopbase',
    domain: 'https://other.onshopbase.com',
    sellerId: '99',
  },
] as const;

/** §2's product type filter: active, not personalized. */
export const PRODUCT_FILTER_TYPES = [
  { id: '1', title: 'Classic T-Shirt' },
  { id: '2', title: 'Hoodie' },
  { id: '3', title: 'Ceramic Mug' },
] as const;

const TITLES = [
  'Sunset Tee',
  'Mountain Hoodie',
  'Coffee First Mug',
  'Retro Wave Tee',
  'Cat Nap Hoodie',
];

/** `count` products over the three sites, newest first; every third without its designs. */
export function makeProducts(count = 25): ProductFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const site = PRODUCT_SITES[i % PRODUCT_SITES.length]!;
    const type = PRODUCT_FILTER_TYPES[i % PRODUCT_FILTER_TYPES.length]!;
    const id = String(300 + count - i);
    const designed = i % 3 !== 2;
    const handle = `${TITLES[i % TITLES.length]!.toLowerCase().replace(/ /g, '-')}-${id}`;
    return {
      __typename: 'Product' as const,
      id,
      sku: `PT${id}`,
      title: `${TITLES[i % TITLES.length]!} ${i + 1}`,
      images: [],
      created_at: new Date(Date.UTC(2026, 10, 27, 18, 0) - i * 86_400_000).toISOString(),
      user_id: site.sellerId,
      short_link: `http://127.0.0.1:4000/p/c${id}`,
      product_type_ids: [type.id],
      productStore: [
        {
          __typename: 'ProductStore' as const,
          id: `s${id}`,
          site_id: site.id,
          origin_id: String(8_800_000 + i),
          permalink: `${site.domain}/products/${handle}`,
          site_title: site.title,
          site_domain: site.domain,
          platform: site.platform,
        },
      ],
      print_files: [
        {
          __typename: 'ProductPrintFile' as const,
          product_type_id: type.id,
          print_area_id: `a${type.id}`,
          title: 'Front',
          file_id: designed ? `f${id}` : null,
          file_url: null,
        },
        {
          __typename: 'ProductPrintFile' as const,
          product_type_id: type.id,
          print_area_id: `b${type.id}`,
          title: 'Back',
          file_id: null,
          file_url: null,
        },
      ],
    };
  });
}

interface ListFilter {
  limit?: number | null;
  offset?: number | null;
  search?: string | null;
  site_ids?: string[] | string | null;
  product_type_ids?: string[] | string | null;
}

const listOf = (value: string[] | string | null | undefined) =>
  value === null || value === undefined ? null : ([] as string[]).concat(value);

/**
 * The products calls over a list kept in memory, refused as the server refuses them: a Seller
 * reads and acts on their own, Administrators, Supporters and Listing read every product; Delete
 * takes it off the list; Reset print areas is the Administrator's.
 */
export function productsHandlers(products: ProductFixture[] = makeProducts()) {
  const api = apiLink();
  let list = [...products];
  const visible = (user: ReturnType<typeof userOfRequest>) =>
    hasRole(user, 'Administrator', 'Supporter', 'Listing')
      ? list
      : list.filter((p) => p.user_id === user?.id);
  return [
    api.query('Products', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canReadProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const filter = (variables.filter ?? {}) as ListFilter;
      const search = filter.search?.trim().toLowerCase();
      const sitesAsked = listOf(filter.site_ids);
      const typesAsked = listOf(filter.product_type_ids);
      const rows = visible(user).filter(
        (p) =>
          (!search || `${p.title} ${p.sku}`.toLowerCase().includes(search)) &&
          (!sitesAsked || p.productStore.some((s) => sitesAsked.includes(s.site_id))) &&
          (!typesAsked || p.product_type_ids.some((t) => typesAsked.includes(t))),
      );
      const offset = filter.offset ?? 0;
      return HttpResponse.json({
        data: {
          products: { count: rows.length, hits: rows.slice(offset, offset + (filter.limit ?? 20)) },
        },
      });
    }),
    api.query('ProductFilterSites', () =>
      HttpResponse.json({
        data: {
          sites: {
            hits: PRODUCT_SITES.map((s) => ({ __typename: 'Site', id: s.id, title: s.title })),
          },
        },
      }),
    ),
    api.query('ProductFilterProductTypes', () =>
      HttpResponse.json({
        data: {
          productTypes: {
            hits: PRODUCT_FILTER_TYPES.map((t) => ({ __typename: 'ProductType', ...t })),
          },
        },
      }),
    ),
    api.mutation('DeleteProduct', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canActOnProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = visible(user).find((p) => p.id === variables.product_id);
      if (!product) return graphqlError('Product not found', 'NOT_FOUND');
      list = list.filter((p) => p !== product);
      return HttpResponse.json({ data: { deleteProduct: true } });
    }),
    api.mutation('ResetVariantsPrintFiles', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canResetProductPrintAreas(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = list.find((p) => p.id === variables.product_id);
      if (!product) return graphqlError('Product not found', 'NOT_FOUND');
      const reset = {
        ...product,
        print_files: product.print_files.map((f) => ({ ...f, file_id: null, file_url: null })),
      };
      list = list.map((p) => (p === product ? reset : p));
      return HttpResponse.json({ data: { resetVariantsPrintFiles: reset } });
    }),
  ];
}

/** The shop refuses the deletion (isDelOnStore); put it before productsHandlers(). */
export function productDeleteFailure(message: string) {
  return apiLink().mutation('DeleteProduct', () => graphqlError(message, 'BAD_GATEWAY'));
}

/** The products list failing with the server's message; put it before productsHandlers(). */
export function productsFailure(message: string) {
  return apiLink().query('Products', () => graphqlError(message));
}

/** The products list never answers: the loading state. */
export function productsLoading() {
  return apiLink().query('Products', neverResolves);
}
