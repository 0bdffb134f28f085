// MSW handlers and fixtures of the catalog area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  PRODUCT_TYPE_MESSAGES,
  SERVER_MESSAGES,
  canExportCatalog,
  canReadProductTypes,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { CatalogCardFieldsFragment, CatalogProductTypeQuery } from './api/Catalog.generated';

export type CatalogTypeFixture = CatalogProductTypeQuery['productTypeById'];
type VariantFixture = CatalogTypeFixture['variants'][number];

const COLORS = ['White', 'Black', 'Red'];
const SIZES = ['S', 'M', 'L'];
/** Combinations the demo t-shirt has no variant for, so the picker disables them. */
const MISSING = new Set(['Red/L', 'Black/S']);

function makeVariant(id: string, color: string, size: string, i: number): VariantFixture {
  return {
    id,
    sku: `TEE-${color.toUpperCase()}-${size}`,
    attributes: [
      { name: 'Color', slug: 'color', option: color },
      { name: 'Size', slug: 'size', option: size },
    ],
    carrier_costs: [{ carrier_id: '1', cost: size === 'L' ? 5.5 : 4.5, default: true }],
    retail_cost: 19.99 + i,
    sale_cost: 0,
    base_cost: 8.5 + i / 2,
    fee_ship: 2,
    is_active: true,
  };
}

/** A catalog product type with its variants; by default the t-shirt of 3 colours × 3 sizes less two. */
export function makeCatalogType(overrides: Partial<CatalogTypeFixture> = {}): CatalogTypeFixture {
  const variants: VariantFixture[] = [];
  for (const color of COLORS) {
    for (const size of SIZES) {
      if (!MISSING.has(`${color}/${size}`)) {
        variants.push(makeVariant(String(variants.length + 1), color, size, variants.length));
      }
    }
  }
  return {
    id: '1',
    title: 'Classic T-Shirt',
    sku: 'TEE',
    mockup: null,
    images: [],
    tag: 'Best seller',
    totalVariant: variants.length,
    description: 'A soft cotton tee, printed direct to garment.',
    production_time: '2-3 business days',
    shipping_time: '5-8 business days',
    link_template: 'https://templates.podoffice.test/tee.psd',
    file_type_supported: ['PNG', 'JPG'],
    dpl: 300,
    origin: 'US',
    attributes: [
      { name: 'Color', slug: 'color', options: COLORS.map((name) => ({ name })) },
      { name: 'Size', slug: 'size', options: SIZES.map((name) => ({ name })) },
    ],
    product_type_carriers: [
      { carrier_id: '1', price: 4.5, default: true, carrier: { id: '1', name: 'USPS' } },
      { carrier_id: '2', price: 0, default: false, carrier: { id: '2', name: 'UPS' } },
    ],
    variants,
    ...overrides,
  };
}

const TAGS = ['New', 'Best seller', 'Premium', null] as const;

/** `count` catalog cards, tags in turn, for paging. */
export function makeCatalogCards(count: number): CatalogCardFieldsFragment[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    title: i === 0 ? 'Classic T-Shirt' : `Product type ${String(i + 1).padStart(3, '0')}`,
    sku: i === 0 ? 'TEE' : `PT${i + 1}`,
    mockup: null,
    images: [],
    tag: TAGS[i % TAGS.length] ?? null,
    totalVariant: 7,
  }));
}

/**
 * The catalog calls answered from fixtures: the search on title or sku, the page asked for, one
 * type by id, and an export address. Fixture tokens carry no is_special flag, so the handlers check
 * the role the server checks and the stories stand for a special user.
 */
export function catalogHandlers(
  cards: CatalogCardFieldsFragment[] = makeCatalogCards(45),
  detail: CatalogTypeFixture = makeCatalogType(),
) {
  const api = apiLink();
  return [
    api.query('CatalogProductTypes', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!canReadProductTypes(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const { search = '', limit = 20, offset = 0 } = variables.filter ?? {};
      const words = (search ?? '').toLowerCase();
      const matching = cards.filter(
        (c) => c.title.toLowerCase().includes(words) || c.sku.toLowerCase().includes(words),
      );
      return HttpResponse.json({
        data: {
          productTypes: {
            count: matching.length,
            hits: matching.slice(offset ?? 0, (offset ?? 0) + (limit ?? 20)),
          },
        },
      });
    }),
    api.query('CatalogProductType', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (variables.id !== detail.id) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound);
      return HttpResponse.json({ data: { productTypeById: detail } });
    }),
    api.mutation('ExportCatalog', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!canExportCatalog(user && { ...user, is_special: true })) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      if (variables.ids.length === 0) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound);
      return HttpResponse.json({
        data: { exportCatalog: `/files/exports/catalog/${variables.ids.join('-')}.csv` },
      });
    }),
  ];
}

type CatalogOperation = 'CatalogProductTypes' | 'CatalogProductType' | 'ExportCatalog';

/** One catalog call failing with this message; pass it to a later msw.use() than catalogHandlers(). */
export function catalogFailure(operation: CatalogOperation, message: string) {
  const api = apiLink();
  return operation === 'ExportCatalog'
    ? api.mutation(operation, () => graphqlError(message))
    : api.query(operation, () => graphqlError(message));
}

/** One catalog call that never answers: the loading state. */
export function catalogLoading(operation: CatalogOperation) {
  const api = apiLink();
  return operation === 'ExportCatalog'
    ? api.mutation(operation, neverResolves)
    : api.query(operation, neverResolves);
}
