import { eq } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES as C,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { categories } from '../src/db/schema';
import { CATEGORY_NOT_FOUND } from '../src/graphql/categories/resolvers';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS = 'id title description status totalProductType created_at updated_at';
const LIST = `query Categories($filter: CategoryFilter) { categories(filter: $filter) { count hits { ${FIELDS} } } }`;
const BY_ID = `query CategoryById($id: ID!) { categoryById(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteCategory(id: $id) }`;

interface Category {
  id: string;
  title: string;
  description: string | null;
  status: boolean;
  totalProductType: number;
}
interface CategoryList {
  count: number;
  hits: Category[];
}

const EDITORS: UserRole[] = ['Administrator', 'Listing'];
const OTHERS = USER_ROLES.filter((r) => !EDITORS.includes(r));
const STAFF: UserRole[] = ['Administrator', 'Supporter', 'Listing', 'Accounting'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
const list = async (filter: Record<string, unknown> = {}, role: UserRole = 'Administrator') =>
  (await api.ok<{ categories: CategoryList }>(LIST, { filter }, await token(role))).categories;
const create = async (input: Record<string, unknown>, role: UserRole = 'Administrator') =>
  (await api.ok<{ createCategory: Category }>(CREATE, { input }, await token(role))).createCategory;
const rowOf = async (id: string) =>
  (
    await api.server.db
      .select()
      .from(categories)
      .where(eq(categories.id, Number(id)))
  )[0];

describe('categories', () => {
  test.each(USER_ROLES)('%s reads 50 a page, by title', async (role) => {
    const page = await list({ status: true }, role);
    expect(page.hits).toHaveLength(50);
    expect(page.count).toBeGreaterThan(50);
    const titles = page.hits.map((c) => c.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    // The demo product types: three tees, one mug (src/seed/productTypes.ts).
    expect(page.hits.find((c) => c.title === 'T-Shirts')?.totalProductType).toBe(3);
    const rest = await list({ status: true, offset: 50 }, role);
    expect(rest.hits).toHaveLength(page.count - 50);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(LIST, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test.each(STAFF)('%s filters Active or Inactive', async (role) => {
    const active = await list({ status: true, limit: 999 }, role);
    const inactive = await list({ status: false, limit: 999 }, role);
    const all = await list({ limit: 999 }, role);
    expect(inactive.hits.map((c) => c.title)).toContain('Face Masks');
    expect(inactive.hits.every((c) => !c.status)).toBe(true);
    expect(active.hits.every((c) => c.status)).toBe(true);
    expect(active.count + inactive.count).toBe(all.count);
  });

  test.each(['Seller', 'Supplier'] as const)(
    '%s only ever gets active categories',
    async (role) => {
      expect((await list({ status: false, limit: 999 }, role)).hits.every((c) => c.status)).toBe(
        true,
      );
      expect((await list({ limit: 999 }, role)).count).toBe(
        (await list({ status: true, limit: 999 })).count,
      );
    },
  );

  test('search finds words in the title', async () => {
    expect((await list({ search: 'shirt' })).hits.map((c) => c.title)).toEqual([
      'Polo Shirts',
      'Sweatshirts',
      'T-Shirts',
    ]);
  });

  test.each([
    ['limit 0', { limit: 0 }, 'limit must be a whole number from 1 to 9999'],
    ['a negative offset', { offset: -5 }, 'offset must be zero or more'],
  ])('refuses %s', async (_case, filter, message) => {
    expect(await api.refused(LIST, { filter }, await token('Supporter'))).toBe(message);
  });
});

describe('categoryById', () => {
  test.each(USER_ROLES)('%s reads an active category', async (role) => {
    const [mugs] = (await list({ search: 'Mugs' })).hits;
    const { categoryById } = await api.ok<{ categoryById: Category }>(
      BY_ID,
      { id: mugs!.id },
      await token(role),
    );
    expect(categoryById).toMatchObject({ title: 'Mugs', status: true, totalProductType: 1 });
  });

  test('an inactive category is there for staff only', async () => {
    const [masks] = (await list({ search: 'Face Masks' })).hits;
    for (const role of STAFF) {
      await expect(api.ok(BY_ID, { id: masks!.id }, await token(role))).resolves.toBeDefined();
    }
    for (const role of ['Seller', 'Supplier'] as const) {
      expect(await api.refused(BY_ID, { id: masks!.id }, await token(role))).toBe(
        CATEGORY_NOT_FOUND,
      );
    }
  });

  test.each(['999999', '-3'])('refuses the unknown category %s', async (id) => {
    expect(await api.refused(BY_ID, { id }, await token('Administrator'))).toBe(CATEGORY_NOT_FOUND);
  });
});

describe('createCategory', () => {
  test.each(EDITORS)('%s adds an active category', async (role) => {
    const category = await create(
      { title: `  Candles ${role} `, description: ' Soy wax, printed labels ' },
      role,
    );
    expect(category).toMatchObject({
      title: `Candles ${role}`,
      description: 'Soy wax, printed labels',
      status: true,
      totalProductType: 0,
    });
  });

  test('an empty description is stored as none, and a category may start inactive', async () => {
    const category = await create({ title: 'Quiet', description: '', status: false });
    expect(category).toMatchObject({ description: null, status: false });
  });

  // The route table lets Supporters open the add form, but spec 1 §6 keeps Add New to
  // Administrator and Listing: the server follows §6.
  test.each(OTHERS)('%s is refused and nothing is stored', async (role) => {
    const before = await api.rows(categories);
    expect(await api.refused(CREATE, { input: { title: 'Nope' } }, await token(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(await api.rows(categories)).toBe(before);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(CREATE, { input: { title: 'Nope' } })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
  });

  test.each([
    ['no title', {}, C.titleRequired],
    ['a blank title', { title: '   ' }, C.titleRequired],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, C.titleMax],
    [
      'a description over 2000 characters',
      { title: 'A', description: 'x'.repeat(2001) },
      C.descriptionMax,
    ],
  ])('refuses %s and stores nothing', async (_case, input, message) => {
    const before = await api.rows(categories);
    expect(await api.refused(CREATE, { input }, await token('Listing'))).toBe(message);
    expect(await api.rows(categories)).toBe(before);
  });
});

describe('updateCategory', () => {
  test.each(EDITORS)('%s changes only the fields given, e.g. makes it inactive', async (role) => {
    const category = await create({ title: 'Seasonal', description: 'Autumn' });
    const { updateCategory } = await api.ok<{ updateCategory: Category }>(
      UPDATE,
      { id: category.id, input: { status: false } },
      await token(role),
    );
    expect(updateCategory).toMatchObject({
      title: 'Seasonal',
      description: 'Autumn',
      status: false,
    });
    expect((await list({ status: false, limit: 999 })).hits.map((c) => c.id)).toContain(
      category.id,
    );
  });

  test.each(OTHERS)('%s is refused and the category stays as it was', async (role) => {
    const category = await create({ title: 'Fixed' });
    const before = await rowOf(category.id);
    expect(
      await api.refused(UPDATE, { id: category.id, input: { title: 'X' } }, await token(role)),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await rowOf(category.id)).toEqual(before);
  });

  test('refuses a blank title and changes nothing', async () => {
    const category = await create({ title: 'Kept title' });
    const before = await rowOf(category.id);
    expect(
      await api.refused(UPDATE, { id: category.id, input: { title: '' } }, await token('Listing')),
    ).toBe(C.titleRequired);
    expect(await rowOf(category.id)).toEqual(before);
  });

  test('refuses an unknown category', async () => {
    expect(
      await api.refused(UPDATE, { id: '999999', input: { title: 'X' } }, await token('Listing')),
    ).toBe(CATEGORY_NOT_FOUND);
  });
});

describe('deleteCategory', () => {
  test.each(EDITORS)('%s deletes a category', async (role) => {
    const category = await create({ title: 'Temporary' });
    expect(
      (await api.ok<{ deleteCategory: boolean }>(DELETE, { id: category.id }, await token(role)))
        .deleteCategory,
    ).toBe(true);
    expect(await rowOf(category.id)).toBeUndefined();
  });

  test.each(OTHERS)('%s is refused and the category stays', async (role) => {
    const category = await create({ title: 'Staying' });
    expect(await api.refused(DELETE, { id: category.id }, await token(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(await rowOf(category.id)).toBeDefined();
  });

  test('refuses an unknown category', async () => {
    expect(await api.refused(DELETE, { id: '999999' }, await token('Administrator'))).toBe(
      CATEGORY_NOT_FOUND,
    );
  });
});
