import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  RULE_MESSAGES,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { policies } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { HOSTILE_HTML, unsafeParts } from './storedHtml';

const FIELDS = 'id title description type sorting created_at updated_at';
const POLICIES = `query Policies($filter: PolicyFilter) { policies(filter: $filter) { ${FIELDS} } }`;
const POLICY = `query Policy($id: ID!) { policyById(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation CreatePolicy($input: PolicyInput!) { createPolicy(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdatePolicy($id: ID!, $input: PolicyInput!) { updatePolicy(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation DeletePolicy($id: ID!) { deletePolicy(id: $id) }`;

interface PolicyHit {
  id: string;
  title: string;
  description: string | null;
  type: number;
  sorting: number;
  created_at: string;
  updated_at: string;
}

type Caller = 'anonymous' | UserRole;

let api: TestApi;
const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));
const admin = () => tokenOf('Administrator');

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function list(filter?: Record<string, unknown>, caller: Caller = 'Administrator') {
  return (await api.ok<{ policies: PolicyHit[] }>(POLICIES, { filter }, await tokenOf(caller)))
    .policies;
}

async function create(input: Record<string, unknown>): Promise<PolicyHit> {
  return (await api.ok<{ createPolicy: PolicyHit }>(CREATE, { input }, await admin())).createPolicy;
}

