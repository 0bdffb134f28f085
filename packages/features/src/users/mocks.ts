// MSW handlers and fixtures of the users area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  MESSAGES,
  ROLES,
  SERVER_MESSAGES,
  canChangeUserStatus,
  normalizeRole,
  partnerFulfillmentState,
} from '@podoffice/domain';
import { userOfRequest, usersByRole, type UserFixture } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  CreateUserInput,
  PartnerFulfillmentInput,
  UpdateUserInput,
  UserDetailFragment,
  UserFilter,
  UsersQuery,
} from './api/Users.generated';

export type UserRecordFixture = UserDetailFragment;

/** The order export templates an Administrator can give a supplier. */
export const exportTemplateFixtures = [
  { id: '1', name: 'Standard CSV' },
  { id: '2', name: 'DTF Express' },
  { id: '3', name: 'Embroidery' },
];

const roleRef = (name: string) => ({ id: String(ROLES.indexOf(name as never) + 1), name });

/** One user as the users screens read it; by default an active seller. */
export function makeUserRecord(overrides: Partial<UserRecordFixture> = {}): UserRecordFixture {
  return {
    id: '100',
    first_name: 'Olivia',
    last_name: 'Bennett',
    email: 'olivia.bennett@podoffice.test',
    phone: '0300000001',
    roles: [roleRef('Seller')],
    status: true,
    is_special: false,
    totalOrder: 0,
    created_at: '2024-05-02T08:00:00.000Z',
    address: null,
    birthday: null,
    is_subscription: false,
    template_id: null,
    partner_fulfillment: null,
    ...overrides,
  };
}

function fromFixture(user: UserFixture, daysAgo: number): UserRecordFixture {
  return makeUserRecord({
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? null,
    roles: user.roles.map((r) => roleRef(r.name)),
    created_at: new Date(Date.UTC(2024, 0, 1) + daysAgo * 86_400_000).toISOString(),
    ...(user.roles.some((r) => r.name === 'Supplier')
      ? {
          template_id: '2',
          partner_fulfillment: {
            id: '1',
            name: 'DTF Express',
            domain: 'https://api.dtf-express.example',
            api_key: 'dtfx_live_4f9a2c71',
            api_signature: 'sig_8d1e0b57c3',
          },
        }
      : {}),
  });
}

const NAMES = [
  ['Lucas', 'Moreau'],
  ['Amara', 'Okoye'],
  ['Mateo', 'Rossi'],
  ['Hana', 'Sato'],
  ['Ethan', 'Walsh'],
  ['Zara', 'Haddad'],
  ['Ivan', 'Petrov'],
  ['Chloe', 'Dubois'],
  ['Kofi', 'Mensah'],
  ['Isla', 'Murray'],
  ['Diego', 'Alvarez'],
  ['Mei', 'Lin'],
  ['Aarav', 'Patel'],
  ['Freya', 'Larsen'],
  ['Omar', 'Farouk'],
  ['Elena', 'Popescu'],
] as const;

/**
 * `extra` sellers and suppliers (every fourth blocked, some special) after the six fixture users
 * of the role toolbar: more than one page of 25 by default.
 */
