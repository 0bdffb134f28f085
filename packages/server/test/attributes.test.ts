import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  RULE_MESSAGES,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { attributeTerms, attributes } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';

const ATTRIBUTE_FIELDS = 'id name totalTerms';
const TERM_FIELDS = `id attribute_id option_name sku attribute { ${ATTRIBUTE_FIELDS} }`;

const GET_ATTRIBUTES = `query GetAttributes($limit: Int, $offset: Int) {
  getAttributes(limit: $limit, offset: $offset) { count hits { ${ATTRIBUTE_FIELDS} } }
}`;
const GET_ATTRIBUTE = `query GetAttribute($id: ID!) { getAttributeById(id: $id) { ${ATTRIBUTE_FIELDS} } }`;
const GET_TERMS = `query GetTerms($attribute_id: ID, $limit: Int, $offset: Int) {
  getAttributeTerms(attribute_id: $attribute_id, limit: $limit, offset: $offset) { count hits { ${TERM_FIELDS} } }
}`;
const GET_TERMS_BY_NAME = `query GetTermsByName($attribute_name: String!, $limit: Int, $offset: Int) {
  getAttributeTermByAttributeName(attribute_name: $attribute_name, limit: $limit, offset: $offset) {
    count hits { ${TERM_FIELDS} }
  }
}`;
const GET_TERM = `query GetTerm($id: ID!) { getAttributeTermById(id: $id) { ${TERM_FIELDS} } }`;
const CREATE_ATTRIBUTE = `mutation CreateAttribute($input: AttributeInput!) {
  createAttribute(input: $input) { ${ATTRIBUTE_FIELDS} }
}`;
const UPDATE_ATTRIBUTE = `mutation UpdateAttribute($id: ID!, $input: AttributeInput!) {
  updateAttribute(id: $id, input: $input) { ${ATTRIBUTE_FIELDS} }
}`;
const DELETE_ATTRIBUTE = `mutation DeleteAttribute($ids: [ID!]!) { deleteAttribute(ids: $ids) }`;
const CREATE_TERM = `mutation CreateTerm($input: CreateAttributeTermInput!) {
  createAttributeTerm(input: $input) { ${TERM_FIELDS} }
}`;
const UPDATE_TERM = `mutation UpdateTerm($id: ID!, $input: UpdateAttributeTermInput!) {
  updateAttributeTerm(id: $id, input: $input) { ${TERM_FIELDS} }
}`;
const DELETE_TERM = `mutation DeleteTerm($id: ID!) { deleteAttributeTerm(id: $id) }`;

interface AttributeHit {
  id: string;
  name: string;
  totalTerms: number;
}
interface TermHit {
  id: string;
  attribute_id: string;
  option_name: string;
  sku: string;
  attribute: AttributeHit;
}

type Caller = 'anonymous' | UserRole;
const OTHERS: UserRole[] = USER_ROLES.filter((r) => r !== 'Administrator');

let api: TestApi;
let size: AttributeHit;
let color: AttributeHit;

const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));
const admin = () => tokenOf('Administrator');
const refusalOf = (caller: Caller) =>
  caller === 'anonymous' ? SERVER_MESSAGES.notSignedIn : SERVER_MESSAGES.forbidden;

async function attributesList(variables: Record<string, unknown> = {}) {
  return (
    await api.ok<{ getAttributes: { count: number; hits: AttributeHit[] } }>(
      GET_ATTRIBUTES,
      variables,
      await admin(),
    )
  ).getAttributes;
}

async function termsList(variables: Record<string, unknown> = {}) {
  return (
    await api.ok<{ getAttributeTerms: { count: number; hits: TermHit[] } }>(
      GET_TERMS,
      variables,
      await admin(),
    )
  ).getAttributeTerms;
}

async function newAttribute(name: string): Promise<AttributeHit> {
  return (
    await api.ok<{ createAttribute: AttributeHit }>(
      CREATE_ATTRIBUTE,
      { input: { name } },
      await admin(),
    )
  ).createAttribute;
}

