// MSW handlers and fixtures of the variant screen, re-exported by the area's mocks.ts.
import { HttpResponse } from 'msw';
import {
  PRODUCT_TYPE_MESSAGES,
  SERVER_MESSAGES,
  canListPartnerFulfillments,
  canReadPartnerCatalogs,
  canManageProductTypes,
  canReadProductTypes,
  missingVariants,
  validateVariants,
  variantAttributes,
  variantSignature,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  GridVariantFragment,
  ProductTypeVariantsInput,
  VariantPartnerCatalogQuery,
  ProductTypeVariantsQuery,
  VariantPartnersQuery,
} from './api/ProductTypeVariants.generated';

export type VariantGridTypeFixture = ProductTypeVariantsQuery['productTypeById'];
export type VariantPartnerFixture = VariantPartnersQuery['partnerFulfillments'][number];

/** The partner fulfillments of the seed: Color Ecommerce (the DTF partner) and DTF Express. */
export const variantPartnerFixtures: VariantPartnerFixture[] = [
  {
    id: '1',
    name: 'Color Ecommerce',
    print_areas: JSON.stringify(['front', 'back', 'left_sleeve', 'right_sleeve']),
  },
  { id: '2', name: 'DTF Express', print_areas: JSON.stringify(['front', 'back', 'left_sleeve']) },
];

export type VariantCatalogHitFixture =
  VariantPartnerCatalogQuery['partnerCatalogs']['hits'][number];

/**
 * Color Ecommerce's print types as the fake partner lists them: Gildan 5000 in Black, White and
 * Red, Bella+Canvas 3001 in Black and White, sizes S to L, front and back.
 */
export function variantCatalogFixtures(): VariantCatalogHitFixture[] {
  const blanks = [
    { blank: 'Gildan 5000', code: 'G5000', id: '1001', colors: ['Black', 'White', 'Red'] },
    { blank: 'Bella+Canvas 3001', code: 'BC3001', id: '1002', colors: ['Black', 'White'] },
  ];
  return blanks.flatMap(({ blank, code, id, colors }) =>
    colors.flatMap((color) =>
      ['S', 'M', 'L'].flatMap((size) =>
        ['front', 'back'].map((placement) => ({
          product_id: id,
          blank,
          sku: `${code}-${color.slice(0, 3).toUpperCase()}-${size}-${placement === 'front' ? 'FR' : 'BK'}`,
          size,
          color,
          placement,
        })),
      ),
    ),
  );
}

/** DTF Express's API does not answer in the fixtures: the mapping modal's error. */
export const VARIANT_CATALOG_DOWN = 'DTF Express did not answer: try again in a minute.';

const option = (name: string, sku?: string) => ({ name, sku: sku ?? name.toUpperCase() });
// The fixture Supplier (Sue) and Penn, as the list's supplier fixtures name them.
const sue = usersByRole.Supplier;
const penn = { id: '40', first_name: 'Penn', last_name: 'Prints' };

/**
 * A type's columns: Sue and Penn as suppliers, Standard (Free, default) and Express ($5) as
 * carriers, Front and Back as print areas.
 */
function gridType(
  overrides: Partial<VariantGridTypeFixture> &
    Pick<VariantGridTypeFixture, 'id' | 'title' | 'sku' | 'attributes'>,
): VariantGridTypeFixture {
  return {
    state: 'active',
    print_files: [
      { id: '11', title: 'Front', default: true },
      { id: '12', title: 'Back', default: false },
    ],
    suppliers: [sue, penn].map(({ id, first_name, last_name }) => ({
      id,
      first_name,
      last_name,
    })),
    product_type_carriers: [
      { carrier_id: '1', price: 0, default: true, carrier: { id: '1', name: 'Standard' } },
      { carrier_id: '2', price: 5, default: false, carrier: { id: '2', name: 'Express' } },
    ],
    variants: [],
    ...overrides,
  };
}

