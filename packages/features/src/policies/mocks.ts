// MSW handlers and fixtures of the policies area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  RULE_MESSAGES,
  SERVER_MESSAGES,
  canManageCatalogueRules,
  firstValidationError,
  policySchema,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { PolicyFieldsFragment, PolicyInput } from './api/Policies.generated';

export type PolicyFixture = PolicyFieldsFragment;

/** One entry; by default the first guideline, with an HTML description. */
export function makePolicy(overrides: Partial<PolicyFixture> = {}): PolicyFixture {
  return {
    id: '1',
    title: 'Preparing your design files',
    description:
      '<p>Upload PNG files at <strong>300 DPI</strong> with a transparent background.</p><ul><li>T-shirts: 4500 x 5400 px</li><li>Mugs: 2475 x 1155 px</li></ul>',
    type: 1,
    sorting: 1,
    created_at: '2024-05-01T09:00:00.000Z',
    updated_at: '2024-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Four guidelines and four policies, some in HTML, one plain, one with a script to strip. */
export function makePolicies(): PolicyFixture[] {
  return [
    makePolicy(),
    makePolicy({
      id: '2',
      title: 'Connecting your shop',
      description:
        '<p>Go to <em>Connect Sites</em>, choose your platform and approve the access we ask for.</p>',
      sorting: 2,
    }),
    makePolicy({
      id: '3',
      title: 'Topping up your balance',
      description:
        'Make a deposit from the Balance page.\nName the transfer store name_date dd/mm/yyyy_amount.',
      sorting: 3,
    }),
    makePolicy({ id: '4', title: 'Mapping products', description: null, sorting: 4 }),
    makePolicy({
      id: '5',
      title: 'Production and shipping times',
      description:
        '<p>Orders are held for 24 hours after payment, then produced within <strong>3 business days</strong>.</p><script>window.hacked = true</script>',
      type: 2,
      sorting: 1,
    }),
    makePolicy({
      id: '6',
      title: 'Returns and reprints',
      description: 'We reprint items that arrive damaged, reported within 30 days with a photo.',
      type: 2,
      sorting: 2,
    }),
    makePolicy({
      id: '7',
      title: 'Prohibited content',
      description: '<p>We do not print designs that infringe trademarks or copyright.</p>',
      type: 2,
      sorting: 3,
    }),
    makePolicy({
      id: '8',
      title: 'Payment terms',
      description: '<p>Fulfilment charges are taken from your prepaid balance.</p>',
      type: 2,
      sorting: 4,
    }),
  ];
}

const bySorting = (a: PolicyFixture, b: PolicyFixture) =>
  a.sorting - b.sorting || Number(a.id) - Number(b.id);

async function checked(input: PolicyInput) {
  const value = {
    title: input.title,
    description: input.description ?? '',
    type: input.type ?? 1,
    sorting: input.sorting ?? 1,
  };
  const message = await firstValidationError(policySchema, value);
  if (message) return { message } as const;
  const values = policySchema.cast(value);
  return { message: null, values: { ...values, description: values.description || null } };
}

/**
 * The guideline & policy calls answered from an in-memory list that the mutations change, with
 * the server's rules: everyone signed in reads, only an Administrator changes.
 */
export function policyHandlers(initial: PolicyFixture[] = makePolicies()) {
  let entries = [...initial];
  let nextId = Math.max(0, ...entries.map((p) => Number(p.id))) + 1;
  const api = apiLink();
  const admin = (request: Request) => canManageCatalogueRules(userOfRequest(request));

  return [
    api.query('Policies', ({ variables }) => {
      const type = variables.filter?.type;
      const hits = entries.filter((p) => !type || p.type === type).sort(bySorting);
      return HttpResponse.json({ data: { policies: hits } });
    }),
    api.query('PolicyById', ({ variables }) => {
      const policy = entries.find((p) => p.id === variables.id);
      return policy
        ? HttpResponse.json({ data: { policyById: policy } })
        : graphqlError(RULE_MESSAGES.policyNotFound);
    }),
    api.mutation('CreatePolicy', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const result = await checked(variables.input);
      if (result.message !== null) return graphqlError(result.message);
      const now = new Date().toISOString();
      const policy = makePolicy({
        id: String(nextId++),
        ...result.values,
        created_at: now,
        updated_at: now,
      });
      entries = [...entries, policy];
      return HttpResponse.json({ data: { createPolicy: policy } });
    }),
    api.mutation('UpdatePolicy', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = entries.find((p) => p.id === variables.id);
      if (!current) return graphqlError(RULE_MESSAGES.policyNotFound);
      const result = await checked(variables.input);
      if (result.message !== null) return graphqlError(result.message);
      const updated = { ...current, ...result.values, updated_at: new Date().toISOString() };
      entries = entries.map((p) => (p.id === updated.id ? updated : p));
      return HttpResponse.json({ data: { updatePolicy: updated } });
    }),
    api.mutation('DeletePolicy', ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!entries.some((p) => p.id === variables.id)) {
        return graphqlError(RULE_MESSAGES.policyNotFound);
      }
      entries = entries.filter((p) => p.id !== variables.id);
      return HttpResponse.json({ data: { deletePolicy: variables.id } });
    }),
  ];
}

/** The handlers of a platform with no guideline or policy yet. */
export function emptyPolicyHandlers() {
  return policyHandlers([]);
}

type PolicyOperation = 'Policies' | 'PolicyById' | 'CreatePolicy' | 'UpdatePolicy' | 'DeletePolicy';

const isPolicyQuery = (operation: PolicyOperation) =>
  operation === 'Policies' || operation === 'PolicyById';

/** One guideline & policy call failing with the server's message; put it before policyHandlers(). */
export function policyFailure(operation: PolicyOperation, message: string) {
  const api = apiLink();
  return isPolicyQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One guideline & policy call that never answers: the loading state. */
export function policyLoading(operation: PolicyOperation) {
  const api = apiLink();
  return isPolicyQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}
