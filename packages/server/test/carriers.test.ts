import { eq } from 'drizzle-orm';
import {
  CARRIER_LIMITS,
  CARRIER_MESSAGES as M,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { carriers } from '../src/db/schema';
import { ARG_MESSAGES } from '../src/graphql/args';
import { DEMO_CARRIERS, seedCarriers } from '../src/seed/carriers';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS = 'id name code url description status created_at updated_at';
const LIST = `query Carriers($filter: CarrierFilter) { carriers(filter: $filter) { count hits { ${FIELDS} } } }`;
const CREATE = `mutation Create($input: CarrierInput!) { createCarrier(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: CarrierInput!) { updateCarrier(id: $id, input: $input) { ${FIELDS} } }`;

interface Carrier {
  id: string;
  name: string;
  code: string;
  url: string;
  description: string | null;
  status: boolean;
  created_at: string;
  updated_at: string;
}
interface CarrierList {
  count: number;
  hits: Carrier[];
}

// Spec 2 §2, §6: the screen is Administrator's, Supporter's and Listing's; Administrator and
// Listing manage. Everyone else signed in reads the active carriers (names on orders, trackings).
const MANAGERS: UserRole[] = ['Administrator', 'Listing'];
const SCREEN: UserRole[] = ['Administrator', 'Supporter', 'Listing'];
const OTHERS = USER_ROLES.filter((r) => !SCREEN.includes(r));
const NOT_MANAGERS = USER_ROLES.filter((r) => !MANAGERS.includes(r));

const url = (host: string) => `https://${host}/track?n={tracking_number}`;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
const list = async (filter: Record<string, unknown> = {}, role: UserRole = 'Administrator') =>
  (await api.ok<{ carriers: CarrierList }>(LIST, { filter }, await token(role))).carriers;
let serial = 0;
const newCode = (prefix = 'c') => `${prefix}-${++serial}`;
const create = async (input: Record<string, unknown> = {}, role: UserRole = 'Listing') =>
  (
    await api.ok<{ createCarrier: Carrier }>(
      CREATE,
      { input: { name: 'Carrier', code: newCode(), url: url('a.example'), ...input } },
      await token(role),
    )
  ).createCarrier;
const update = async (id: string, input: Record<string, unknown>, role: UserRole = 'Listing') =>
  (await api.ok<{ updateCarrier: Carrier }>(UPDATE, { id, input }, await token(role)))
    .updateCarrier;
const rowOf = async (id: string) =>
  (
    await api.server.db
      .select()
      .from(carriers)
      .where(eq(carriers.id, Number(id)))
  )[0];

describe('carriers', () => {
  test.each(SCREEN)('%s lists both statuses of the demo carriers, by name', async (role) => {
    const all = await list({ limit: CARRIER_LIMITS.listMax }, role);
    const names = all.hits.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(DEMO_CARRIERS.map((c) => c.name)));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.hits.find((c) => c.code === 'yunexpress')).toMatchObject({ status: false });
    expect(all.hits.find((c) => c.code === 'usps')?.url).toContain('{tracking_number}');
  });

  test('the status filter keeps active or inactive carriers and counts them', async () => {
    const max = { limit: CARRIER_LIMITS.listMax };
    const all = await list(max);
    const active = await list({ ...max, status: true });
    const inactive = await list({ ...max, status: false });
    expect(active.hits.every((c) => c.status)).toBe(true);
    expect(inactive.hits.every((c) => !c.status)).toBe(true);
    expect(inactive.hits.map((c) => c.code)).toContain('yunexpress');
    expect(active.count + inactive.count).toBe(all.count);
    expect(all.count).toBe(all.hits.length);
  });

  test.each(OTHERS)('%s reads only the active carriers, whatever status is asked', async (role) => {
    const asked = await list({ status: false, limit: CARRIER_LIMITS.listMax }, role);
    expect(asked.hits.length).toBeGreaterThan(0);
    expect(asked.hits.every((c) => c.status)).toBe(true);
    expect(asked.hits.map((c) => c.code)).not.toContain('yunexpress');
    const active = await list({ status: true, limit: CARRIER_LIMITS.listMax });
    expect(asked.count).toBe(active.count);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(LIST, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('pages: 20 by default, offset moves on, and at most 500 a call', async () => {
    const created = [];
    for (let i = 0; i < 21; i++) created.push(await create({ name: `Paging ${i}` }));
    const first = await list({ status: true });
    expect(first.hits).toHaveLength(CARRIER_LIMITS.pageSize);
    const second = await list({ status: true, offset: CARRIER_LIMITS.pageSize });
    expect(second.hits[0]?.id).not.toBe(first.hits[0]?.id);
    expect(second.count).toBe(first.count);
    for (const limit of [0, CARRIER_LIMITS.listMax + 1]) {
      expect(await api.refused(LIST, { filter: { limit } }, await token('Administrator'))).toBe(
        ARG_MESSAGES.limit(CARRIER_LIMITS.listMax),
      );
    }
    expect(await api.refused(LIST, { filter: { offset: -1 } }, await token('Administrator'))).toBe(
      ARG_MESSAGES.offset,
    );
    for (const c of created) await update(c.id, { status: false });
  });
});

describe('createCarrier', () => {
  test.each(MANAGERS)('%s creates an active carrier, trimmed', async (role) => {
    const code = newCode('ship');
    const carrier = await create(
      { name: '  Royal Mail ', code: ` ${code} `, url: ` ${url('royalmail.com')} ` },
      role,
    );
    expect(carrier).toMatchObject({
      name: 'Royal Mail',
      code,
      url: url('royalmail.com'),
      description: null,
      status: true,
    });
    expect(await rowOf(carrier.id)).toMatchObject({ name: 'Royal Mail', code, status: true });
    expect((await list({ status: true, limit: 500 })).hits.map((c) => c.id)).toContain(carrier.id);
  });

  test.each(NOT_MANAGERS)('%s is refused and nothing is stored', async (role) => {
    const before = await api.rows(carriers);
    expect(
      await api.refused(
        CREATE,
        { input: { name: 'Nope', code: newCode(), url: url('nope.example') } },
        await token(role),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.rows(carriers)).toBe(before);
  });

  test('an anonymous caller is asked to sign in and nothing is stored', async () => {
    const before = await api.rows(carriers);
    expect(
      await api.refused(CREATE, { input: { name: 'N', code: newCode(), url: url('n.example') } }),
    ).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.rows(carriers)).toBe(before);
  });

  test.each([
    ['no name', { name: null }, M.nameRequired],
    ['a blank name', { name: '  ' }, M.nameRequired],
    ['no code', { code: null }, M.codeRequired],
    ['an empty code', { code: '' }, M.codeRequired],
    ['no url', { url: null }, M.urlRequired],
    ['an empty url', { url: ' ' }, M.urlRequired],
    ['a long name', { name: 'x'.repeat(CARRIER_LIMITS.nameMax + 1) }, M.nameMax],
    ['a long code', { code: 'x'.repeat(CARRIER_LIMITS.codeMax + 1) }, M.codeMax],
    ['a code with spaces', { code: 'dhl express' }, M.codeFormat],
    ['a long url', { url: url('x'.repeat(CARRIER_LIMITS.urlMax)) }, M.urlMax],
    ['a javascript: url', { url: 'javascript:alert(1)//{tracking_number}' }, M.urlInvalid],
    ['an ftp url', { url: 'ftp://files.example/{tracking_number}' }, M.urlInvalid],
    ['a url without the placeholder', { url: 'https://track.example/' }, M.urlPlaceholder],
    [
      'a long description',
      { description: 'x'.repeat(CARRIER_LIMITS.descriptionMax + 1) },
      M.descriptionMax,
    ],
  ])('refuses %s with its message and stores nothing', async (_case, change, message) => {
    const before = await api.rows(carriers);
    expect(
      await api.refused(
        CREATE,
        { input: { name: 'Valid', code: newCode(), url: url('v.example'), ...change } },
        await token('Administrator'),
      ),
    ).toBe(message);
    expect(await api.rows(carriers)).toBe(before);
  });

  test('refuses an active code another active carrier holds, in any case', async () => {
    const before = await api.rows(carriers);
    expect(
      await api.refused(
        CREATE,
        { input: { name: 'USPS again', code: 'USPS', url: url('usps.example') } },
        await token('Administrator'),
      ),
    ).toBe(M.codeTaken('USPS'));
    expect(await api.rows(carriers)).toBe(before);
  });

  test('a retired carrier’s code may be taken again, and only once while active', async () => {
    const carrier = await create({ name: 'Yun Express 2', code: 'yunexpress' });
    expect(carrier).toMatchObject({ code: 'yunexpress', status: true });
    // Bringing the retired one back would give two active carriers one code.
    const [retired] = (await list({ status: false, limit: 500 })).hits.filter(
      (c) => c.code === 'yunexpress',
    );
    expect(
      await api.refused(
        UPDATE,
        { id: retired!.id, input: { status: true } },
        await token('Listing'),
      ),
    ).toBe(M.codeTaken('yunexpress'));
    expect((await rowOf(retired!.id))?.status).toBe(false);
    await update(carrier.id, { status: false });
  });
});

describe('updateCarrier', () => {
  test.each(MANAGERS)('%s changes only the fields given', async (role) => {
    const carrier = await create({ name: 'Canada Post', description: 'Canada' });
    const changed = await update(
      carrier.id,
      { url: url('canadapost.ca'), description: 'Canada, 3 to 7 days' },
      role,
    );
    expect(changed).toMatchObject({
      id: carrier.id,
      name: 'Canada Post',
      code: carrier.code,
      url: url('canadapost.ca'),
      description: 'Canada, 3 to 7 days',
      status: true,
    });
    expect(await rowOf(carrier.id)).toMatchObject({ description: 'Canada, 3 to 7 days' });
  });

  test('status false is the screen’s delete: the carrier stays, listed as inactive', async () => {
    const carrier = await create({ name: 'Soon retired' });
    const retired = await update(carrier.id, { status: false });
    expect(retired.status).toBe(false);
    expect(await rowOf(carrier.id)).toMatchObject({ status: false, name: 'Soon retired' });
    expect((await list({ status: false, limit: 500 })).hits.map((c) => c.id)).toContain(carrier.id);
    expect(
      (await list({ status: true, limit: 500 }, 'Seller')).hits.map((c) => c.id),
    ).not.toContain(carrier.id);
  });

  test.each(NOT_MANAGERS)('%s is refused and the carrier stays as it was', async (role) => {
    const carrier = await create({ name: 'Steady' });
    const before = await rowOf(carrier.id);
    for (const input of [{ name: 'Hacked' }, { status: false }]) {
      expect(await api.refused(UPDATE, { id: carrier.id, input }, await token(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    expect(await rowOf(carrier.id)).toEqual(before);
  });

  test('an anonymous caller is asked to sign in', async () => {
    const carrier = await create();
    expect(await api.refused(UPDATE, { id: carrier.id, input: { status: false } })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
    expect((await rowOf(carrier.id))?.status).toBe(true);
  });

  test.each([
    ['an emptied name', { name: '' }, M.nameRequired],
    ['an emptied code', { code: ' ' }, M.codeRequired],
    ['an emptied url', { url: '' }, M.urlRequired],
    ['a url that is not http(s)', { url: 'mailto:x@example.com?{tracking_number}' }, M.urlInvalid],
    ['another active carrier’s code', { code: 'fedex' }, M.codeTaken('fedex')],
  ])('refuses %s and changes nothing', async (_case, change, message) => {
    const carrier = await create({ name: 'Kept' });
    const before = await rowOf(carrier.id);
    expect(
      await api.refused(UPDATE, { id: carrier.id, input: change }, await token('Administrator')),
    ).toBe(message);
    expect(await rowOf(carrier.id)).toEqual(before);
  });

  test.each(['0', 'abc', '999999'])('an unknown id %s is not found', async (id) => {
    expect(
      await api.refused(UPDATE, { id, input: { name: 'X' } }, await token('Administrator')),
    ).toBe(M.notFound);
  });
});

describe('the demo carriers', () => {
  test('are seeded once: another start adds none, and none come back after a delete', async () => {
    const before = await api.rows(carriers);
    await seedCarriers(api.server.db, new Date());
    expect(await api.rows(carriers)).toBe(before);
  });
});
