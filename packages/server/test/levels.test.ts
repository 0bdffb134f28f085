import { eq } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES as C,
  MESSAGES,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { userLevels, users } from '../src/db/schema';
import { LEVEL_NOT_FOUND } from '../src/graphql/levels/resolvers';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS = `id name order_total discount status totalUser created_at updated_at
  creater { id first_name last_name }`;
const LEVELS = `query Levels($filter: UserLevelFilter) { userLevels(filter: $filter) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: UserLevelInput!) { createUserLevel(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UserLevelInput!) { updateUserLevel(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteUserLevel(id: $id) }`;

interface Level {
  id: string;
  name: string;
  order_total: number;
  discount: number;
  status: boolean;
  totalUser: number;
  created_at: string;
  updated_at: string;
  creater: { id: string; first_name: string } | null;
}

const MANAGERS: UserRole[] = ['Administrator', 'Listing'];
// Spec 1 §2: the levels page is theirs; Accounting has no screen that lists levels.
const READERS: UserRole[] = ['Administrator', 'Supporter', 'Listing'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
const list = async (filter: Record<string, unknown> = {}, role: UserRole = 'Administrator') =>
  (await api.ok<{ userLevels: Level[] }>(LEVELS, { filter }, await token(role))).userLevels;
const create = async (input: Record<string, unknown>, role: UserRole = 'Listing') =>
  (await api.ok<{ createUserLevel: Level }>(CREATE, { input }, await token(role))).createUserLevel;
const rowOf = async (id: string) =>
  (
    await api.server.db
      .select()
      .from(userLevels)
      .where(eq(userLevels.id, Number(id)))
  )[0];

describe('userLevels', () => {
  test.each(READERS)('%s lists the levels, lowest order total first', async (role) => {
    const levels = await list({}, role);
    expect(levels.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']),
    );
    const totals = levels.map((l) => l.order_total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  test.each(['Accounting', 'Seller', 'Supplier'] as const)('%s is refused', async (role) => {
    expect(await api.refused(LEVELS, {}, await token(role))).toBe(SERVER_MESSAGES.forbidden);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(LEVELS, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('the status filter keeps active or inactive levels; none lists both', async () => {
    const all = await list();
    const active = await list({ status: true });
    const inactive = await list({ status: false });
    expect(active.every((l) => l.status)).toBe(true);
    expect(inactive.map((l) => l.name)).toContain('Founding Partner');
    expect(inactive.every((l) => !l.status)).toBe(true);
    expect(active.length + inactive.length).toBe(all.length);
  });

  test('totalUser counts the users holding a level, and creater names who made it', async () => {
    const levels = await list();
    const gold = levels.find((l) => l.name === 'Gold')!;
    const silver = levels.find((l) => l.name === 'Silver')!;
    const holders = async (id: string) =>
      (
        await api.server.db
          .select()
          .from(users)
          .where(eq(users.levelId, Number(id)))
      ).length;
    expect(gold.totalUser).toBe(await holders(gold.id));
    expect(gold.totalUser).toBeGreaterThanOrEqual(1);
    expect(silver.totalUser).toBe(await holders(silver.id));
    expect(levels.every((l) => l.creater?.first_name)).toBe(true);
  });
});

describe('createUserLevel', () => {
  test.each(MANAGERS)('%s creates an active level by default, as its creater', async (role) => {
    const level = await create({ name: `  Ruby ${role} `, order_total: 25000, discount: 10 }, role);
    expect(level).toMatchObject({
      name: `Ruby ${role}`,
      order_total: 25000,
      discount: 10,
      status: true,
      totalUser: 0,
      creater: { id: String(await api.idOf(demoEmail(role))) },
    });
    expect((await list()).map((l) => l.id)).toContain(level.id);
  });

  test('keeps the bounds 0 and 100000, 0 and 100, and an inactive status', async () => {
    const level = await create({ name: 'Edge', order_total: 100000, discount: 100, status: false });
    expect(level).toMatchObject({ order_total: 100000, discount: 100, status: false });
    const low = await create({ name: 'Edge low', order_total: 0, discount: 0 });
    expect(low).toMatchObject({ order_total: 0, discount: 0 });
  });

  test.each(USER_ROLES.filter((r) => !MANAGERS.includes(r)))(
    '%s is refused and nothing is stored',
    async (role) => {
      const before = await api.rows(userLevels);
      expect(
        await api.refused(
          CREATE,
          { input: { name: 'Nope', order_total: 1, discount: 1 } },
          await token(role),
        ),
      ).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.rows(userLevels)).toBe(before);
    },
  );

  test('an anonymous caller is asked to sign in', async () => {
    expect(
      await api.refused(CREATE, { input: { name: 'Nope', order_total: 1, discount: 1 } }),
    ).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test.each([
    ['no name', { name: null }, MESSAGES.levelNameRequired],
    ['a blank name', { name: '   ' }, MESSAGES.levelNameRequired],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, C.levelNameMax],
    ['no order total', { order_total: null }, C.levelOrderTotalRequired],
    ['a negative order total', { order_total: -1 }, C.levelOrderTotalRange],
    ['an order total over 100000', { order_total: 100001 }, C.levelOrderTotalRange],
    ['no discount', { discount: null }, C.levelDiscountRequired],
    ['a negative discount', { discount: -5 }, C.levelDiscountRange],
    ['a discount over 100', { discount: 100.5 }, C.levelDiscountRange],
  ])('refuses %s with the form’s message and stores nothing', async (_case, change, message) => {
    const before = await api.rows(userLevels);
    expect(
      await api.refused(
        CREATE,
        { input: { name: 'Valid', order_total: 10, discount: 1, ...change } },
        await token('Administrator'),
      ),
    ).toBe(message);
    expect(await api.rows(userLevels)).toBe(before);
  });

  test('refuses an order total that is not a whole number at the schema', async () => {
    expect(
      await api.refused(
        CREATE,
        { input: { name: 'Valid', order_total: 10.5, discount: 1 } },
        await token('Administrator'),
      ),
    ).toMatch(/Int cannot represent/);
  });
});

describe('updateUserLevel', () => {
  test.each(MANAGERS)('%s changes only the fields given', async (role) => {
    const level = await create({ name: 'Amber', order_total: 700, discount: 2 });
    const { updateUserLevel } = await api.ok<{ updateUserLevel: Level }>(
      UPDATE,
      { id: level.id, input: { discount: 4.5, status: false } },
      await token(role),
    );
    expect(updateUserLevel).toMatchObject({
      id: level.id,
      name: 'Amber',
      order_total: 700,
      discount: 4.5,
      status: false,
    });
    expect(await rowOf(level.id)).toMatchObject({ discount: 4.5, status: false, orderTotal: 700 });
  });

  test.each(USER_ROLES.filter((r) => !MANAGERS.includes(r)))(
    '%s is refused and the level stays as it was',
    async (role) => {
      const level = await create({ name: 'Jade', order_total: 900, discount: 3 });
      const before = await rowOf(level.id);
      expect(
        await api.refused(UPDATE, { id: level.id, input: { name: 'Hacked' } }, await token(role)),
      ).toBe(SERVER_MESSAGES.forbidden);
      expect(await rowOf(level.id)).toEqual(before);
    },
  );

  test.each([
    ['a blank name', { name: '' }, MESSAGES.levelNameRequired],
    ['an order total over 100000', { order_total: 200000 }, C.levelOrderTotalRange],
    ['a discount over 100', { discount: 101 }, C.levelDiscountRange],
  ])('refuses %s and changes nothing', async (_case, input, message) => {
    const level = await create({ name: 'Opal', order_total: 300, discount: 1 });
    const before = await rowOf(level.id);
    expect(await api.refused(UPDATE, { id: level.id, input }, await token('Listing'))).toBe(
      message,
    );
    expect(await rowOf(level.id)).toEqual(before);
  });

  test.each(['999999', 'abc'])('refuses the unknown level %s', async (id) => {
    expect(
      await api.refused(UPDATE, { id, input: { name: 'X' } }, await token('Administrator')),
    ).toBe(LEVEL_NOT_FOUND);
  });
});

describe('deleteUserLevel', () => {
  test.each(MANAGERS)('%s deletes a level; its holders keep their account', async (role) => {
    const level = await create({ name: 'Short-lived', order_total: 1, discount: 1 });
    const sellerId = await api.idOf('seller2@podoffice.test');
    const [seller] = await api.server.db.select().from(users).where(eq(users.id, sellerId));
    await api.server.db
      .update(users)
      .set({ levelId: Number(level.id) })
      .where(eq(users.id, sellerId));
    expect((await list()).find((l) => l.id === level.id)?.totalUser).toBe(1);
    expect(
      (await api.ok<{ deleteUserLevel: boolean }>(DELETE, { id: level.id }, await token(role)))
        .deleteUserLevel,
    ).toBe(true);
    expect(await rowOf(level.id)).toBeUndefined();
    const [after] = await api.server.db.select().from(users).where(eq(users.id, sellerId));
    expect(after).toMatchObject({ id: sellerId, levelId: null, status: true });
    await api.server.db
      .update(users)
      .set({ levelId: seller!.levelId })
      .where(eq(users.id, sellerId));
  });

  test.each(USER_ROLES.filter((r) => !MANAGERS.includes(r)))(
    '%s is refused and the level stays',
    async (role) => {
      const level = await create({ name: 'Sturdy', order_total: 1, discount: 1 });
      expect(await api.refused(DELETE, { id: level.id }, await token(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
      expect(await rowOf(level.id)).toBeDefined();
    },
  );

  test('refuses an unknown level, and a second delete of the same one', async () => {
    const admin = await token('Administrator');
    const level = await create({ name: 'Twice', order_total: 1, discount: 1 });
    await api.ok(DELETE, { id: level.id }, admin);
    expect(await api.refused(DELETE, { id: level.id }, admin)).toBe(LEVEL_NOT_FOUND);
    expect(await api.refused(DELETE, { id: '0' }, admin)).toBe(LEVEL_NOT_FOUND);
  });
});
