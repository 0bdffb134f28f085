// MSW handlers and fixtures of the attributes area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  MESSAGES,
  RULE_MESSAGES,
  SERVER_MESSAGES,
  attributeSchema,
  attributeTermSchema,
  canManageCatalogueRules,
  firstValidationError,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  AttributeFieldsFragment,
  AttributeTermFieldsFragment,
} from './api/Attributes.generated';

export type AttributeFixture = AttributeFieldsFragment;
export type AttributeTermFixture = AttributeTermFieldsFragment;

/** A catalogue's attributes and their terms, as the admin entered them. */
const CATALOGUE: Array<[string, Array<[string, string]>]> = [
  [
    'size',
    [
      ['Small', 'S'],
      ['Medium', 'M'],
      ['Large', 'L'],
      ['Extra Large', 'XL'],
      ['2X Large', '2XL'],
      ['3X Large', '3XL'],
      ['11 oz mug', 'MUG-11OZ'],
      ['Poster 18x24 in', 'PST-18X24'],
    ],
  ],
  [
    'color',
    [
      ['Black', 'BLK'],
      ['White', 'WHT'],
      ['Navy', 'NVY'],
      ['Red', 'RED'],
      ['Heather Grey', 'HGRY'],
      ['Forest Green', 'FGRN'],
      ['Sand', 'SND'],
    ],
  ],
  [
    'material',
    [
      ['Cotton', 'COT'],
      ['Polyester', 'POL'],
      ['Ceramic', 'CER'],
      ['Canvas', 'CNV'],
    ],
  ],
  [
    'style',
    [
      ['Unisex', 'UNI'],
      ['Women', 'WMN'],
      ['Kids', 'KID'],
    ],
  ],
  [
    'print area',
    [
      ['Front', 'FRT'],
      ['Back', 'BCK'],
      ['Sleeve', 'SLV'],
    ],
  ],
  ['finish', []],
];

/** One attribute; by default size with no terms. */
export function makeAttribute(overrides: Partial<AttributeFixture> = {}): AttributeFixture {
  return { id: '1', name: 'size', totalTerms: 0, ...overrides };
}

/**
 * The catalogue's attributes newest first (ids 1..n in the order they were made) and their terms
 * newest first; `extra` adds that many more attributes, to fill several pages.
 */
export function makeAttributeCatalogue(extra = 0): {
  attributes: AttributeFixture[];
  terms: AttributeTermFixture[];
} {
  const named: Array<[string, Array<[string, string]>]> = [
    ...CATALOGUE,
    ...Array.from({ length: extra }, (_, i): [string, Array<[string, string]>] => [
      `attribute ${i + 1}`,
      [],
    ]),
  ];
  const attributes = named.map(([name, terms], i) =>
    makeAttribute({ id: String(i + 1), name, totalTerms: terms.length }),
  );
  let termId = 0;
  const terms = named.flatMap(([, options], i) =>
    options.map(([option_name, sku]) => {
      termId += 1;
      const attribute = attributes[i]!;
      return { id: String(termId), attribute_id: attribute.id, option_name, sku, attribute };
    }),
  );
  return { attributes: attributes.reverse(), terms: terms.reverse() };
}

interface AttributeState {
  attributes: AttributeFixture[];
  terms: AttributeTermFixture[];
}

function page<T>(rows: T[], limit?: number | null, offset?: number | null) {
  const from = offset ?? 0;
  return { count: rows.length, hits: rows.slice(from, from + (limit ?? 20)) };
}

function withTotals(state: AttributeState): AttributeState {
  const attributes = state.attributes.map((a) => ({
    ...a,
    totalTerms: state.terms.filter((t) => t.attribute_id === a.id).length,
  }));
  const terms = state.terms.map((t) => ({
    ...t,
    attribute: attributes.find((a) => a.id === t.attribute_id) ?? t.attribute,
  }));
  return { attributes, terms };
}

/**
 * The attribute calls answered from in-memory lists that the mutations change, with the server's
 * rules: only an Administrator changes anything, names are unique whatever their case, the term
 * schema's sku rule, and an empty bulk delete is refused with the spec's message.
 */
