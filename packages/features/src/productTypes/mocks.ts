// MSW handlers and fixtures of the productTypes area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  PRODUCT_TYPE_MESSAGES,
  PRODUCT_TYPE_STATES,
  SERVER_MESSAGES,
  canManageProductTypes,
  canPickSuppliers,
  canReadProductTypes,
  productTypeListScope,
  type ProductTypeState,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ProductTypeRowFragment } from './api/ProductTypes.generated';

export type ProductTypeFixture = ProductTypeRowFragment;

const sue = usersByRole.Supplier;
/** The fixture Supplier (Sue) and two others, as the supplier picker lists them. */
export const productTypeSupplierFixtures = [
  { id: sue.id, first_name: sue.first_name, last_name: sue.last_name, email: sue.email },
  { id: '40', first_name: 'Penn', last_name: 'Prints', email: 'penn@podoffice.test' },
  { id: '41', first_name: 'Mug', last_name: 'Masters', email: 'mugs@podoffice.test' },
];

/** The categories of the category filter. */
export const productTypeCategoryFixtures = [
  { id: '1', title: 'Apparel' },
  { id: '2', title: 'Drinkware' },
  { id: '3', title: 'Home & Living' },
];

const supplier = (id: string) => {
  const { email: _email, ...names } = productTypeSupplierFixtures.find((s) => s.id === id)!;
  return names;
};
const category = (id: string) => productTypeCategoryFixtures.find((c) => c.id === id)!;

/** One product type row; by default Sue's active Classic T-Shirt. */
export function makeProductType(overrides: Partial<ProductTypeFixture> = {}): ProductTypeFixture {
  return {
    id: '1',
    title: 'Classic T-Shirt',
    sku: 'CTS',
    mockup: null,
    images: [],
    state: 'active',
    personalized: false,
    categories: [category('1')],
    suppliers: [supplier(sue.id)],
    totalVariant: 40,
    ...overrides,
  };
}

/** The demo list: a dozen types, one paused, two personalized, three of other suppliers only. */
export const productTypeFixtures: ProductTypeFixture[] = [
  makeProductType(),
  makeProductType({ id: '2', title: 'Hoodie', sku: 'HOOD', totalVariant: 30 }),
  makeProductType({ id: '3', title: 'Crewneck Sweatshirt', sku: 'CS', totalVariant: 30 }),
  makeProductType({ id: '4', title: 'Tank Top', sku: 'TT', totalVariant: 12 }),
  makeProductType({
    id: '5',
    title: 'Ceramic Mug 11oz',
    sku: 'MUG11',
    categories: [category('2')],
    suppliers: [supplier('41')],
    totalVariant: 2,
  }),
  makeProductType({
    id: '6',
    title: 'Ceramic Mug 15oz',
    sku: 'MUG15',
    categories: [category('2')],
    suppliers: [supplier('41'), supplier(sue.id)],
    totalVariant: 2,
  }),
  makeProductType({
    id: '7',
    title: 'Poster',
    sku: 'POSTER',
    categories: [category('3')],
    suppliers: [supplier('40')],
    totalVariant: 6,
  }),
  makeProductType({
    id: '8',
    title: 'Canvas',
    sku: 'CANVAS',
    categories: [category('3')],
    suppliers: [supplier('40')],
    totalVariant: 4,
  }),
  makeProductType({
    id: '9',
    title: 'Personalized Name Necklace',
    sku: 'PNN',
    personalized: true,
    categories: [],
    totalVariant: 3,
  }),
  makeProductType({
    id: '10',
    title: 'Custom Photo Blanket',
    sku: 'CPB',
    personalized: true,
    categories: [category('3')],
    suppliers: [supplier('40')],
    totalVariant: 2,
  }),
  makeProductType({ id: '11', title: 'Long Sleeve Tee', sku: 'LST', totalVariant: 20 }),
  makeProductType({ id: '12', title: 'Youth Tee', sku: 'YT', state: 'paused', totalVariant: 10 }),
];

/** `count` active types of Sue's, for paging. */
export function makeProductTypes(count: number): ProductTypeFixture[] {
  return Array.from({ length: count }, (_, i) =>
    makeProductType({
      id: String(i + 1),
      title: `Product type ${String(i + 1).padStart(3, '0')}`,
      sku: `PT${i + 1}`,
    }),
  );
}

/**
 * The product type list calls answered from an in-memory list that pauses, clones and deletes,
 * refusing what the server refuses: the role rules of productTypeListScope (a Supplier gets their
 * own active non-personalized types, 10 a page, whatever they send), managing for Administrator and
 * Listing only, the supplier picker for the full list's roles, an unknown state or type.
 */