export function makeUserRecords(extra = 30): UserRecordFixture[] {
  const fixtures = Object.values(usersByRole).map((u, i) => fromFixture(u, 200 + i));
  const others = Array.from({ length: extra }, (_, i) => {
    const [first, last] = NAMES[i % NAMES.length]!;
    const supplier = i % 5 === 4;
    return makeUserRecord({
      id: String(100 + i),
      first_name: first,
      last_name: i < NAMES.length ? last : `${last} ${Math.floor(i / NAMES.length) + 1}`,
      email: `${first}.${last}${i < NAMES.length ? '' : i}@podoffice.test`.toLowerCase(),
      phone: `03000${String(i).padStart(5, '0')}`,
      roles: [roleRef(supplier ? 'Supplier' : 'Seller')],
      status: i % 4 !== 3,
      is_special: !supplier && i % 6 === 0,
      created_at: new Date(Date.UTC(2024, 0, 1) + (199 - i) * 86_400_000).toISOString(),
    });
  });
  return [...fixtures, ...others].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** What the users call answers for a filter. */
export function queryUsers(
  records: UserRecordFixture[],
  filter: UserFilter | null | undefined,
): UsersQuery['users'] {
  const role = filter?.role ? normalizeRole(filter.role) : null;
  const search = filter?.search?.trim().toLowerCase();
  const matching = records.filter(
    (u) =>
      (filter?.status === null || filter?.status === undefined || u.status === filter.status) &&
      (!role || u.roles.some((r) => r.name === role)) &&
      (!search ||
        `${u.first_name} ${u.last_name}`.toLowerCase().includes(search) ||
        u.email.includes(search) ||
        (u.phone ?? '').includes(search)),
  );
  const offset = filter?.offset ?? 0;
  const limit = filter?.limit ?? 25;
  return { count: matching.length, hits: matching.slice(offset, offset + limit) };
}

function partner(input: PartnerFulfillmentInput | null | undefined, id: string) {
  if (partnerFulfillmentState(input) !== 'complete' || !input) return null;
  return {
    id,
    name: input.name ?? '',
    domain: input.domain ?? '',
    api_key: input.api_key ?? '',
    api_signature: input.api_signature ?? '',
  };
}

/**
 * The users calls answered from an in-memory list that creating, editing, blocking and deleting
 * change, so a mutation's refetch shows its effect. Only an Administrator is answered.
 */
export function usersHandlers(initial: UserRecordFixture[] = makeUserRecords()) {
  let records = [...initial];
  let nextId = 1000;
  const api = apiLink();
  const admin = (request: Request) =>
    userOfRequest(request)?.roles.some((r) => r.name === 'Administrator') ?? false;
  return [
    api.query('Users', ({ variables, request }) =>
      admin(request)
        ? HttpResponse.json({ data: { users: queryUsers(records, variables.filter) } })
        : graphqlError(SERVER_MESSAGES.forbidden),
    ),
    api.query('UserById', ({ variables }) => {
      const user = records.find((u) => u.id === variables.id);
      return user
        ? HttpResponse.json({ data: { userById: user } })
        : graphqlError(SERVER_MESSAGES.userNotFound);
    }),
    api.query('UserRoles', () =>
      HttpResponse.json({ data: { roles: ROLES.map((name) => roleRef(name)) } }),
    ),
    api.query('ExportTemplates', () =>
      HttpResponse.json({ data: { templates: exportTemplateFixtures } }),
    ),
    api.mutation('CreateUser', ({ variables }) => {
      const input = variables.input as CreateUserInput;
      if (records.some((u) => u.email === input.email.trim().toLowerCase())) {
        return graphqlError(SERVER_MESSAGES.emailTaken);
      }
      if (input.roles.length === 0) return graphqlError(MESSAGES.chooseUserRoles);
      const id = String(nextId++);
      const supplier = input.roles.includes('Supplier');
      const user = makeUserRecord({
        id,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email.trim().toLowerCase(),
        phone: input.phone,
        roles: input.roles.map(roleRef),
        is_special: input.is_special ?? false,
        template_id: supplier ? (input.template_id ?? null) : null,
        partner_fulfillment: supplier ? partner(input.partner_fulfillment, id) : null,
        created_at: new Date().toISOString(),
      });
      records = [user, ...records];
      return HttpResponse.json({ data: { createUser: user } });
    }),
    api.mutation('UpdateUserAccount', ({ variables }) => {
      const current = records.find((u) => u.id === variables.id);
      if (!current) return graphqlError(SERVER_MESSAGES.userNotFound);
      const input = variables.input as UpdateUserInput;
      const roles = input.roles ? input.roles.map(roleRef) : current.roles;
      const supplier = roles.some((r) => r.name === 'Supplier');
      const updated: UserRecordFixture = {
        ...current,
        first_name: input.first_name ?? current.first_name,
        last_name: input.last_name ?? current.last_name,
        email: input.email ?? current.email,
        phone: input.phone === undefined ? current.phone : input.phone,
        address: input.address === undefined ? current.address : input.address,
        roles,
        is_special: input.is_special ?? current.is_special,
        template_id: supplier
          ? input.template_id === undefined
            ? current.template_id
            : input.template_id
          : null,
        partner_fulfillment: supplier
          ? input.partner_fulfillment === undefined
            ? current.partner_fulfillment
            : partner(input.partner_fulfillment, current.id)
          : null,
      };
      records = records.map((u) => (u.id === updated.id ? updated : u));
      return HttpResponse.json({ data: { updateUser: updated } });
    }),
    api.mutation('DeleteUser', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canChangeUserStatus(caller, { id: variables.id })) {
        return graphqlError('You cannot delete your own account');
      }
      records = records.filter((u) => u.id !== variables.id);
      return HttpResponse.json({ data: { deleteUser: true } });
    }),
    api.mutation('BlockUser', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canChangeUserStatus(caller, { id: variables.id })) {
        return graphqlError('You cannot block or unblock your own account');
      }
      const status = variables.action === 'unblock';
      records = records.map((u) => (u.id === variables.id ? { ...u, status } : u));
      return HttpResponse.json({ data: { blockUser: { id: variables.id, status } } });
    }),
    api.mutation('SetUserPassword', () => HttpResponse.json({ data: { changePassword: true } })),
  ];
}

type UsersOperation =
  | 'Users'
  | 'UserById'
  | 'UserRoles'
  | 'ExportTemplates'
  | 'CreateUser'
  | 'UpdateUserAccount'
  | 'DeleteUser'
  | 'BlockUser'
  | 'SetUserPassword';

const QUERIES: UsersOperation[] = ['Users', 'UserById', 'UserRoles', 'ExportTemplates'];

/** One users call failing with the server's message; put it before usersHandlers() to override. */
export function usersFailure(operation: UsersOperation, message: string) {
  const api = apiLink();
  return QUERIES.includes(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One users call that never answers: the loading state. */
export function usersLoading(operation: UsersOperation) {
  const api = apiLink();
  return QUERIES.includes(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** The users handlers over an empty list (a search or filter that matches nobody). */
export function emptyUsersHandlers() {
  return usersHandlers([]);
}
