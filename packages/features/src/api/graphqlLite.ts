/**
 * What graphql-request needs from `graphql` when every document is a string, for bundles that
 * alias `graphql` to this module (the app's Vite build does; see the README on embedding).
 *
 * graphql-request reads a document only to name the operation it sends and to tell a mutation
 * from a query, and for that it imports graphql's whole parser and printer (about 10 kB gzipped
 * of the 170 kB budget). The generated endpoints send TypedDocumentStrings, so reading the
 * operation's keyword and name is enough; graphqlLite.test.ts holds this to the real parser for
 * every generated document.
 */

export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

interface OperationDefinition {
  kind: typeof Kind.OPERATION_DEFINITION;
  operation: 'query' | 'mutation' | 'subscription';
  name?: { kind: 'Name'; value: string };
}

// An operation starts a line (the generated documents are printed that way) with its keyword and,
// optionally, its name; fragments and selections never start with these keywords.
const OPERATION = /^[ \t]*(query|mutation|subscription)\b[ \t]*([_A-Za-z][_0-9A-Za-z]*)?/gm;

/** The operations of a document, with their types and names: what graphql-request reads. */
export function parse(source: string | { body: string }): {
  kind: 'Document';
  definitions: OperationDefinition[];
} {
  const text = typeof source === 'string' ? source : source.body;
  // `{ ... }` alone is the query shorthand: one anonymous query.
  if (/^\s*\{/.test(text))
    return {
      kind: 'Document',
      definitions: [{ kind: Kind.OPERATION_DEFINITION, operation: 'query' }],
    };
  const definitions = [...text.matchAll(OPERATION)].map(
    ([, operation, name]): OperationDefinition => ({
      kind: Kind.OPERATION_DEFINITION,
      operation: operation as OperationDefinition['operation'],
      ...(name ? { name: { kind: 'Name', value: name } } : {}),
    }),
  );
  return { kind: 'Document', definitions };
}

/** Only DocumentNode objects are printed; the generated endpoints never send one. */
export function print(): never {
  throw new Error(
    'This bundle sends GraphQL documents as strings; pass the document as a string, or build without the graphql alias.',
  );
}
