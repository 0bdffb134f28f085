import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverAreas } from '../../../scripts/areas.mjs';
import { SCHEMA_DIR } from '../src/graphql/schema';

// The schema files are read from their folder, but the resolvers are imported one by one in
// src/graphql/schema.ts (static imports, which tsx and jest both follow): this checks that list
// against areas.json, naming the area and the file to edit.

const GRAPHQL_DIR = path.join(__dirname, '../src/graphql');
const schemaModule = readFileSync(path.join(GRAPHQL_DIR, 'schema.ts'), 'utf8');
const resolversArray = /resolvers: \[([^\]]*)\]/.exec(schemaModule)?.[1] ?? '';

describe('areas.json and the server', () => {
  it.each(serverAreas)('serves the %s area', (name) => {
    const problems = [
      existsSync(path.join(SCHEMA_DIR, `${name}.graphql`)) ? '' : `no schema/${name}.graphql`,
      existsSync(path.join(GRAPHQL_DIR, name, 'resolvers.ts'))
        ? ''
        : `no src/graphql/${name}/resolvers.ts`,
      new RegExp(`\\b${name}Resolvers\\b`).test(resolversArray)
        ? ''
        : `${name}Resolvers is not in buildSchema's resolvers (src/graphql/schema.ts)`,
    ].filter(Boolean);
    expect({ [name]: problems }).toEqual({ [name]: [] });
  });

  it('has no schema file or resolver folder that areas.json does not list', () => {
    const schemaFiles = readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.graphql') && file !== 'common.graphql')
      .map((file) => `schema/${file}`)
      .filter((file) => !serverAreas.includes(path.basename(file, '.graphql')));
    const resolverFolders = readdirSync(GRAPHQL_DIR, { withFileTypes: true })
      .filter((entry) => existsSync(path.join(GRAPHQL_DIR, entry.name, 'resolvers.ts')))
      .map((entry) => entry.name)
      .filter((name) => !serverAreas.includes(name))
      .map((name) => `src/graphql/${name}`);
    expect({ 'not in areas.json serverAreas': [...schemaFiles, ...resolverFolders] }).toEqual({
      'not in areas.json serverAreas': [],
    });
  });
});
