// MSW handlers and fixtures of the categories area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  CATALOGUE_LIMITS,
  SERVER_MESSAGES,
  canAddCategory,
  canEditCategory,
  categorySchema,
  firstValidationError,
  isStaff,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { CategoryFieldsFragment, CategoryInput } from './api/Categories.generated';

export type CategoryFixture = CategoryFieldsFragment;

/** The server's text for an id that names no category. */
export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';

const TITLES = [
  'Aprons',
  'Backpacks',
  'Baby Bodysuits',
  'Bandanas',
  'Beanies',
  'Blankets',
  'Buttons',
  'Calendars',
  'Canvas Prints',
  'Car Accessories',
  'Coasters',
  'Doormats',
  'Dresses',
  'Flags',
  'Framed Prints',
  'Greeting Cards',
  'Hats',
  'Hoodies',
  'Jackets',
  'Jewelry',
  'Keychains',
  'Kids Apparel',
  'Laptop Sleeves',
  'Leggings',
  'Long Sleeves',
  'Magnets',
  'Metal Prints',
  'Mouse Pads',
  'Mugs',
  'Notebooks',
  'Ornaments',
  'Pajamas',
  'Pet Bandanas',
  'Pet Beds',
  'Phone Cases',
  'Pillows',
  'Polo Shirts',
  'Posters',
  'Puzzles',
  'Shower Curtains',
  'Socks',
  'Stickers',
  'Sweatshirts',
  'T-Shirts',
  'Tank Tops',
  'Tapestries',
  'Tote Bags',
  'Towels',
  'Tumblers',
  'Wall Clocks',
  'Water Bottles',
  'Yard Signs',
];
const INACTIVE = new Set(['Face Masks', 'Wine Glasses', 'Rugs']);

/** One category; by default the active Mugs. */
export function makeCategory(overrides: Partial<CategoryFixture> = {}): CategoryFixture {
  return {
    id: '1',
    title: 'Mugs',
    description: 'Mugs printed on demand.',
    status: true,
    totalProductType: 0,
    created_at: '2024-02-01T09:00:00.000Z',
    updated_at: '2024-02-01T09:00:00.000Z',
    ...overrides,
  };
}

/** 52 active categories (two pages of 50) and 3 inactive ones, by title. */
export const categoryFixtures: CategoryFixture[] = [...TITLES, ...INACTIVE]
  .sort((a, b) => a.localeCompare(b))
  .map((title, i) =>
    makeCategory({
      id: String(i + 1),
      title,
      description: i % 4 === 3 ? null : `${title} printed on demand.`,
      status: !INACTIVE.has(title),
      created_at: new Date(Date.UTC(2024, 1, 1 + i, 9)).toISOString(),
      updated_at: new Date(Date.UTC(2024, 1, 1 + i, 9)).toISOString(),
    }),
  );

const given = (input: CategoryInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

/**
 * The category calls answered from an in-memory list that saves and deletes change, refusing what
 * the server refuses (roles, the form's rules, inactive categories for sellers).
 */
export function categoryHandlers(initial: CategoryFixture[] = categoryFixtures) {
  let categories = [...initial];
  let nextId = Math.max(100, ...categories.map((c) => Number(c.id))) + 1;
  const api = apiLink();
  return [
    api.query('Categories', ({ variables, request }) => {
      const filter = variables.filter ?? {};
      const status = isStaff(userOfRequest(request)) ? filter.status : true;
      const search = filter.search?.trim().toLowerCase();
      const matching = categories
        .filter((c) => status === null || status === undefined || c.status === status)
        .filter((c) => !search || c.title.toLowerCase().includes(search))
        .sort((a, b) => a.title.localeCompare(b.title));
      const offset = filter.offset ?? 0;
      const limit = filter.limit ?? CATALOGUE_LIMITS.categoriesPageSize;
      return HttpResponse.json({
        data: {
          categories: { count: matching.length, hits: matching.slice(offset, offset + limit) },
        },
      });
    }),
    api.query('CategoryById', ({ variables }) => {
      const category = categories.find((c) => c.id === variables.id);
      if (!category) return graphqlError(CATEGORY_NOT_FOUND_MESSAGE);
      return HttpResponse.json({ data: { categoryById: category } });
    }),
    api.mutation('CreateCategory', async ({ variables, request }) => {
      if (!canAddCategory(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const input = given(variables.input as CategoryInput);
      const message = await firstValidationError(categorySchema, input);
      if (message) return graphqlError(message);
      const values = categorySchema.cast(input);
      const now = new Date().toISOString();
      const category = makeCategory({
        ...values,
        description: values.description || null,
        id: String(nextId++),
        created_at: now,
        updated_at: now,
      });
      categories = [...categories, category];
      return HttpResponse.json({ data: { createCategory: category } });
    }),
    api.mutation('UpdateCategory', async ({ variables, request }) => {
      if (!canEditCategory(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = categories.find((c) => c.id === variables.id);
      if (!current) return graphqlError(CATEGORY_NOT_FOUND_MESSAGE);
      const merged = {
        ...current,
        description: current.description ?? '',
        ...given(variables.input as CategoryInput),
      };
      const message = await firstValidationError(categorySchema, merged);
      if (message) return graphqlError(message);
      const values = categorySchema.cast(merged);
      const updated = {
        ...current,
        ...values,
        description: values.description || null,
        updated_at: new Date().toISOString(),
      };
      categories = categories.map((c) => (c.id === updated.id ? updated : c));
      return HttpResponse.json({ data: { updateCategory: updated } });
    }),
    api.mutation('DeleteCategory', ({ variables, request }) => {
      if (!canEditCategory(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!categories.some((c) => c.id === variables.id)) {
        return graphqlError(CATEGORY_NOT_FOUND_MESSAGE);
      }
      categories = categories.filter((c) => c.id !== variables.id);
      return HttpResponse.json({ data: { deleteCategory: true } });
    }),
  ];
}

type CategoryOperation =
  'Categories' | 'CategoryById' | 'CreateCategory' | 'UpdateCategory' | 'DeleteCategory';

const isQuery = (operation: CategoryOperation) =>
  operation === 'Categories' || operation === 'CategoryById';

/** One category call failing with this message; pass it to a later msw.use() than categoryHandlers(). */
export function categoryFailure(operation: CategoryOperation, message: string) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One category call that never answers: the loading state. */
export function categoryLoading(operation: CategoryOperation) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** The handlers of a catalogue with no categories yet. */
export function emptyCategoryHandlers() {
  return categoryHandlers([]);
}
