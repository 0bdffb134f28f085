// MSW handlers and fixtures of the product type form, re-exported by src/mocks.ts (apart from
// ./mocks.ts, which this module reads the list's fixtures from).
import { http, HttpResponse } from 'msw';
import {
  PRODUCT_TYPE_MESSAGES,
  SERVER_MESSAGES,
  canManageProductTypes,
  productTypeSaveCheck,
} from '@podoffice/domain';
import { defaultApiEndpoint } from '../api/baseApi';
import type { ProductTypeInput } from '../api/types.generated';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ProductTypeFormFieldsFragment } from './api/ProductTypeForm.generated';
import { productTypeCategoryFixtures, productTypeSupplierFixtures } from './mocks';

export type ProductTypeFormFixture = ProductTypeFormFieldsFragment;

// A 1 × 1 PNG, which the mock file store serves for every image, so one shows without the network.
const PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+2M3+XQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** Where the mock file store takes uploads: the API's origin, as the server's own folder store. */
export function productTypeUploadBase(): string {
  return `${new URL(defaultApiEndpoint()).origin}/__mock-product-type-files`;
}

/** The attribute picker's attributes and their terms (getAttributes, getAttributeTerms). */
export const productTypeAttributeFixtures = [
  {
    id: '1',
    name: 'Color',
    terms: [
      ['Black', 'BLK'],
      ['White', 'WHT'],
      ['Navy', 'NVY'],
    ],
  },
  {
    id: '2',
    name: 'Size',
    terms: [
      ['S', 'S'],
      ['M', 'M'],
      ['L', 'L'],
      ['XL', 'XL'],
    ],
  },
  {
    id: '3',
    name: 'Material',
    terms: [
      ['Cotton', 'COT'],
      ['Polyester', 'POL'],
    ],
  },
] as const;

/** The active carriers of the carrier picker. */
export const productTypeCarrierFixtures = [
  { id: '1', name: 'USPS', code: 'usps' },
  { id: '2', name: 'UPS', code: 'ups' },
  { id: '3', name: 'FedEx', code: 'fedex' },
];

/** A carrier deleted since the types that name it were saved (inactive): not in the picker. */
export const productTypeInactiveCarrierFixture = {
  id: '9',
  name: 'YunExpress',
  code: 'yunexpress',
};

/** A type's carrier row as productTypeById answers it, with the carrier's name and status. */
function carrierRow(row: { carrier_id: string; price: number; default: boolean }) {
  const active = productTypeCarrierFixtures.find((c) => c.id === row.carrier_id);
  const inactive =
    row.carrier_id === productTypeInactiveCarrierFixture.id
      ? productTypeInactiveCarrierFixture
      : null;
  const carrier = active ?? inactive;
  return {
    ...row,
    carrier: carrier ? { id: carrier.id, name: carrier.name, status: carrier === active } : null,
  };
}

/** Classic T-Shirt (id 1) with every section of the form filled. */
export function makeProductTypeForm(
  overrides: Partial<ProductTypeFormFixture> = {},
): ProductTypeFormFixture {
  const sue = productTypeSupplierFixtures[0]!;
  return {
    id: '1',
    title: 'Classic T-Shirt',
    sku: 'CTS',
    description: 'A soft cotton tee.',
    description_special: 'Printed to order.',
    mockup: 'https://mockups.example.com/cts.png',
    images: [`${productTypeUploadBase()}/uploads/fixtures/cts.png`],
    state: 'active',
    personalized: false,
    is_special: true,
    production_time: '2-4 business days',
    shipping_time: '5-7 business days',
    tag: 'Best seller',
    link_template: 'https://templates.example.com/cts.zip',
    file_type_supported: ['png', 'jpg'],
    dpl: 300,
    origin: 'US',
    categories: [productTypeCategoryFixtures[0]!],
    attributes: [
      {
        name: 'Color',
        slug: 'color',
        options: [
          { name: 'Black', sku: 'BLK' },
          { name: 'White', sku: 'WHT' },
        ],
      },
      {
        name: 'Size',
        slug: 'size',
        options: [
          { name: 'S', sku: 'S' },
          { name: 'M', sku: 'M' },
        ],
      },
    ],
    print_files: [
      {
        id: '11',
        title: 'Front',
        mockup: null,
        width: 4500,
        height: 5400,
        note: null,
        default: true,
        any_print: null,
      },
      {
        id: '12',
        title: 'Back',
        mockup: null,
        width: 4500,
        height: 5400,
        note: null,
        default: false,
        any_print: null,
      },
    ],
    suppliers: [{ id: sue.id, first_name: sue.first_name, last_name: sue.last_name }],
    product_type_carriers: [
      { carrier_id: '1', price: 0, default: true },
      { carrier_id: '2', price: 1234.5, default: false },
    ].map(carrierRow),
    ...overrides,
  };
}