/** The variants the domain's missingVariants makes for a type, priced and saved (with ids). */
export function makeGridVariants(
  type: VariantGridTypeFixture,
  count: number,
  firstId = 1000,
): GridVariantFragment[] {
  return missingVariants(
    {
      ...type,
      suppliers: type.suppliers.map((s) => ({ id: s.id })),
      product_type_carriers: type.product_type_carriers,
    },
    [],
  )
    .variants.slice(0, count)
    .map((variant, i): GridVariantFragment => ({
      ...variant,
      id: String(firstId + i),
      productTypeId: type.id,
      partner_default_id: i % 4 === 0 ? '1' : null,
      retail_cost: 24.99 + (i % 3),
      sale_cost: 19.99 + (i % 3),
      base_cost: 9.5,
      original_cost: 0,
      other_base_cost: 0,
      fee_ship: i % 3 === 0 ? 2 : 0,
      supplier_costs: variant.supplier_costs.map((cost, s) => ({
        user_id: cost.user_id,
        cost: 7 + s,
        selected: cost.selected,
      })),
      carrier_costs: variant.carrier_costs.map((cost) => ({
        carrier_id: cost.carrier_id,
        cost: cost.cost ?? 0,
        default: cost.default,
      })),
      print_area_ids: i % 2 === 0 ? ['11', '12'] : ['11'],
      is_active: i % 10 !== 9,
      partner_variants:
        i % 4 === 0
          ? [
              {
                id: String(5000 + i),
                partner_variant_id: `CE-${variant.sku}`,
                partner_fulfillment_id: '1',
                product_type_variant_id: String(firstId + i),
                sku: `CE-${variant.sku}`,
              },
            ]
          : [],
      mapping_partner_print_areas: [],
    }));
}

const TEE = gridType({
  id: '1',
  title: 'Classic T-Shirt',
  sku: 'CTS',
  attributes: [
    {
      name: 'Color',
      slug: 'color',
      options: [option('Black', 'BLK'), option('White', 'WHT'), option('Red', 'RED')],
    },
    { name: 'Size', slug: 'size', options: [option('S'), option('M'), option('L')] },
  ],
});

const BIG_COLORS = [
  'Black',
  'White',
  'Navy',
  'Red',
  'Heather Grey',
  'Forest',
  'Sand',
  'Royal',
  'Maroon',
  'Pink',
];
const BIG_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
const BIG = gridType({
  id: '20',
  title: 'All-over Print Tee',
  sku: 'AOP',
  attributes: [
    { name: 'Color', slug: 'color', options: BIG_COLORS.map((c) => option(c, c.slice(0, 3))) },
    { name: 'Size', slug: 'size', options: BIG_SIZES.map((s) => option(s)) },
    {
      name: 'Style',
      slug: 'style',
      options: Array.from({ length: 20 }, (_, i) => option(`Style ${i + 1}`, `S${i + 1}`)),
    },
  ],
});

/**
 * The variant screen's types: the t-shirt (id 1) with 4 of its 9 variants, the hoodie (2) with
 * attributes and no variant yet, the mug (3) with no attribute, and the seeded 2,000-variant tee
 * (20).
 */
export function variantTypeFixtures(): VariantGridTypeFixture[] {
  return [
    { ...TEE, variants: makeGridVariants(TEE, 4) },
    gridType({
      id: '2',
      title: 'Hoodie',
      sku: 'HOOD',
      attributes: [
        { name: 'Colour', slug: 'colour', options: [option('Navy'), option('Sand')] },
        { name: 'Size', slug: 'size', options: [option('M'), option('L')] },
      ],
    }),
    gridType({ id: '3', title: 'Ceramic Mug 11oz', sku: 'MUG11', attributes: [] }),
    { ...BIG, variants: makeGridVariants(BIG, 2000, 10000) },
  ];
}

/**
 * The variant screen's calls, answered from in-memory types that the save changes, refusing what
 * the server refuses: reading for product type readers, partners and saving for Administrator and
 * Listing, an unknown type (NOT_FOUND), and the domain's save rules with their first message.
 */
