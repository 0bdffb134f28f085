// MSW handlers and fixtures of the levels area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  SERVER_MESSAGES,
  canManageUserLevels,
  firstValidationError,
  isStaff,
  userLevelSchema,
} from '@podoffice/domain';
import { userOfRequest, usersByRole, type UserFixture } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { UserLevelFieldsFragment, UserLevelInput } from './api/Levels.generated';

export type UserLevelFixture = UserLevelFieldsFragment;

/** The server's text for an id that names no level. */
export const LEVEL_NOT_FOUND_MESSAGE = 'User level not found';

function creater(user: UserFixture) {
  return { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email };
}

/** One level; by default an active Gold level made by the Administrator. */
export function makeUserLevel(overrides: Partial<UserLevelFixture> = {}): UserLevelFixture {
  return {
    id: '1',
    name: 'Gold',
    order_total: 2000,
    discount: 5,
    status: true,
    totalUser: 12,
    creater: creater(usersByRole.Administrator),
    created_at: '2024-03-01T09:00:00.000Z',
    updated_at: '2024-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The ladder the demo shows: five active levels and a retired one. */
export const userLevelFixtures: UserLevelFixture[] = [
  makeUserLevel({ id: '1', name: 'Bronze', order_total: 0, discount: 0, totalUser: 41 }),
  makeUserLevel({
    id: '2',
    name: 'Silver',
    order_total: 500,
    discount: 3,
    totalUser: 18,
    creater: creater(usersByRole.Listing),
  }),
  makeUserLevel({ id: '3', name: 'Gold', order_total: 2000, discount: 5, totalUser: 7 }),
  makeUserLevel({
    id: '4',
    name: 'Platinum',
    order_total: 10000,
    discount: 8,
    totalUser: 2,
    creater: creater(usersByRole.Listing),
  }),
  makeUserLevel({ id: '5', name: 'Diamond', order_total: 50000, discount: 12.5, totalUser: 0 }),
  makeUserLevel({
    id: '6',
    name: 'Founding Partner',
    order_total: 0,
    discount: 15,
    status: false,
    totalUser: 3,
  }),
];

const given = (input: UserLevelInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

/**
 * The level calls answered from an in-memory list that saves and deletes change, refusing what
 * the server refuses (roles, the form's rules).
 */
export function levelHandlers(initial: UserLevelFixture[] = userLevelFixtures) {
  let levels = [...initial];
  let nextId = Math.max(100, ...levels.map((l) => Number(l.id))) + 1;
  const api = apiLink();
  const manager = (request: Request) => canManageUserLevels(userOfRequest(request));
  return [
    api.query('UserLevels', ({ variables, request }) => {
      if (!isStaff(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const status = variables.filter?.status;
      const hits = levels
        .filter((l) => status === null || status === undefined || l.status === status)
        .sort((a, b) => a.order_total - b.order_total);
      return HttpResponse.json({ data: { userLevels: hits } });
    }),
    api.mutation('CreateUserLevel', async ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const input = given(variables.input as UserLevelInput);
      const message = await firstValidationError(userLevelSchema, input);
      if (message) return graphqlError(message);
      const values = userLevelSchema.cast(input);
      const now = new Date().toISOString();
      const level = makeUserLevel({
        ...values,
        id: String(nextId++),
        totalUser: 0,
        creater: creater(userOfRequest(request) ?? usersByRole.Administrator),
        created_at: now,
        updated_at: now,
      });
      levels = [...levels, level];
      return HttpResponse.json({ data: { createUserLevel: level } });
    }),
    api.mutation('UpdateUserLevel', async ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = levels.find((l) => l.id === variables.id);
      if (!current) return graphqlError(LEVEL_NOT_FOUND_MESSAGE);
      const merged = { ...current, ...given(variables.input as UserLevelInput) };
      const message = await firstValidationError(userLevelSchema, merged);
      if (message) return graphqlError(message);
      const updated = {
        ...merged,
        ...userLevelSchema.cast(merged),
        updated_at: new Date().toISOString(),
      };
      levels = levels.map((l) => (l.id === updated.id ? updated : l));
      return HttpResponse.json({ data: { updateUserLevel: updated } });
    }),
    api.mutation('DeleteUserLevel', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!levels.some((l) => l.id === variables.id)) return graphqlError(LEVEL_NOT_FOUND_MESSAGE);
      levels = levels.filter((l) => l.id !== variables.id);
      return HttpResponse.json({ data: { deleteUserLevel: true } });
    }),
  ];
}

type LevelOperation = 'UserLevels' | 'CreateUserLevel' | 'UpdateUserLevel' | 'DeleteUserLevel';

/** One level call failing with this message; pass it to a later msw.use() than levelHandlers(). */
export function levelFailure(operation: LevelOperation, message: string) {
  const api = apiLink();
  return operation === 'UserLevels'
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One level call that never answers: the loading state. */
export function levelLoading(operation: LevelOperation) {
  const api = apiLink();
  return operation === 'UserLevels'
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** The handlers of a platform with no levels yet. */
export function emptyLevelHandlers() {
  return levelHandlers([]);
}
