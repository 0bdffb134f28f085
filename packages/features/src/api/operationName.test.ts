import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { operationNameOf } from './baseApi';

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

describe('operationNameOf', () => {
  const documents = generatedDocuments();

  it('finds the generated documents', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  // The name sent with each request is the one GraphQL's own parser reads from the document.
  it.each(documents)('names %s as the parser does', (_name, document) => {
    const operations = parse(document).definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations).toHaveLength(1);
    expect(operationNameOf(document)).toBe(operations[0]!.name?.value);
  });

  it('names an operation written by hand after its fragments too', () => {
    expect(operationNameOf('fragment F on User { id }\nquery Me { me { ...F } }')).toBe('Me');
    expect(operationNameOf('{ me { id } }')).toBeUndefined();
  });
});
