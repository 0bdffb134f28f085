// MSW handlers and fixtures of the product mapping wizard (/sites/{id}/mapping-products), re-exported
// by src/mocks.ts: the fixture seller's shops, their categories, tags and products, which are
// mapped, and fetchProductFromSite as a job.
import { HttpResponse } from 'msw';
import { PRODUCT_MESSAGES as M, SERVER_MESSAGES, canAddProducts } from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { mockJobs, type MockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import {
  PRODUCT_SITES,
  productWizardHandlers,
  pushVariantsRefusal,
  type PushVariant,
} from './mocks';

/** A shop's categories (WooCommerce) or collections (Shopify) and WooCommerce's tags. */
export const SHOP_CATEGORIES = [
  { id: '31', name: 'Apparel' },
  { id: '32', name: 'Home' },
] as const;
export const SHOP_TAGS = [
  { id: '41', name: 'cotton' },
  { id: '42', name: 'gift' },
] as const;

/** A shop product of the fixtures: its category and tag by id. */
export interface ShopProductFixture {
  id: string;
  name: string;
  image: string | null;
  variants: number;
  categoryId: string;
  tagId: string;
}

/** `count` shop products, every second in Apparel (and cotton), the others in Home (and gift). */
export function makeShopProducts(count = 24): ShopProductFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const apparel = i % 2 === 0;
    return {
      id: String(5001 + i),
      name: apparel ? `Shop Tee ${i + 1}` : `Shop Mug ${i + 1}`,
      image: null,
      variants: apparel ? 4 : 2,
      categoryId: apparel ? '31' : '32',
      tagId: apparel ? '41' : '42',
    };
  });
}

export interface ProductMappingMockOptions {
  products?: ShopProductFixture[];
  /** The shop product ids mapped already (productCheckOriginIDs answers them). */
  mapped?: string[];
  /** A shop product whose mapping job fails (the shop refused). */
  failing?: string;
  jobs?: MockJobs;
}

/**
 * The wizard's calls: the site (the fixture seller's, else not found), categories, tags,
 * products by category and tag, the mapped marks (kept: a finished mapping is mapped), and
 * fetchProductFromSite checked as the server checks it, run as a job; with the Add wizard's
 * product types (step 1 and 2 are the same types).
 */
export function productMappingHandlers({
  products = makeShopProducts(),
  mapped = ['5003'],
  failing,
  jobs = mockJobs(),
}: ProductMappingMockOptions = {}) {
  const api = apiLink();
  const done = new Set(mapped);
  const siteOf = (request: Request, id: unknown) =>
    PRODUCT_SITES.find((s) => s.id === id && s.sellerId === userOfRequest(request)?.id);
  const terms = (list: readonly { id: string; name: string }[]) =>
    list.map((t) => ({ __typename: 'ShopTerm' as const, ...t }));
  return [
    ...productWizardHandlers(jobs),
    api.query('MappingSite', ({ request, variables }) => {
      const site = siteOf(request, variables.id);
      if (!site) return graphqlError('Site not found', 'NOT_FOUND');
      const { id, title, platform } = site;
      return HttpResponse.json({
        data: { siteById: { __typename: 'Site', id, title, platform, verified: true } },
      });
    }),
    api.query('ShopCategories', () =>
      HttpResponse.json({ data: { shopCategories: terms(SHOP_CATEGORIES) } }),
    ),
    api.query('ShopTags', () => HttpResponse.json({ data: { shopTags: terms(SHOP_TAGS) } })),
    api.query('ShopProducts', ({ variables }) => {
      const hits = products.filter(
        (p) =>
          (!variables.category_id || p.categoryId === variables.category_id) &&
          (!variables.tag_id || p.tagId === variables.tag_id),
      );
      return HttpResponse.json({
        data: {
          shopProducts: {
            __typename: 'ShopProductList',
            truncated: false,
            products: hits.map(({ id, name, image, variants }) => ({
              __typename: 'ShopProduct',
              id,
              name,
              image,
              variants,
            })),
          },
        },
      });
    }),
    api.query('ProductCheckOriginIds', ({ variables }) =>
      HttpResponse.json({
        data: {
          productCheckOriginIDs: ([] as string[])
            .concat(variables.origin_ids)
            .filter((id) => done.has(id)),
        },
      }),
    ),
    api.mutation('FetchProductFromSite', ({ request, variables }) => {
      if (!canAddProducts(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const id = String(variables.product_id);
      if (done.has(id)) {
        return graphqlError(`Product #${id} of this shop is already mapped.`, 'BAD_USER_INPUT');
      }
      const refusal = pushVariantsRefusal(
        (variables.origin_product as { variants: PushVariant[] }).variants,
      );
      if (refusal) return graphqlError(refusal, 'BAD_USER_INPUT');
      const fail = id === failing;
      if (!fail) done.add(id);
      const job = jobs.start('product-mapping', 3, {
        fail,
        result: { productId: `9${id}`, message: M.mapped(id) },
      });
      return HttpResponse.json({
        data: { fetchProductFromSite: { id: job.id, status: job.status } },
      });
    }),
  ];
}

/** The shop's products never answer: the table's loading state. */
export function shopProductsLoading() {
  return apiLink().query('ShopProducts', neverResolves);
}

/** The shop refuses the product list once (its answer as the server words it). */
export function shopProductsFailure(message: string) {
  return apiLink().query('ShopProducts', () => graphqlError(message, 'BAD_GATEWAY'), {
    once: true,
  });
}