export function productTypeHandlers(initial: ProductTypeFixture[] = productTypeFixtures) {
  let types = [...initial];
  let nextId = Math.max(100, ...types.map((t) => Number(t.id))) + 1;
  const api = apiLink();
  const manager = (request: Request) => canManageProductTypes(userOfRequest(request));

  return [
    api.query('ProductTypes', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!canReadProductTypes(user)) return graphqlError(SERVER_MESSAGES.forbidden);
      const filter = variables.filter ?? {};
      const status = filter.status as ProductTypeState | null | undefined;
      if (status && !PRODUCT_TYPE_STATES.includes(status)) {
        return graphqlError(PRODUCT_TYPE_MESSAGES.stateInvalid);
      }
      const scope = productTypeListScope(user, { ...filter, status });
      const limit = filter.limit ?? scope.defaultLimit;
      if (limit < 1 || limit > scope.maxLimit) {
        return graphqlError(`limit must be a whole number from 1 to ${scope.maxLimit}`);
      }
      const offset = filter.offset ?? 0;
      const words = filter.search?.trim().toLowerCase() ?? '';
      const categories = [filter.categories ?? []].flat();
      const matching = types
        .filter((t) => !scope.status || t.state === scope.status)
        .filter((t) => scope.personalized === null || t.personalized === scope.personalized)
        .filter((t) => !scope.supplierId || t.suppliers.some((s) => s.id === scope.supplierId))
        .filter(
          (t) => categories.length === 0 || t.categories.some((c) => categories.includes(c.id)),
        )
        .filter(
          (t) =>
            !words || t.title.toLowerCase().includes(words) || t.sku.toLowerCase().includes(words),
        )
        .sort((a, b) => Number(b.id) - Number(a.id));
      return HttpResponse.json({
        data: {
          productTypes: { count: matching.length, hits: matching.slice(offset, offset + limit) },
        },
      });
    }),
    api.query('ProductTypeCategories', ({ request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      return HttpResponse.json({
        data: { categories: { hits: productTypeCategoryFixtures } },
      });
    }),
    api.query('ProductTypeSuppliers', ({ request }) => {
      if (!canPickSuppliers(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      return HttpResponse.json({ data: { users: { hits: productTypeSupplierFixtures } } });
    }),
    api.mutation('UpdateProductTypeState', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const state = variables.state as ProductTypeState;
      if (!PRODUCT_TYPE_STATES.includes(state)) {
        return graphqlError(PRODUCT_TYPE_MESSAGES.stateInvalid);
      }
      const current = types.find((t) => t.id === variables.id);
      if (!current) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
      const updated = { ...current, state };
      types = types.map((t) => (t.id === current.id ? updated : t));
      return HttpResponse.json({ data: { updateProductTypeState: updated } });
    }),
    api.mutation('DuplicateProductType', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = types.find((t) => t.id === variables.id);
      if (!current) return graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
      const id = String(nextId++);
      const copy = {
        ...current,
        id,
        title: `${current.title} copy`,
        sku: `C${id}`.slice(0, 7),
        state: 'paused',
      };
      types = [...types, copy];
      return HttpResponse.json({ data: { duplicateProductType: copy } });
    }),
    api.mutation('DeleteProductType', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!types.some((t) => t.id === variables.id)) {
        return graphqlError(PRODUCT_TYPE_MESSAGES.notFound, 'NOT_FOUND');
      }
      types = types.filter((t) => t.id !== variables.id);
      return HttpResponse.json({ data: { deleteProductType: true } });
    }),
  ];
}

type ProductTypeQuery = 'ProductTypes' | 'ProductTypeCategories' | 'ProductTypeSuppliers';
type ProductTypeMutation = 'UpdateProductTypeState' | 'DuplicateProductType' | 'DeleteProductType';
type ProductTypeOperation = ProductTypeQuery | ProductTypeMutation;

const isQuery = (operation: ProductTypeOperation): operation is ProductTypeQuery =>
  operation === 'ProductTypes' ||
  operation === 'ProductTypeCategories' ||
  operation === 'ProductTypeSuppliers';

/** One product type call failing with this message; pass it to a later msw.use() than productTypeHandlers(). */
export function productTypeFailure(operation: ProductTypeOperation, message: string) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One product type call that never answers: the loading state. */
export function productTypeLoading(operation: ProductTypeOperation) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

export * from './variantMocks';