async function newTerm(attribute: AttributeHit, option_name: string, sku: string) {
  return (
    await api.ok<{ createAttributeTerm: TermHit }>(
      CREATE_TERM,
      { input: { attribute_id: attribute.id, option_name, sku } },
      await admin(),
    )
  ).createAttributeTerm;
}

beforeAll(async () => {
  api = await startTestApi();
  const { hits } = await attributesList({ limit: 9999 });
  size = hits.find((a) => a.name === 'size')!;
  color = hits.find((a) => a.name === 'color')!;
});
afterAll(() => api?.close());

describe('reading attributes and terms', () => {
  test.each(USER_ROLES)('%s reads attributes and terms', async (role) => {
    const token = await tokenOf(role);
    const list = await api.ok<{ getAttributes: { count: number } }>(GET_ATTRIBUTES, {}, token);
    expect(list.getAttributes.count).toBeGreaterThan(0);
    const one = await api.ok<{ getAttributeById: AttributeHit }>(
      GET_ATTRIBUTE,
      { id: size.id },
      token,
    );
    expect(one.getAttributeById).toEqual(size);
    const terms = await api.ok<{ getAttributeTerms: { hits: TermHit[] } }>(
      GET_TERMS,
      { attribute_id: size.id },
      token,
    );
    const first = terms.getAttributeTerms.hits[0]!;
    const term = await api.ok<{ getAttributeTermById: TermHit }>(GET_TERM, { id: first.id }, token);
    expect(term.getAttributeTermById).toEqual(first);
  });

  test('an anonymous caller reads nothing', async () => {
    for (const [query, variables] of [
      [GET_ATTRIBUTES, {}],
      [GET_ATTRIBUTE, { id: size.id }],
      [GET_TERMS, {}],
      [GET_TERM, { id: '1' }],
    ] as const) {
      expect(await api.refused(query, variables)).toBe(SERVER_MESSAGES.notSignedIn);
    }
  });

  test('attributes come newest first, 20 a page, with their number of terms', async () => {
    const all = await attributesList({ limit: 9999 });
    const ids = all.hits.map((a) => Number(a.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(size.totalTerms).toBeGreaterThan(0);
    expect(size.totalTerms).toBe(await countTerms(size.id));
    for (let i = all.count; i < 21; i++) await newAttribute(`pad ${i}`);
    const first = await attributesList();
    expect(first.hits).toHaveLength(20);
    const second = await attributesList({ offset: 20 });
    expect(second.count).toBe(first.count);
    expect(second.hits[0]!.id).not.toBe(first.hits[19]!.id);
  });

  test('terms come newest first, 20 a page, and filter by attribute', async () => {
    const all = await termsList({ limit: 9999 });
    expect(all.count).toBe(await api.rows(attributeTerms));
    expect((await termsList()).hits).toHaveLength(20);
    const ofColor = await termsList({ attribute_id: color.id, limit: 9999 });
    expect(ofColor.count).toBe(color.totalTerms);
    expect(
      ofColor.hits.every((t) => t.attribute_id === color.id && t.attribute.name === 'color'),
    ).toBe(true);
    const ids = all.hits.map((t) => Number(t.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test.each([
    [GET_ATTRIBUTE, { id: '999999' }, RULE_MESSAGES.attributeNotFound],
    [GET_ATTRIBUTE, { id: 'size' }, RULE_MESSAGES.attributeNotFound],
    [GET_TERM, { id: '999999' }, RULE_MESSAGES.attributeTermNotFound],
    [GET_TERMS, { attribute_id: 'x' }, RULE_MESSAGES.attributeNotFound],
    [GET_TERMS, { limit: 0 }, 'limit must be a whole number from 1 to 9999'],
    [GET_ATTRIBUTES, { offset: -1 }, 'offset must be zero or more'],
  ])('refuses %#', async (query, variables, message) => {
    expect(await api.refused(query, variables, await admin())).toBe(message);
  });
});

describe('getAttributeTermByAttributeName (spec 2 §7)', () => {
  type ByName = { getAttributeTermByAttributeName: { count: number; hits: TermHit[] } };

  test.each(USER_ROLES)(
    "%s reads an attribute's terms by its name, whatever its case",
    async (role) => {
      const token = await tokenOf(role);
      const byName = await api.ok<ByName>(GET_TERMS_BY_NAME, { attribute_name: ' COLOR ' }, token);
      const byId = await termsList({ attribute_id: color.id, limit: 9999 });
      expect(byName.getAttributeTermByAttributeName).toEqual(byId);
      expect(byId.count).toBeGreaterThan(1);
    },
  );

  test('an anonymous caller reads nothing', async () => {
    expect(await api.refused(GET_TERMS_BY_NAME, { attribute_name: 'color' })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
  });

  test('all terms, at most 9,999; limit and offset page them', async () => {
    const token = await admin();
    const page = await api.ok<ByName>(
      GET_TERMS_BY_NAME,
      { attribute_name: 'color', limit: 1, offset: 1 },
      token,
    );
    const all = await termsList({ attribute_id: color.id, limit: 9999 });
    expect(page.getAttributeTermByAttributeName).toEqual({
      count: all.count,
      hits: [all.hits[1]],
    });
    expect(
      await api.refused(GET_TERMS_BY_NAME, { attribute_name: 'color', limit: 10000 }, token),
    ).toBe('limit must be a whole number from 1 to 9999');
  });

  test.each(['no such attribute', '  ', 'x'.repeat(51)])(
    'an unknown name (%j) is not found',
    async (attribute_name) => {
      expect(await api.refused(GET_TERMS_BY_NAME, { attribute_name }, await admin())).toBe(
        RULE_MESSAGES.attributeNotFound,
      );
    },
  );
});

async function countTerms(attributeId: string): Promise<number> {
  return (await termsList({ attribute_id: attributeId, limit: 9999 })).count;
}

describe('changing attributes is for the Administrator only', () => {
  test.each<Caller>(['anonymous', ...OTHERS])('%s is refused every change', async (caller) => {
    const token = await tokenOf(caller);
    const term = (await termsList({ attribute_id: color.id })).hits[0]!;
    const before = await api.snapshot(attributes, attributeTerms);
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE_ATTRIBUTE, { input: { name: `by ${caller}` } }],
      [UPDATE_ATTRIBUTE, { id: color.id, input: { name: 'colour' } }],
      [DELETE_ATTRIBUTE, { ids: [color.id] }],
      [CREATE_TERM, { input: { attribute_id: color.id, option_name: 'Teal', sku: 'TEA' } }],
      [UPDATE_TERM, { id: term.id, input: { option_name: 'Teal', sku: 'TEA' } }],
      [DELETE_TERM, { id: term.id }],
    ];
    for (const [mutation, variables] of calls) {
      expect(await api.refused(mutation, variables, token)).toBe(refusalOf(caller));
    }
    expect(await api.snapshot(attributes, attributeTerms)).toEqual(before);
    expect(
      (await api.ok<{ getAttributeTermById: TermHit }>(GET_TERM, { id: term.id }, await admin()))
        .getAttributeTermById,
    ).toEqual(term);
  });
});

describe('createAttribute and updateAttribute', () => {
  test('the Administrator creates an attribute, its name trimmed, and renames it', async () => {
    const created = await newAttribute('  sleeve length  ');
    expect(created).toMatchObject({ name: 'sleeve length', totalTerms: 0 });
    expect((await attributesList()).hits[0]).toEqual(created);
    const { updateAttribute } = await api.ok<{ updateAttribute: AttributeHit }>(
      UPDATE_ATTRIBUTE,
      { id: created.id, input: { name: 'sleeve' } },
      await admin(),
    );
    expect(updateAttribute).toEqual({ ...created, name: 'sleeve' });
  });

  test.each([
    ['an empty name', '   ', MESSAGES.attributeNameRequired],
    ['a name over 50 characters', 'x'.repeat(51), RULE_MESSAGES.nameMax],
    ['a name taken, whatever its case', 'SIZE', RULE_MESSAGES.attributeExists],
  ])('refuses %s and stores nothing', async (_case, name, message) => {
    const before = await api.rows(attributes);
    expect(await api.refused(CREATE_ATTRIBUTE, { input: { name } }, await admin())).toBe(message);
    expect(await api.rows(attributes)).toBe(before);
    expect(
      await api.refused(UPDATE_ATTRIBUTE, { id: color.id, input: { name } }, await admin()),
    ).toBe(message);
    const [row] = await api.server.db
      .select()
      .from(attributes)
      .where(eq(attributes.id, Number(color.id)));
    expect(row?.name).toBe('color');
  });

  test('an attribute keeps its own name, in another case too', async () => {
    const created = await newAttribute('Gsm');
    const { updateAttribute } = await api.ok<{ updateAttribute: AttributeHit }>(
      UPDATE_ATTRIBUTE,
      { id: created.id, input: { name: 'GSM' } },
      await admin(),
    );
    expect(updateAttribute.name).toBe('GSM');
  });

  test('refuses to update an attribute that does not exist', async () => {
    expect(
      await api.refused(UPDATE_ATTRIBUTE, { id: '999999', input: { name: 'x' } }, await admin()),
    ).toBe(RULE_MESSAGES.attributeNotFound);
  });
});

describe('deleteAttribute', () => {
  test('deletes the selected attributes with their terms', async () => {
    const a = await newAttribute('to delete a');
    const b = await newAttribute('to delete b');
    await newTerm(a, 'One', 'ONE');
    await newTerm(b, 'Two', 'TWO');
    const before = await api.snapshot(attributes, attributeTerms);
    const { deleteAttribute } = await api.ok<{ deleteAttribute: string[] }>(
      DELETE_ATTRIBUTE,
      { ids: [a.id, b.id] },
      await admin(),
    );
    expect(deleteAttribute.sort()).toEqual([a.id, b.id].sort());
    expect(await api.snapshot(attributes, attributeTerms)).toEqual([
      before[0]! - 2,
      before[1]! - 2,
    ]);
    expect(await api.refused(GET_ATTRIBUTE, { id: a.id }, await admin())).toBe(
      RULE_MESSAGES.attributeNotFound,
    );
  });

  test('refuses an empty selection with the spec’s message', async () => {
    expect(await api.refused(DELETE_ATTRIBUTE, { ids: [] }, await admin())).toBe(
      MESSAGES.noAttributeSelected,
    );
  });

  test('deletes nothing when one of the selection is gone', async () => {
    const a = await newAttribute('kept a');
    const before = await api.snapshot(attributes, attributeTerms);
    expect(await api.refused(DELETE_ATTRIBUTE, { ids: [a.id, '999999'] }, await admin())).toBe(
      RULE_MESSAGES.attributeNotFound,
    );
    expect(await api.refused(DELETE_ATTRIBUTE, { ids: [a.id, 'abc'] }, await admin())).toBe(
      RULE_MESSAGES.attributeNotFound,
    );
    expect(await api.snapshot(attributes, attributeTerms)).toEqual(before);
  });
});

describe('createAttributeTerm', () => {
  test('the Administrator adds a term; size takes a 10-character sku, others 5', async () => {
    const long = await newTerm(size, '4X Large', ' 4XL-BIGGER ');
    expect(long).toMatchObject({
      attribute_id: size.id,
      option_name: '4X Large',
      sku: '4XL-BIGGER',
      attribute: { name: 'size' },
    });
    expect(await newTerm(color, 'Teal', 'TEAL1')).toMatchObject({ sku: 'TEAL1' });
    expect((await termsList()).hits[0]!.id).toBe(
      (await termsList({ attribute_id: color.id })).hits[0]!.id,
    );
  });

  test.each([
    ['an 11-character sku under size', 'size', { sku: '4XL-BIGGEST' }, MESSAGES.sizeSkuMax],
    ['a 6-character sku under color', 'color', { sku: 'TEAL12' }, MESSAGES.otherSkuMax],
    ['no sku', 'color', { sku: '  ' }, MESSAGES.termSkuRequired],
    ['no option name', 'color', { option_name: '' }, MESSAGES.attributeNameRequired],
    ['an option name over 50', 'color', { option_name: 'x'.repeat(51) }, RULE_MESSAGES.nameMax],
    ['no attribute', '', {}, MESSAGES.termAttributeRequired],
    ['an attribute that does not exist', '999999', {}, MESSAGES.termAttributeRequired],
    // Issue 23's fuzz test: an id past what a serial column holds reached the database.
    ['an attribute id past any row', '2147483648', {}, MESSAGES.termAttributeRequired],
    [
      'an attribute id that is not an id',
      'size',
      { attribute_id: 'size' },
      MESSAGES.termAttributeRequired,
    ],
  ])('refuses %s and stores nothing', async (_case, attribute, change, message) => {
    const attributeId =
      attribute === 'size' ? size.id : attribute === 'color' ? color.id : attribute;
    const before = await api.rows(attributeTerms);
    expect(
      await api.refused(
        CREATE_TERM,
        { input: { attribute_id: attributeId, option_name: 'Teal', sku: 'TEA', ...change } },
        await admin(),
      ),
    ).toBe(message);
    expect(await api.rows(attributeTerms)).toBe(before);
  });
});

describe('updateAttributeTerm and deleteAttributeTerm', () => {
  test('a term changes its name and sku under the rule of its own attribute', async () => {
    const term = await newTerm(size, 'Tall', 'T');
    const { updateAttributeTerm } = await api.ok<{ updateAttributeTerm: TermHit }>(
      UPDATE_TERM,
      { id: term.id, input: { option_name: 'Tall Large', sku: 'TALL-LARGE' } },
      await admin(),
    );
    expect(updateAttributeTerm).toMatchObject({
      id: term.id,
      attribute_id: size.id,
      option_name: 'Tall Large',
      sku: 'TALL-LARGE',
    });
    expect(
      await api.refused(
        UPDATE_TERM,
        { id: term.id, input: { option_name: 'Tall', sku: 'TALL-LARGER' } },
        await admin(),
      ),
    ).toBe(MESSAGES.sizeSkuMax);
    const [row] = await api.server.db
      .select()
      .from(attributeTerms)
      .where(eq(attributeTerms.id, Number(term.id)));
    expect(row).toMatchObject({ optionName: 'Tall Large', sku: 'TALL-LARGE' });
  });

  test('a term cannot move to another attribute', async () => {
    const term = await newTerm(color, 'Olive', 'OLV');
    const message = await api.refused(
      UPDATE_TERM,
      { id: term.id, input: { attribute_id: size.id, option_name: 'Olive', sku: 'OLV' } },
      await admin(),
    );
    expect(message).toMatch(/attribute_id/);
    expect(
      (await api.ok<{ getAttributeTermById: TermHit }>(GET_TERM, { id: term.id }, await admin()))
        .getAttributeTermById.attribute_id,
    ).toBe(color.id);
  });

  test('the Administrator deletes a term', async () => {
    const term = await newTerm(color, 'Coral', 'CRL');
    const before = await api.rows(attributeTerms);
    expect(
      (await api.ok<{ deleteAttributeTerm: string }>(DELETE_TERM, { id: term.id }, await admin()))
        .deleteAttributeTerm,
    ).toBe(term.id);
    expect(await api.rows(attributeTerms)).toBe(before - 1);
    expect(await api.refused(DELETE_TERM, { id: term.id }, await admin())).toBe(
      RULE_MESSAGES.attributeTermNotFound,
    );
    expect(
      await api.refused(
        UPDATE_TERM,
        { id: term.id, input: { option_name: 'x', sku: 'x' } },
        await admin(),
      ),
    ).toBe(RULE_MESSAGES.attributeTermNotFound);
  });
});
