// MSW handlers and fixtures of the discounts area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  DISCOUNT_TYPES,
  DISCOUNT_TYPE_LABELS,
  RULE_MESSAGES,
  SERVER_MESSAGES,
  canManageCatalogueRules,
  discountSchema,
  firstValidationError,
  isStaff,
  toDiscountInput,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { DiscountFieldsFragment, DiscountInput } from './api/Discounts.generated';

export type DiscountFixture = DiscountFieldsFragment;

const DAY_MS = 24 * 60 * 60 * 1000;
const SEASONS = ['Spring sale', 'Summer sale', 'Back to school', 'Black Friday', 'Holiday sale'];

/** One discount; by default a 10% timeline discount over the first week of June 2024. */
export function makeDiscount(overrides: Partial<DiscountFixture> = {}): DiscountFixture {
  return {
    id: '1',
    name: 'Summer sale',
    discount: 10,
    type: 'timeline',
    effective_time: null,
    start_time: '2024-06-01T00:00:00.000Z',
    end_time: '2024-06-07T00:00:00.000Z',
    created_at: '2024-05-20T09:00:00.000Z',
    updated_at: '2024-05-20T09:00:00.000Z',
    ...overrides,
  };
}

/** `count` discounts newest first, two timeline ones for every time_amount one. */
export function makeDiscounts(count = 23): DiscountFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const timeline = id % 3 !== 0;
    const start = Date.UTC(2024, 0, 1) + id * 14 * DAY_MS;
    const created = new Date(Date.UTC(2023, 11, 1) + id * DAY_MS).toISOString();
    return makeDiscount({
      id: String(id),
      name: timeline ? `${SEASONS[id % SEASONS.length]} ${id}` : `Welcome offer ${id}`,
      discount: [5, 10, 15, 20, 25, 30, 50][id % 7] ?? 10,
      type: timeline ? 'timeline' : 'time_amount',
      effective_time: timeline ? null : [7, 14, 30, 60][id % 4]!,
      start_time: timeline ? new Date(start).toISOString() : null,
      end_time: timeline ? new Date(start + (7 + (id % 3) * 7) * DAY_MS).toISOString() : null,
      created_at: created,
      updated_at: created,
    });
  });
}

/** The values a valid input is stored as (the server's toDiscountInput). */
async function stored(
  input: DiscountInput,
): Promise<{ message: string } | { message: null; values: ReturnType<typeof toDiscountInput> }> {
  const message = await firstValidationError(discountSchema, input);
  if (message) return { message };
  return { message: null, values: toDiscountInput(await discountSchema.validate(input)) };
}

/**
 * The discount calls answered from an in-memory list that the mutations change, with the
 * server's rules: staff read, only an Administrator changes, the discount schema checks input.
 */
export function discountHandlers(initial: DiscountFixture[] = makeDiscounts()) {
  let discounts = [...initial];
  let nextId = Math.max(0, ...discounts.map((d) => Number(d.id))) + 1;
  const api = apiLink();
  const staff = (request: Request) => isStaff(userOfRequest(request));
  const admin = (request: Request) => canManageCatalogueRules(userOfRequest(request));

  return [
    api.query('Discounts', ({ variables, request }) => {
      if (!staff(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const offset = variables.filter?.offset ?? 0;
      const limit = variables.filter?.limit ?? 20;
      return HttpResponse.json({
        data: {
          discounts: { count: discounts.length, hits: discounts.slice(offset, offset + limit) },
        },
      });
    }),
    api.query('DiscountById', ({ variables, request }) => {
      if (!staff(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const discount = discounts.find((d) => d.id === variables.id);
      return discount
        ? HttpResponse.json({ data: { discount } })
        : graphqlError(RULE_MESSAGES.discountNotFound);
    }),
    api.query('DiscountTypes', () =>
      HttpResponse.json({
        data: {
          discountTypes: DISCOUNT_TYPES.map((value) => ({
            value,
            label: DISCOUNT_TYPE_LABELS[value],
          })),
        },
      }),
    ),
    api.mutation('CreateDiscount', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const result = await stored(variables.input);
      if (result.message !== null) return graphqlError(result.message);
      const now = new Date().toISOString();
      const discount = makeDiscount({
        id: String(nextId++),
        ...result.values,
        created_at: now,
        updated_at: now,
      });
      discounts = [discount, ...discounts];
      return HttpResponse.json({ data: { createDiscount: discount } });
    }),
    api.mutation('UpdateDiscount', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = discounts.find((d) => d.id === variables.id);
      if (!current) return graphqlError(RULE_MESSAGES.discountNotFound);
      const result = await stored(variables.input);
      if (result.message !== null) return graphqlError(result.message);
      const updated = { ...current, ...result.values, updated_at: new Date().toISOString() };
      discounts = discounts.map((d) => (d.id === updated.id ? updated : d));
      return HttpResponse.json({ data: { updateDiscount: updated } });
    }),
    api.mutation('DeleteDiscount', ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!discounts.some((d) => d.id === variables.id)) {
        return graphqlError(RULE_MESSAGES.discountNotFound);
      }
      discounts = discounts.filter((d) => d.id !== variables.id);
      return HttpResponse.json({ data: { deleteDiscount: variables.id } });
    }),
  ];
}

/** The handlers of a platform with no discounts yet. */
export function emptyDiscountHandlers() {
  return discountHandlers([]);
}

type DiscountOperation =
  | 'Discounts'
  | 'DiscountById'
  | 'DiscountTypes'
  | 'CreateDiscount'
  | 'UpdateDiscount'
  | 'DeleteDiscount';

const isDiscountQuery = (operation: DiscountOperation) =>
  ['Discounts', 'DiscountById', 'DiscountTypes'].includes(operation);

/** One discount call failing with the server's message; put it before discountHandlers(). */
export function discountFailure(operation: DiscountOperation, message: string) {
  const api = apiLink();
  return isDiscountQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One discount call that never answers: the loading state. */
export function discountLoading(operation: DiscountOperation) {
  const api = apiLink();
  return isDiscountQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}