/**
 * Classic T-Shirt as saved before issue 23's rules: YunExpress among its carriers (deleted since,
 * so inactive), a Mockup Link without http(s) and a second image stored as a data: address.
 */
export function makeProductTypeFormBeforeRules(): ProductTypeFormFixture {
  const type = makeProductTypeForm();
  const yun = productTypeInactiveCarrierFixture;
  return makeProductTypeForm({
    mockup: 'www.example.com/cts.png',
    images: [...type.images, 'data:image/png;base64,AAAA'],
    product_type_carriers: [
      ...type.product_type_carriers,
      carrierRow({ carrier_id: yun.id, price: 3, default: false }),
    ],
  });
}

/** The stored type a create or update makes of the form's input. */
function stored(id: string, input: ProductTypeInput, before?: ProductTypeFormFixture) {
  const check = productTypeSaveCheck({
    title: input.title,
    sku: input.sku ?? '',
    mockup: input.mockup ?? null,
    dpl: input.dpl ?? 0,
    attributes: input.attributes.map((a) => ({
      name: a.name,
      slug: a.slug || a.name.toLowerCase(),
      options: a.options.map((o) => ({ name: o.name, sku: o.sku ?? null })),
    })),
    print_files: input.print_files.map((p) => ({ title: p.title, default: p.default ?? false })),
    product_type_carriers: (input.product_type_carriers ?? []).map((c) => ({
      carrier_id: c.carrier_id,
      price: c.price,
      default: c.default ?? false,
    })),
  });
  if (check.error !== null) return { error: check.error } as const;
  const values = check.values;
  const type: ProductTypeFormFixture = {
    ...makeProductTypeForm(),
    ...(before ?? {}),
    id,
    title: values.title,
    sku: values.sku,
    description: input.description ?? null,
    description_special: input.description_special ?? null,
    mockup: values.mockup ?? null,
    images: input.images ?? [],
    personalized: input.personalized ?? false,
    is_special: input.is_special ?? false,
    production_time: input.production_time ?? null,
    shipping_time: input.shipping_time ?? null,
    tag: input.tag ?? null,
    link_template: input.link_template ?? null,
    file_type_supported: input.file_type_supported ?? [],
    dpl: values.dpl ?? 0,
    origin: input.origin ?? null,
    categories: productTypeCategoryFixtures.filter((c) => input.categories?.includes(c.id)),
    attributes: values.attributes,
    print_files: input.print_files.map((p, i) => ({
      id: p.id ?? `${id}${i}`,
      title: p.title,
      mockup: p.mockup ?? null,
      width: p.width ?? null,
      height: p.height ?? null,
      note: p.note ?? null,
      default: values.print_files[i]!.default,
      any_print: p.anyprint_type ?? null,
    })),
    suppliers: productTypeSupplierFixtures
      .filter((s) => input.suppliers?.includes(s.id))
      .map(({ email: _email, ...names }) => names),
    product_type_carriers: values.product_type_carriers.map(carrierRow),
  };
  // As the server: no product type offers a deleted carrier again.
  const inactive = type.product_type_carriers.find((c) => c.carrier && !c.carrier.status);
  if (inactive) return { error: PRODUCT_TYPE_MESSAGES.carrierInactive(inactive.carrier!.name) };
  return { type } as const;
}

/**
 * The form's calls answered from an in-memory store of types (Classic T-Shirt, id 1, by default)
 * as the server answers them: managing for Administrator and Listing only, the §5 save rules,
 * 'SKU is duplicated' for a taken sku, not-found for an unknown id; uploads PUT to a mock store.
 */