export function attributeHandlers(initial = makeAttributeCatalogue()) {
  let state: AttributeState = withTotals({
    attributes: [...initial.attributes],
    terms: [...initial.terms],
  });
  let nextAttribute = Math.max(0, ...state.attributes.map((a) => Number(a.id))) + 1;
  let nextTerm = Math.max(0, ...state.terms.map((t) => Number(t.id))) + 1;
  const api = apiLink();
  const admin = (request: Request) => canManageCatalogueRules(userOfRequest(request));
  const nameTaken = (name: string, except?: string) =>
    state.attributes.some((a) => a.id !== except && a.name.toLowerCase() === name.toLowerCase());
  const termSchemaFor = (attributeId: string) =>
    attributeTermSchema(
      (id) => state.attributes.find((a) => a.id === id && id === attributeId)?.name,
    );

  return [
    api.query('Attributes', ({ variables }) =>
      HttpResponse.json({
        data: { getAttributes: page(state.attributes, variables.limit, variables.offset) },
      }),
    ),
    api.query('AttributeById', ({ variables }) => {
      const attribute = state.attributes.find((a) => a.id === variables.id);
      return attribute
        ? HttpResponse.json({ data: { getAttributeById: attribute } })
        : graphqlError(RULE_MESSAGES.attributeNotFound);
    }),
    api.query('AttributeTerms', ({ variables }) => {
      const terms = variables.attribute_id
        ? state.terms.filter((t) => t.attribute_id === variables.attribute_id)
        : state.terms;
      return HttpResponse.json({
        data: { getAttributeTerms: page(terms, variables.limit, variables.offset) },
      });
    }),
    api.query('AttributeTermById', ({ variables }) => {
      const term = state.terms.find((t) => t.id === variables.id);
      return term
        ? HttpResponse.json({ data: { getAttributeTermById: term } })
        : graphqlError(RULE_MESSAGES.attributeTermNotFound);
    }),
    api.mutation('CreateAttribute', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const message = await firstValidationError(attributeSchema, variables.input);
      if (message) return graphqlError(message);
      const name = variables.input.name.trim();
      if (nameTaken(name)) return graphqlError(RULE_MESSAGES.attributeExists);
      const attribute = makeAttribute({ id: String(nextAttribute++), name });
      state = withTotals({ ...state, attributes: [attribute, ...state.attributes] });
      return HttpResponse.json({ data: { createAttribute: attribute } });
    }),
    api.mutation('UpdateAttribute', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = state.attributes.find((a) => a.id === variables.id);
      if (!current) return graphqlError(RULE_MESSAGES.attributeNotFound);
      const message = await firstValidationError(attributeSchema, variables.input);
      if (message) return graphqlError(message);
      const name = variables.input.name.trim();
      if (nameTaken(name, current.id)) return graphqlError(RULE_MESSAGES.attributeExists);
      state = withTotals({
        ...state,
        attributes: state.attributes.map((a) => (a.id === current.id ? { ...a, name } : a)),
      });
      return HttpResponse.json({
        data: { updateAttribute: state.attributes.find((a) => a.id === current.id) },
      });
    }),
    api.mutation('DeleteAttributes', ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
      if (ids.length === 0) return graphqlError(MESSAGES.noAttributeSelected);
      if (!ids.every((id) => state.attributes.some((a) => a.id === id))) {
        return graphqlError(RULE_MESSAGES.attributeNotFound);
      }
      state = withTotals({
        attributes: state.attributes.filter((a) => !ids.includes(a.id)),
        terms: state.terms.filter((t) => !ids.includes(t.attribute_id)),
      });
      return HttpResponse.json({ data: { deleteAttribute: ids } });
    }),
    api.mutation('CreateAttributeTerm', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const { input } = variables;
      const message = await firstValidationError(termSchemaFor(input.attribute_id), input);
      if (message) return graphqlError(message);
      const attribute = state.attributes.find((a) => a.id === input.attribute_id)!;
      const term: AttributeTermFixture = {
        id: String(nextTerm++),
        attribute_id: attribute.id,
        option_name: input.option_name.trim(),
        sku: input.sku.trim(),
        attribute,
      };
      state = withTotals({ ...state, terms: [term, ...state.terms] });
      return HttpResponse.json({
        data: { createAttributeTerm: state.terms.find((t) => t.id === term.id) },
      });
    }),
    api.mutation('UpdateAttributeTerm', async ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = state.terms.find((t) => t.id === variables.id);
      if (!current) return graphqlError(RULE_MESSAGES.attributeTermNotFound);
      const input = { ...variables.input, attribute_id: current.attribute_id };
      const message = await firstValidationError(termSchemaFor(current.attribute_id), input);
      if (message) return graphqlError(message);
      const updated = {
        ...current,
        option_name: input.option_name.trim(),
        sku: input.sku.trim(),
      };
      state = { ...state, terms: state.terms.map((t) => (t.id === updated.id ? updated : t)) };
      return HttpResponse.json({ data: { updateAttributeTerm: updated } });
    }),
    api.mutation('DeleteAttributeTerm', ({ variables, request }) => {
      if (!admin(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!state.terms.some((t) => t.id === variables.id)) {
        return graphqlError(RULE_MESSAGES.attributeTermNotFound);
      }
      state = withTotals({ ...state, terms: state.terms.filter((t) => t.id !== variables.id) });
      return HttpResponse.json({ data: { deleteAttributeTerm: variables.id } });
    }),
  ];
}

/** The handlers of a catalogue with no attributes and no terms yet. */
export function emptyAttributeHandlers() {
  return attributeHandlers({ attributes: [], terms: [] });
}

type AttributeOperation =
  | 'Attributes'
  | 'AttributeById'
  | 'AttributeTerms'
  | 'AttributeTermById'
  | 'CreateAttribute'
  | 'UpdateAttribute'
  | 'DeleteAttributes'
  | 'CreateAttributeTerm'
  | 'UpdateAttributeTerm'
  | 'DeleteAttributeTerm';

const isAttributeQuery = (operation: AttributeOperation) =>
  ['Attributes', 'AttributeById', 'AttributeTerms', 'AttributeTermById'].includes(operation);

/** One attribute call failing with the server's message; put it before attributeHandlers(). */
export function attributeFailure(operation: AttributeOperation, message: string) {
  const api = apiLink();
  return isAttributeQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One attribute call that never answers: the loading state. */
export function attributeLoading(operation: AttributeOperation) {
  const api = apiLink();
  return isAttributeQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}
