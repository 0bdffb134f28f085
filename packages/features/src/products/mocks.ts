// MSW handlers and fixtures of the products area, re-exported by src/mocks.ts.
import { HttpResponse, http } from 'msw';
import {
  PRODUCT_MESSAGES as M,
  SERVER_MESSAGES,
  canActOnProducts,
  canAddProducts,
  canPickTogether,
  toCents,
  variantPriceErrors,
  canReadProducts,
  canResetProductPrintAreas,
  hasRole,
} from '@podoffice/domain';
import { FIXTURE_SHOP_SITES, userOfRequest } from '../shared/fixtures';
import { mockJobs, type MockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ProductRowFieldsFragment } from './api/Products.generated';

export type ProductFixture = ProductRowFieldsFragment;

/** The fixture seller's shop sites and another seller's (shared/fixtures). */
export const PRODUCT_SITES = FIXTURE_SHOP_SITES;

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

/** Where the fixture uploads go (a same-origin path msw answers). */
const UPLOAD_BASE = '/__fixture-product-uploads';

/** A product as productByID answers it: the row, its description, tags and two variants. */
export function detailOf(product: ProductFixture) {
  return {
    ...product,
    description: '<p>Soft ringspun <b>cotton</b>.</p>',
    tags: ['summer'],
    categories: ['T-Shirts'],
    personalized: false,
    print_files: product.print_files.map((f) => ({ ...f, width: 4500, height: 5400 })),
    variants: ['S', 'M'].map((size, i) => ({
      __typename: 'ProductVariant' as const,
      id: `${product.id}${i}`,
      sku: `${product.sku}-${size}`,
      image: null,
      product_type_id: product.product_type_ids[0]!,
      product_type_title: 'Classic T-Shirt',
      product_type_variant_id: `10${i}`,
      attributes: [
        {
          __typename: 'ProductVariantAttribute' as const,
          name: 'Size',
          slug: 'size',
          option: size,
        },
      ],
      regular_price: 24.5,
      sale_price: 21,
      base_cost: 10,
      design_status: false,
    })),
  };
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
/** The designs' uploads (Edit, step 2): a signed address, the PUT to it, the file's record. */
function designUploadHandlers() {
  const api = apiLink();
  let uploads = 0;
  return [
    api.mutation('ProductDesignUploadUrl', ({ variables }) =>
      HttpResponse.json({
        data: {
          createSignedUrl: {
            key: `designs/${String(variables.filename)}`,
            url: `${UPLOAD_BASE}/${encodeURIComponent(String(variables.filename))}`,
          },
        },
      }),
    ),
    http.put(`${UPLOAD_BASE}/*`, () => new HttpResponse(null, { status: 200 })),
    api.mutation('RecordProductDesignFile', ({ variables }) =>
      HttpResponse.json({
        data: {
          createFile: {
            id: `f${++uploads}`,
            preview_url: `/files/${(variables.input as { key: string }).key}?width=200`,
          },
        },
      }),
    ),
  ];
}

export function productsHandlers(products: ProductFixture[] = makeProducts()) {
  const api = apiLink();
  const jobs = mockJobs();
  let list = [...products];
  const visible = (user: ReturnType<typeof userOfRequest>) =>
    hasRole(user, 'Administrator', 'Supporter', 'Listing')
      ? list
      : list.filter((p) => p.user_id === user?.id);
  return [
    ...jobs.handlers,
    api.mutation('ExportProduct', ({ request }) => {
      const user = userOfRequest(request);
      if (!canReadProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const job = jobs.start('product-export', visible(user).length, {
        result: { products: visible(user).length },
      });
      return HttpResponse.json({ data: { exportProduct: { id: job.id, status: job.status } } });
    }),
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
    api.query('ProductById', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canReadProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = visible(user).find((p) => p.id === variables.id);
      return HttpResponse.json({ data: { productByID: product ? detailOf(product) : null } });
    }),
    api.mutation('UpdateProduct', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canActOnProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = visible(user).find((p) => p.id === variables.id);
      if (!product) return graphqlError('Product not found', 'NOT_FOUND');
      const title = (variables.input as { title: string }).title.trim();
      if (!title) return graphqlError(M.titleRequired, 'BAD_USER_INPUT');
      const updated = { ...product, title };
      list = list.map((p) => (p === product ? updated : p));
      return HttpResponse.json({ data: { updateProduct: detailOf(updated) } });
    }),
    api.mutation('DeleteProduct', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canActOnProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = visible(user).find((p) => p.id === variables.product_id);
      if (!product) return graphqlError('Product not found', 'NOT_FOUND');
      list = list.filter((p) => p !== product);
      return HttpResponse.json({ data: { deleteProduct: true } });
    }),
    ...designUploadHandlers(),
    api.mutation('UpdatePrintFiles', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canActOnProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = visible(user).find((p) => p.id === variables.product_id);
      if (!product) return graphqlError('Product not found', 'NOT_FOUND');
      const given = new Map(
        (variables.print_files as { print_files: { print_area_id: string; file_id: string }[] }[])
          .flatMap((group) => group.print_files)
          .map((f) => [f.print_area_id, f.file_id]),
      );
      const designed = {
        ...product,
        print_files: product.print_files.map((f) =>
          given.has(f.print_area_id)
            ? {
                ...f,
                file_id: given.get(f.print_area_id)!,
                file_url: `/files/designs/${f.print_area_id}.png`,
              }
            : f,
        ),
      };
      list = list.map((p) => (p === product ? designed : p));
      return HttpResponse.json({ data: { updatePrintFiles: detailOf(designed) } });
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
    // The shop renamed the product since: its title comes back with ' (shop)'.
    api.mutation('UpdateProductFromSite', ({ request, variables }) => {
      const user = userOfRequest(request);
      if (!canActOnProducts(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const product = visible(user).find((p) => p.id === variables.id);
      if (!product) return graphqlError('Product not found', 'NOT_FOUND');
      const read = { ...product, title: `${product.title.replace(/ \(shop\)$/, '')} (shop)` };
      list = list.map((p) => (p === product ? read : p));
      return HttpResponse.json({ data: { updateProductFromSite: detailOf(read) } });
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

/**
 * Step 2's product types fail once with the server's message, then load (Retry); put it before
 * productWizardHandlers().
 */
export function productFormTypesFailure(message: string) {
  return apiLink().query('ProductFormTypes', () => graphqlError(message), { once: true });
}

/** The products list never answers: the loading state. */
export function productsLoading() {
  return apiLink().query('Products', neverResolves);
}

/** Step 1's product types: two of Apparel (one also in Gifts), one of Drinkware. */
export const PICKER_TYPES = [
  { id: '1', title: 'Classic T-Shirt', sku: 'TS', categories: [{ id: '1', title: 'Apparel' }] },
  {
    id: '2',
    title: 'Hoodie',
    sku: 'HD',
    categories: [
      { id: '5', title: 'Gifts' },
      { id: '1', title: 'Apparel' },
    ],
  },
  { id: '3', title: 'Ceramic Mug', sku: 'MUG', categories: [{ id: '2', title: 'Drinkware' }] },
] as const;

const SIZES = ['S', 'M', 'L'];

/** Step 2's variants of a type: one per size, base cost 8 + 2 per type id, defaults above it. */
function formTypeOf(id: string) {
  const type = PICKER_TYPES.find((t) => t.id === id);
  if (!type) return null;
  const base = 8 + 2 * Number(id);
  return {
    __typename: 'ProductType' as const,
    id: type.id,
    title: type.title,
    sku: type.sku,
    categories: type.categories.map((c) => ({ __typename: 'ProductTypeCategory' as const, ...c })),
    print_files: [
      {
        __typename: 'ProductTypePrintFile' as const,
        id: `${id}1`,
        title: 'Front',
        width: 4500,
        height: 5400,
      },
    ],
    variants: SIZES.map((size, i) => ({
      __typename: 'ProductTypeVariant' as const,
      id: `${id}0${i}`,
      sku: `${type.sku}-${size}`,
      is_active: true,
      attributes: [
        { __typename: 'VariantAttribute' as const, name: 'Size', slug: 'size', option: size },
      ],
      retail_cost: base + 12,
      sale_cost: base + 10,
      base_cost: base,
    })),
  };
}

/** A push's variant input, as createProduct takes it. */
export interface PushVariant {
  product_type_variant_id: string;
  regular_price: number;
  sale_price: number;
}

/**
 * What the server refuses in a push's or a mapping's variants (the fixture types' variants, one
 * category, prices at least the base cost and sale not above regular), or null.
 */
export function pushVariantsRefusal(variants: readonly PushVariant[]): string | null {
  const chosen: { id: string; categoryIds: string[] }[] = [];
  for (const v of variants) {
    const type = formTypeOf(v.product_type_variant_id.slice(0, -2));
    const variant = type?.variants.find((x) => x.id === v.product_type_variant_id);
    if (!type || !variant) return 'Variant not found';
    const candidate = {
      id: type.id,
      categoryIds: type.categories.map((c) => c.id).sort((a, b) => Number(a) - Number(b)),
    };
    if (!chosen.some((c) => c.id === type.id)) {
      if (!canPickTogether(chosen, candidate)) return M.oneCategory;
      chosen.push(candidate);
    }
    const errors = variantPriceErrors({
      baseCents: toCents(variant.base_cost),
      regularCents: toCents(v.regular_price),
      saleCents: toCents(v.sale_price),
    });
    const error = errors.regular ?? errors.sale;
    if (error) return `${variant.sku}: ${error}`;
  }
  return null;
}

/**
 * The add-product calls: the picker's types, the chosen types with their variants, the seller's
 * shops, and createProduct checked as the server checks it (title, prices, one category; SKU
 * 'TAKEN' already exists) and run as a job (`jobs`) whose result names the product.
 */
export function productWizardHandlers(jobs: MockJobs = mockJobs()) {
  const api = apiLink();
  return [
    ...jobs.handlers,
    ...designUploadHandlers(),
    api.query('ProductPickerTypes', () =>
      HttpResponse.json({
        data: {
          productTypes: {
            hits: PICKER_TYPES.map((t) => ({
              __typename: 'ProductType',
              ...t,
              mockup: null,
              images: [],
              categories: t.categories.map((c) => ({ __typename: 'ProductTypeCategory', ...c })),
            })),
          },
        },
      }),
    ),
    api.query('ProductFormTypes', ({ variables }) =>
      HttpResponse.json({
        data: {
          productTypeByIds: ([] as string[])
            .concat(variables.ids)
            .flatMap((id) => formTypeOf(id) ?? []),
        },
      }),
    ),
    api.query('ProductFormSites', ({ request }) => {
      const user = userOfRequest(request);
      const own = PRODUCT_SITES.filter(
        (s) => hasRole(user, 'Administrator') || s.sellerId === user?.id,
      );
      return HttpResponse.json({
        data: {
          sites: {
            hits: own.map((s) => ({
              __typename: 'Site',
              id: s.id,
              title: s.title,
              platform: s.platform,
              type: null,
            })),
          },
        },
      });
    }),
    api.mutation('CreateProduct', ({ request, variables }) => {
      if (!canAddProducts(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const input = variables.input as {
        title: string;
        sku?: string | null;
        variants: PushVariant[];
        print_files?: { print_area_id: string; file_id: string }[];
      };
      // A design is an upload of this session's (f1, f2…) on a print area of the pushed types.
      const pushedTypes = input.variants.map((v) => v.product_type_variant_id.slice(0, -2));
      for (const f of input.print_files ?? []) {
        if (!pushedTypes.includes(f.print_area_id.slice(0, -1))) {
          return graphqlError(
            `Print area ${f.print_area_id} is not one of the chosen product types'.`,
          );
        }
        if (!/^f\d+$/.test(f.file_id)) return graphqlError(`File ${f.file_id} was not found.`);
      }
      if (!input.title.trim()) return graphqlError(M.titleRequired, 'BAD_USER_INPUT');
      if (input.sku === 'TAKEN') return graphqlError(M.skuExists, 'BAD_USER_INPUT');
      const refusal = pushVariantsRefusal(input.variants);
      if (refusal) return graphqlError(refusal, 'BAD_USER_INPUT');
      const job = jobs.start('product-push', 2, {
        result: { productId: '901', message: M.created },
      });
      return HttpResponse.json({ data: { createProduct: { id: job.id, status: job.status } } });
    }),
  ];
}