export function productTypeFormHandlers(
  initial: ProductTypeFormFixture[] = [makeProductTypeForm()],
) {
  let types = [...initial];
  let nextId = 100;
  let nextFile = 1;
  const api = apiLink();
  const manager = (request: Request) => canManageProductTypes(userOfRequest(request));
  const skuTaken = (sku: string, id?: string) => types.some((t) => t.sku === sku && t.id !== id);

  return [
    api.query('ProductTypeForEdit', ({ variables, request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const type = types.find((t) => t.id === variables.id);
      return type
        ? HttpResponse.json({ data: { productTypeById: type } })
        : graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
    }),
    api.mutation('CreateProductType', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const result = stored(String(nextId++), variables.input as ProductTypeInput);
      if (result.error !== undefined) return graphqlError(result.error);
      if (skuTaken(result.type.sku)) return graphqlError(PRODUCT_TYPE_MESSAGES.skuDuplicated);
      types = [...types, result.type];
      return HttpResponse.json({ data: { createProductType: result.type } });
    }),
    api.mutation('UpdateProductType', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const before = types.find((t) => t.id === variables.id);
      if (!before) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
      const result = stored(before.id, variables.input as ProductTypeInput, before);
      if (result.error !== undefined) return graphqlError(result.error);
      if (skuTaken(result.type.sku, before.id)) {
        return graphqlError(PRODUCT_TYPE_MESSAGES.skuDuplicated);
      }
      types = types.map((t) => (t.id === before.id ? result.type : t));
      return HttpResponse.json({ data: { updateProductType: result.type } });
    }),
    api.query('ProductTypeFormAttributes', ({ request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const hits = productTypeAttributeFixtures.map(({ id, name }) => ({ id, name }));
      return HttpResponse.json({ data: { getAttributes: { hits } } });
    }),
    api.query('ProductTypeFormAttributeTerms', ({ variables, request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const attribute = productTypeAttributeFixtures.find((a) => a.id === variables.attribute_id);
      const hits = (attribute?.terms ?? []).map(([option_name, sku], i) => ({
        id: `${attribute!.id}${i}`,
        option_name,
        sku,
      }));
      return HttpResponse.json({ data: { getAttributeTerms: { hits } } });
    }),
    api.query('ProductTypeFormCarriers', ({ request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      return HttpResponse.json({ data: { carriers: { hits: productTypeCarrierFixtures } } });
    }),
    api.mutation('ProductTypeImageUploadUrl', ({ variables }) => {
      const key = `uploads/${nextFile}/${variables.filename}`;
      return HttpResponse.json({
        data: { createSignedUrl: { key, url: `${productTypeUploadBase()}/${key}?signature=mock` } },
      });
    }),
    // Like the signed address, which signs the condition: a PUT without it is refused.
    http.put(
      `${productTypeUploadBase()}/*`,
      ({ request }) =>
        new HttpResponse(null, {
          status: request.headers.get('if-none-match') === '*' ? 200 : 403,
        }),
    ),
    // The file's address in the store, as the server answers it (an http(s) address it stores).
    api.mutation('RecordProductTypeImage', ({ variables }) => {
      const id = String(nextFile++);
      const url = `${productTypeUploadBase()}/${(variables.input as { key: string }).key}`;
      return HttpResponse.json({
        data: { createFile: { id, url, preview_url: `${url}?width=200` } },
      });
    }),
    http.get(
      `${productTypeUploadBase()}/*`,
      () => new HttpResponse(PIXEL_PNG, { headers: { 'content-type': 'image/png' } }),
    ),
  ];
}

type FormQuery =
  | 'ProductTypeForEdit'
  | 'ProductTypeFormAttributes'
  | 'ProductTypeFormAttributeTerms'
  | 'ProductTypeFormCarriers';
type FormMutation =
  | 'CreateProductType'
  | 'UpdateProductType'
  | 'ProductTypeImageUploadUrl'
  | 'RecordProductTypeImage';
type FormOperation = FormQuery | FormMutation;

const isFormQuery = (operation: FormOperation): operation is FormQuery =>
  operation === 'ProductTypeForEdit' ||
  operation === 'ProductTypeFormAttributes' ||
  operation === 'ProductTypeFormAttributeTerms' ||
  operation === 'ProductTypeFormCarriers';

/** One form call failing with this message (and code); pass it to a later msw.use(). */
export function productTypeFormFailure(operation: FormOperation, message: string, code?: string) {
  const api = apiLink();
  return isFormQuery(operation)
    ? api.query(operation, () => graphqlError(message, code))
    : api.mutation(operation, () => graphqlError(message, code));
}

/** One form call that never answers: the loading state. */
export function productTypeFormLoading(operation: FormOperation) {
  const api = apiLink();
  return isFormQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** The file store refusing the PUT of an upload (the address expired, the file is too large). */
export function productTypeUploadRefused() {
  return http.put(`${productTypeUploadBase()}/*`, () => new HttpResponse(null, { status: 403 }));
}