export function variantHandlers(
  initial: VariantGridTypeFixture[] = variantTypeFixtures(),
  partners: VariantPartnerFixture[] = variantPartnerFixtures,
) {
  const types = new Map(initial.map((t) => [t.id, t]));
  let nextId = 90000;
  const api = apiLink();
  return [
    api.query('ProductTypeVariants', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!canReadProductTypes(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const type = types.get(String(variables.id));
      if (!type) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
      return HttpResponse.json({ data: { productTypeById: type } });
    }),
    api.query('VariantPartners', ({ request }) => {
      if (!canListPartnerFulfillments(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      return HttpResponse.json({ data: { partnerFulfillments: partners } });
    }),
    api.query('VariantPartnerCatalog', ({ variables, request }) => {
      if (!canReadPartnerCatalogs(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      if (variables.id === '2') return graphqlError(VARIANT_CATALOG_DOWN, 'BAD_GATEWAY');
      if (!partners.some((p) => p.id === variables.id)) {
        return graphqlError('Partner fulfillment not found', 'NOT_FOUND');
      }
      const hits = variantCatalogFixtures();
      return HttpResponse.json({ data: { partnerCatalogs: { count: hits.length, hits } } });
    }),
    api.mutation('SaveProductTypeVariants', ({ variables, request }) => {
      if (!canManageProductTypes(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      const { productTypeId, variants } = variables.input as ProductTypeVariantsInput;
      const type = types.get(String(productTypeId));
      if (!type) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
      const rules = {
        id: type.id,
        attributes: type.attributes,
        suppliers: type.suppliers.map((s) => ({ id: s.id })),
        product_type_carriers: type.product_type_carriers,
      };
      const result = validateVariants(
        variants.map((v) => ({
          sku: v.sku,
          attributes: v.attributes,
          retail_cost: v.retail_cost,
          sale_cost: v.sale_cost,
          base_cost: v.base_cost,
          original_cost: v.original_cost,
          other_base_cost: v.other_base_cost,
          fee_ship: v.fee_ship,
          partner_default_id: v.partner_default_id ?? null,
          supplier_costs: v.supplier_costs?.map((c) => ({
            user_id: c.user_id,
            cost: c.cost,
            selected: c.selected ?? false,
          })),
          carrier_costs: v.carrier_costs?.map((c) => ({
            carrier_id: c.carrier_id,
            cost: c.cost,
            default: c.default ?? false,
          })),
          ...(v.is_active == null ? {} : { is_active: v.is_active }),
          ...(v.sorting == null ? {} : { sorting: v.sorting }),
          ...(v.print_area_ids == null ? {} : { print_area_ids: v.print_area_ids }),
        })),
        rules,
        new Set(type.variants.map((v) => v.sku)),
      );
      if (!result.ok) return graphqlError(result.firstError.message);
      // Rows are matched to stored variants by their options, as the server does.
      const attributes = variantAttributes(type.attributes);
      const stored = new Map(
        type.variants.map((v) => [variantSignature(v.attributes, attributes), v]),
      );
      const saved: GridVariantFragment[] = result.variants.map((v, i) => {
        const before = stored.get(variantSignature(v.attributes, attributes));
        const id = before?.id ?? String(nextId++);
        const sent = variants[i]!;
        return {
          id,
          sku: v.sku,
          attributes: v.attributes,
          supplier_costs: v.supplier_costs.map(({ user_id, cost, selected }) => ({
            user_id,
            cost,
            selected,
          })),
          carrier_costs: v.carrier_costs.map(({ carrier_id, cost, default: d }) => ({
            carrier_id,
            cost: cost ?? 0,
            default: d,
          })),
          retail_cost: v.retail_cost,
          sale_cost: v.sale_cost,
          base_cost: v.base_cost,
          original_cost: v.original_cost,
          other_base_cost: v.other_base_cost,
          fee_ship: v.fee_ship,
          is_active: v.is_active,
          sorting: v.sorting,
          print_area_ids: v.print_area_ids,
          partner_default_id: v.partner_default_id ?? null,
          partner_variants:
            sent.partner_variants && sent.partner_variants.length > 0
              ? sent.partner_variants.map((p, n) => ({
                  id: `${id}-${n}`,
                  partner_variant_id: p.partner_variant_id,
                  partner_fulfillment_id: p.partner_fulfillment_id,
                  product_type_variant_id: id,
                  sku: p.sku ?? null,
                }))
              : (before?.partner_variants ?? []),
          mapping_partner_print_areas: (sent.mapping_partner_print_areas ?? []).map((m) => ({
            ...m,
            product_type_print_area_title: m.product_type_print_area_title ?? null,
          })),
          productTypeId: type.id,
        };
      });
      types.set(type.id, { ...type, variants: saved });
      return HttpResponse.json({ data: { createProductTypeVariant: saved } });
    }),
  ];
}

type VariantOperation =
  'ProductTypeVariants' | 'VariantPartners' | 'VariantPartnerCatalog' | 'SaveProductTypeVariants';

/** One variant screen call failing with this message (and code); use after variantHandlers(). */
export function variantFailure(operation: VariantOperation, message: string, code?: string) {
  const api = apiLink();
  return operation === 'SaveProductTypeVariants'
    ? api.mutation(operation, () => graphqlError(message, code))
    : api.query(operation, () => graphqlError(message, code));
}

/** One variant screen call that never answers: the loading state. */
export function variantLoading(operation: VariantOperation) {
  const api = apiLink();
  return operation === 'SaveProductTypeVariants'
    ? api.mutation(operation, neverResolves)
    : api.query(operation, neverResolves);
}
