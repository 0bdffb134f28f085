import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse as realParse } from 'graphql';
import { parse, print } from './graphqlLite';

/** Every generated file under src, found on disk so a new area is checked without a list here. */
function generatedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(full);
    return entry.name.endsWith('.generated.ts') ? [full] : [];
  });
}

/** The documents the generated endpoints send, by export name. */
function generatedDocuments(): [string, string][] {
  return generatedFiles(path.join(__dirname, '..')).flatMap((file) =>
    Object.entries(require(file) as Record<string, unknown>)
      .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
      .map(([name, value]): [string, string] => [name, String(value)]),
  );
}

/** What graphql-request reads from a parsed document: the operations' types and names. */
interface Definition {
  kind: string;
  operation?: string;
  name?: { value: string };
}

function operationsOf(document: { definitions: readonly Definition[] }) {
  return document.definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map(({ operation, name }) => ({ operation, name: name?.value }));
}

describe('graphqlLite', () => {
  const documents = generatedDocuments();

  it('finds the generated documents', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining(['LoginDocument', 'MeDocument', 'BalancesDocument']),
    );
  });

  it.each(documents)('reads %s as graphql itself does', (_name, document) => {
    expect(operationsOf(parse(document))).toEqual(operationsOf(realParse(document)));
  });

  it('reads anonymous, several and fragment-only documents as graphql does', () => {
    const samples = [
      '{ me { id } }',
      'query { me { id } }',
      'query A { a }\nmutation B { b }',
      'fragment F on User { id }',
      'subscription Ticks { tick }',
      'query Search($query: String) {\n  search(query: $query) { id }\n}',
    ];
    for (const sample of samples)
      expect(operationsOf(parse(sample))).toEqual(operationsOf(realParse(sample)));
  });

  it('refuses to print, since only strings are sent', () => {
    expect(() => print()).toThrow(/as strings/);
  });
});
