// MSW handlers and fixtures of the carriers area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  CARRIER_LIMITS,
  CARRIER_MESSAGES,
  SERVER_MESSAGES,
  canManageCarriers,
  carrierSchema,
  carrierStatusFor,
  firstValidationError,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { CarrierFieldsFragment, CarrierInput } from './api/Carriers.generated';

export type CarrierFixture = CarrierFieldsFragment;

/** One carrier; by default the active USPS. */
export function makeCarrier(overrides: Partial<CarrierFixture> = {}): CarrierFixture {
  return {
    id: '1',
    name: 'USPS',
    code: 'usps',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}',
    description: 'United States Postal Service: First-Class and Priority Mail within the US.',
    status: true,
    created_at: '2026-08-26T09:00:00.000Z',
    updated_at: '2026-08-26T09:00:00.000Z',
    ...overrides,
  };
}

/** The demo carriers, as the server seeds them: four active and a retired one. */
export const carrierFixtures: CarrierFixture[] = [
  makeCarrier(),
  makeCarrier({
    id: '2',
    name: 'UPS',
    code: 'ups',
    url: 'https://www.ups.com/track?loc=en_US&tracknum={tracking_number}',
    description: 'UPS Ground and Next Day Air.',
  }),
  makeCarrier({
    id: '3',
    name: 'FedEx',
    code: 'fedex',
    url: 'https://www.fedex.com/fedextrack/?trknbr={tracking_number}',
    description: null,
  }),
  makeCarrier({
    id: '4',
    name: 'DHL Express',
    code: 'dhl',
    url: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id={tracking_number}',
    description: 'International express, 2 to 5 business days.',
  }),
  makeCarrier({
    id: '5',
    name: 'YunExpress',
    code: 'yunexpress',
    url: 'https://www.yuntrack.com/parcelTracking?id={tracking_number}',
    description: 'Economy shipping from Asian print partners; retired.',
    status: false,
  }),
];

/** `count` active carriers, for paging. */
export function makeCarriers(count: number): CarrierFixture[] {
  return Array.from({ length: count }, (_, i) =>
    makeCarrier({
      id: String(i + 1),
      name: `Carrier ${String(i + 1).padStart(3, '0')}`,
      code: `carrier-${i + 1}`,
    }),
  );
}

const given = (input: CarrierInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

const byName = (a: CarrierFixture, b: CarrierFixture) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || Number(a.id) - Number(b.id);

/**
 * The carrier calls answered from an in-memory list that saves change, refusing what the server
 * refuses: roles, the form's rules, a code another active carrier holds, a page over 500.
 */
export function carrierHandlers(initial: CarrierFixture[] = carrierFixtures) {
  let carriers = [...initial];
  let nextId = Math.max(100, ...carriers.map((c) => Number(c.id))) + 1;
  const api = apiLink();
  const manager = (request: Request) => canManageCarriers(userOfRequest(request));

  /** The checked carrier, or the server's message. */
  const check = async (values: Record<string, unknown>, id?: string) => {
    const message = await firstValidationError(carrierSchema, values);
    if (message) return { message };
    const carrier = carrierSchema.cast(values);
    const taken = carriers.some(
      (c) =>
        c.id !== id &&
        c.status &&
        carrier.status &&
        c.code.toLowerCase() === carrier.code.toLowerCase(),
    );
    return taken ? { message: CARRIER_MESSAGES.codeTaken(carrier.code) } : { carrier };
  };

  const update = async (
    request: Request,
    id: string,
    input: CarrierInput,
  ): Promise<{ updated: CarrierFixture } | { updated?: undefined; message: string }> => {
    if (!manager(request)) return { message: SERVER_MESSAGES.forbidden };
    const current = carriers.find((c) => c.id === id);
    if (!current) return { message: CARRIER_MESSAGES.notFound };
    const merged = { ...current, description: current.description ?? '', ...given(input) };
    const checked = await check(merged, id);
    if (!checked.carrier) return checked;
    const updated: CarrierFixture = {
      ...current,
      ...checked.carrier,
      description: checked.carrier.description || null,
      updated_at: new Date().toISOString(),
    };
    carriers = carriers.map((c) => (c.id === id ? updated : c));
    return { updated };
  };

  return [
    api.query('Carriers', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const { limit = CARRIER_LIMITS.pageSize, offset = 0 } = variables.filter ?? {};
      if (limit < 1 || limit > CARRIER_LIMITS.listMax) {
        return graphqlError(`limit must be a whole number from 1 to ${CARRIER_LIMITS.listMax}`);
      }
      const status = carrierStatusFor(user, variables.filter?.status);
      const matching = carriers
        .filter((c) => status === undefined || c.status === status)
        .sort(byName);
      return HttpResponse.json({
        data: {
          carriers: { count: matching.length, hits: matching.slice(offset, offset + limit) },
        },
      });
    }),
    api.mutation('CreateCarrier', async ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const checked = await check(given(variables.input as CarrierInput));
      if (!checked.carrier) return graphqlError(checked.message);
      const now = new Date().toISOString();
      const carrier = makeCarrier({
        ...checked.carrier,
        description: checked.carrier.description || null,
        id: String(nextId++),
        created_at: now,
        updated_at: now,
      });
      carriers = [...carriers, carrier];
      return HttpResponse.json({ data: { createCarrier: carrier } });
    }),
    api.mutation('UpdateCarrier', async ({ variables, request }) => {
      const result = await update(request, variables.id, variables.input as CarrierInput);
      if (!result.updated) return graphqlError(result.message);
      return HttpResponse.json({ data: { updateCarrier: result.updated } });
    }),
    api.mutation('DeleteCarrier', async ({ variables, request }) => {
      const result = await update(request, variables.id, { status: false });
      if (!result.updated) return graphqlError(result.message);
      return HttpResponse.json({ data: { updateCarrier: result.updated } });
    }),
  ];
}

type CarrierOperation = 'Carriers' | 'CreateCarrier' | 'UpdateCarrier' | 'DeleteCarrier';

/** One carrier call failing with this message; pass it to a later msw.use() than carrierHandlers(). */
export function carrierFailure(operation: CarrierOperation, message: string) {
  const api = apiLink();
  return operation === 'Carriers'
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One carrier call that never answers: the loading state. */
export function carrierLoading(operation: CarrierOperation) {
  const api = apiLink();
  return operation === 'Carriers'
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}