describe('reading guideline & policy', () => {
  test.each(USER_ROLES)('%s reads both columns and one entry', async (role) => {
    const all = await list(undefined, role);
    expect(all.length).toBe(await api.rows(policies));
    expect(new Set(all.map((p) => p.type))).toEqual(new Set([1, 2]));
    const { policyById } = await api.ok<{ policyById: PolicyHit }>(
      POLICY,
      { id: all[0]!.id },
      await tokenOf(role),
    );
    expect(policyById).toEqual(all[0]);
  });

  test('an anonymous caller reads nothing', async () => {
    expect(await api.refused(POLICIES, {})).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(POLICY, { id: '1' })).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('the type filter keeps one column, ordered by sorting', async () => {
    for (const type of [1, 2]) {
      const column = await list({ type });
      expect(column.length).toBeGreaterThan(0);
      expect(column.every((p) => p.type === type)).toBe(true);
      const sortings = column.map((p) => p.sorting);
      expect(sortings).toEqual([...sortings].sort((a, b) => a - b));
    }
  });

  test('the demo has HTML and plain descriptions', async () => {
    const all = await list();
    expect(all.some((p) => p.description?.startsWith('<p>'))).toBe(true);
    expect(all.some((p) => p.description && !p.description.includes('<'))).toBe(true);
  });

  test.each([
    [POLICIES, { filter: { type: 3 } }, MESSAGES.policyTypeRequired],
    [POLICY, { id: '999999' }, RULE_MESSAGES.policyNotFound],
    [POLICY, { id: 'first' }, RULE_MESSAGES.policyNotFound],
  ])('refuses %#', async (query, variables, message) => {
    expect(await api.refused(query, variables, await admin())).toBe(message);
  });
});

describe('changing guideline & policy is for the Administrator only', () => {
  test.each<Caller>(['anonymous', ...USER_ROLES.filter((r) => r !== 'Administrator')])(
    '%s is refused every change',
    async (caller) => {
      const target = (await list())[0]!;
      const before = await api.rows(policies);
      const refusal =
        caller === 'anonymous' ? SERVER_MESSAGES.notSignedIn : SERVER_MESSAGES.forbidden;
      const token = await tokenOf(caller);
      expect(await api.refused(CREATE, { input: { title: 'Mine', type: 1 } }, token)).toBe(refusal);
      expect(
        await api.refused(UPDATE, { id: target.id, input: { title: 'Mine', type: 2 } }, token),
      ).toBe(refusal);
      expect(await api.refused(DELETE, { id: target.id }, token)).toBe(refusal);
      expect(await api.rows(policies)).toBe(before);
      expect((await list()).find((p) => p.id === target.id)).toEqual(target);
    },
  );
});

describe('createPolicy, updatePolicy, deletePolicy', () => {
  test('a new entry is a guideline sorted at 1 unless told', async () => {
    const created = await create({ title: '  Packing slips  ' });
    expect(created).toMatchObject({
      title: 'Packing slips',
      type: 1,
      sorting: 1,
      description: null,
    });
    const withAll = await create({
      title: 'Refund window',
      type: 2,
      sorting: 7,
      description: '<p>30 days</p>',
    });
    expect(withAll).toMatchObject({ type: 2, sorting: 7, description: '<p>30 days</p>' });
    expect((await list({ type: 2 })).map((p) => p.id)).toContain(withAll.id);
  });

  test('an HTML description is stored sanitised: no forms, inputs, styles, scripts or handlers', async () => {
    const created = await create({ title: 'Sign in again', type: 2, description: HOSTILE_HTML });
    const [row] = await api.server.db
      .select()
      .from(policies)
      .where(eq(policies.id, Number(created.id)));
    const stored = row!.description!;
    expect(unsafeParts(HOSTILE_HTML).length).toBeGreaterThan(10);
    expect(unsafeParts(stored)).toEqual([]);
    expect(stored).toContain('<p>Keep <strong>this</strong> text.</p>');
    expect(stored).toContain('Overlay');
    expect(created.description).toBe(stored);
    const { policyById } = await api.ok<{ policyById: PolicyHit }>(
      POLICY,
      { id: created.id },
      await tokenOf('Seller'),
    );
    expect(policyById.description).toBe(stored);

    const { updatePolicy } = await api.ok<{ updatePolicy: PolicyHit }>(
      UPDATE,
      { id: created.id, input: { title: 'Edited', description: `<p>New</p>${HOSTILE_HTML}` } },
      await admin(),
    );
    expect(unsafeParts(updatePolicy.description!)).toEqual([]);
    expect(updatePolicy.description).toMatch(/^<p>New<\/p>/);
  });

  test('a plain description is stored as written; one that was only script is none', async () => {
    const plain = await create({ title: 'Fees', description: 'Fees: 2 < 3 & "quoted"\nline two' });
    expect(plain.description).toBe('Fees: 2 < 3 & "quoted"\nline two');
    const script = await create({ title: 'Script', description: '<script>alert(1)</script>' });
    expect(script.description).toBeNull();
  });

  test('an entry is edited in full and deleted', async () => {
    const created = await create({ title: 'Draft', description: 'old' });
    api.clock.advance(60_000);
    const { updatePolicy } = await api.ok<{ updatePolicy: PolicyHit }>(
      UPDATE,
      { id: created.id, input: { title: 'Final', type: 2, sorting: 3, description: '' } },
      await admin(),
    );
    expect(updatePolicy).toMatchObject({
      id: created.id,
      title: 'Final',
      type: 2,
      sorting: 3,
      description: null,
      created_at: created.created_at,
    });
    expect(Date.parse(updatePolicy.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    const before = await api.rows(policies);
    expect(
      (await api.ok<{ deletePolicy: string }>(DELETE, { id: created.id }, await admin()))
        .deletePolicy,
    ).toBe(created.id);
    expect(await api.rows(policies)).toBe(before - 1);
    expect(await api.refused(DELETE, { id: created.id }, await admin())).toBe(
      RULE_MESSAGES.policyNotFound,
    );
    expect(
      await api.refused(UPDATE, { id: created.id, input: { title: 'x' } }, await admin()),
    ).toBe(RULE_MESSAGES.policyNotFound);
  });

  test.each([
    ['no title', { title: '  ' }, RULE_MESSAGES.policyTitleRequired],
    ['a type that is neither', { type: 3 }, MESSAGES.policyTypeRequired],
    ['a negative sorting', { sorting: -1 }, RULE_MESSAGES.sortingInvalid],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, RULE_MESSAGES.policyTitleMax],
  ])('refuses %s and changes nothing', async (_case, change, message) => {
    const target = (await list())[0]!;
    const before = await api.rows(policies);
    const input = { title: 'Ok', type: 1, ...change };
    expect(await api.refused(CREATE, { input }, await admin())).toBe(message);
    expect(await api.refused(UPDATE, { id: target.id, input }, await admin())).toBe(message);
    expect(await api.rows(policies)).toBe(before);
    const [row] = await api.server.db
      .select()
      .from(policies)
      .where(eq(policies.id, Number(target.id)));
    expect(row?.title).toBe(target.title);
  });

  test('refuses a type that is not a number by the schema', async () => {
    expect(
      await api.refused(CREATE, { input: { title: 'x', type: 'policy' } }, await admin()),
    ).toMatch(/Int cannot represent/);
  });
});
