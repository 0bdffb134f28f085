// npm run new:area <name> [-- --route /path]: writes a feature area from the templates (features,
// server, app route), adds it to areas.json and to the lists that cannot derive from it, and runs
// codegen. A bad or taken name is refused before anything is written.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { areaExports, readManifest } from '../areas.mjs';
import { featureFiles, namesOf, routeScreensFile, serverFiles } from './templates.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FEATURES = 'packages/features';
const SERVER = 'packages/server';
const ROUTES = 'packages/app/src/routes';
// Names the generated files would clash on (src/mocks.ts, schema/common.graphql, screens/types.ts).
const RESERVED = new Set(['mocks', 'index', 'common', 'types']);

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const exists = (file) => existsSync(path.join(ROOT, file));

function refuse(message) {
  console.error(`new:area: ${message}\nNothing was written.`);
  process.exit(1);
}

/** Why `name` (and the route) cannot be a new area, or null when it can. */
function problemWith(name, route, manifest) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) {
    return `"${name}" is not a valid area name: use camelCase letters and digits, starting with a lower-case letter (e.g. productTypes).`;
  }
  if (RESERVED.has(name) || manifest.featuresCore.includes(name))
    return `"${name}" is reserved for the features package's own folders.`;
  if (manifest.featureAreas.some((area) => area.name === name)) {
    return `the area "${name}" already exists (areas.json).`;
  }
  if (manifest.serverAreas.includes(name)) {
    return `"${name}" is already a server area (areas.json serverAreas).`;
  }
  const { Pascal } = namesOf(name);
  const taken = [
    `${FEATURES}/src/${name}`,
    `${SERVER}/schema/${name}.graphql`,
    `${SERVER}/src/graphql/${name}`,
    `${SERVER}/test/${name}.test.ts`,
    `${ROUTES}/screens/${name}.ts`,
  ].find(exists);
  if (taken) return `${taken} already exists.`;
  if (manifest.featureAreas.some((area) => area.tags.includes(Pascal))) {
    return `the cache tag "${Pascal}" already belongs to another area (areas.json).`;
  }
  if (!/^\/[a-z0-9/:-]*$/.test(route)) {
    return `"${route}" is not a route path: lower-case, starting with / (e.g. /product-types).`;
  }
  const spec = specOf(read(`${ROUTES}/routeSpecs.ts`), route);
  if (spec && !/planned: true/.test(spec.text)) {
    return `the route ${route} already has a screen (routeSpecs.ts).`;
  }
  return null;
}

/** The route's object in routeSpecs.ts, found by its path, with where it starts and ends. */
function specOf(source, route) {
  const at = source.indexOf(`path: '${route}',`);
  if (at < 0) return null;
  const start = source.lastIndexOf('{', at);
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}' && --depth === 0) {
      return { start, end: i + 1, text: source.slice(start, i + 1) };
    }
  }
  return null;
}

/** Inserts `text` before the last match of `anchor`, failing loudly when the file changed shape. */
function insertBefore(source, anchor, text, file) {
  const matches = [...source.matchAll(anchor)];
  const last = matches.at(-1);
  if (!last) throw new Error(`${file}: no ${anchor} to add the area next to`);
  return source.slice(0, last.index) + text + source.slice(last.index);
}
function insertAfterLast(source, anchor, text, file) {
  const matches = [...source.matchAll(anchor)];
  const last = matches.at(-1);
  if (!last) throw new Error(`${file}: no ${anchor} to add the area next to`);
  const at = last.index + last[0].length;
  return source.slice(0, at) + text + source.slice(at);
}

/** Every edit of an existing file, computed before anything is written. */
function editsFor(n, manifest) {
  const { name, Pascal, title, route } = n;
  const edits = {};

  const next = structuredClone(manifest);
  next.featureAreas.push({ name, tags: [Pascal] });
  next.serverAreas.push(name);
  // One line per area, as the file is kept (prettier spaces them out).
  const areaLines = next.featureAreas.map((area) => `    ${JSON.stringify(area)}`).join(',\n');
  edits['areas.json'] = `${JSON.stringify({ ...next, featureAreas: 'AREAS' }, null, 2)}\n`.replace(
    '"AREAS"',
    `[\n${areaLines}\n  ]`,
  );

  const pkg = JSON.parse(read(`${FEATURES}/package.json`));
  const exportsMap = {};
  for (const [key, value] of Object.entries(pkg.exports)) {
    if (key === './mocks') Object.assign(exportsMap, areaExports(name));
    exportsMap[key] = value;
  }
  edits[`${FEATURES}/package.json`] =
    `${JSON.stringify({ ...pkg, exports: exportsMap }, null, 2)}\n`;

  const mocks = `${FEATURES}/src/mocks.ts`;
  edits[mocks] = `${read(mocks)}export * from './${name}/mocks';\n`;

  const baseApi = `${FEATURES}/src/api/baseApi.ts`;
  const tags = read(baseApi).replace(
    /(export const TAG_TYPES = \[[^\]]*?)(\n\] as const;)/,
    `$1\n  '${Pascal}',$2`,
  );
  if (!tags.includes(`'${Pascal}',`)) throw new Error(`${baseApi}: TAG_TYPES not found`);
  edits[baseApi] = tags;

  const schema = `${SERVER}/src/graphql/schema.ts`;
  let schemaSource = insertAfterLast(
    read(schema),
    /import \{ \w+Resolvers \} from '\.\/\w+\/resolvers';\n/g,
    `import { ${name}Resolvers } from './${name}/resolvers';\n`,
    schema,
  );
  schemaSource = insertBefore(
    schemaSource,
    /\n {4}\],\n {2}\}\);/g,
    `\n      ${name}Resolvers,`,
    schema,
  );
  edits[schema] = schemaSource;

  const table = `${ROUTES}/routeTable.ts`;
  let tableSource = insertAfterLast(
    read(table),
    /import \{ \w+Screens \} from '\.\/screens\/\w+';\n/g,
    `import { ${name}Screens } from './screens/${name}';\n`,
    table,
  );
  tableSource = insertAfterLast(
    tableSource,
    / {2}\.\.\.\w+Screens,\n/g,
    `  ...${name}Screens,\n`,
    table,
  );
  edits[table] = tableSource;

  const specs = `${ROUTES}/routeSpecs.ts`;
  const specsSource = read(specs);
  const planned = specOf(specsSource, route);
  edits[specs] = planned
    ? specsSource.slice(0, planned.start) +
      planned.text.replace(/\n\s*planned: true,|,\s*planned: true/, '') +
      specsSource.slice(planned.end)
    : insertBefore(
        specsSource,
        / {2}\{ path: '\/user\/logout'/g,
        `  { path: '${route}', name: '${title}', access: ADMIN },\n\n`,
        specs,
      );
  // The route table's test lists what is built: the new screen is.
  const tableTest = `${ROUTES}/routeTable.test.ts`;
  edits[tableTest] = insertAfterLast(
    read(tableTest),
    /\nconst BUILT = \[\n/g,
    `  '${route.replace(/\{(\w+)\}/g, ':$1')}',\n`,
    tableTest,
  );
  return { edits, planned: Boolean(planned) };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { route: { type: 'string' } },
  });
  if (positionals.length !== 1) {
    refuse('give one area name, e.g. `npm run new:area productTypes` (or `-- --route /path`).');
  }
  const [name] = positionals;
  const manifest = readManifest();
  const n = namesOf(name, values.route);
  const problem = problemWith(name, n.route, manifest);
  if (problem) refuse(problem);

  const files = {
    ...Object.fromEntries(
      Object.entries(featureFiles(n)).map(([file, text]) => [
        `${FEATURES}/src/${name}/${file}`,
        text,
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(serverFiles(n)).map(([file, text]) => [`${SERVER}/${file}`, text]),
    ),
    [`${ROUTES}/screens/${name}.ts`]: routeScreensFile(n),
  };
  const { edits, planned } = editsFor(n, manifest);

  for (const [file, text] of Object.entries({ ...files, ...edits })) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), text);
  }
  const run = (command, args) => execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  run('npx', [
    'prettier',
    '--write',
    '--log-level',
    'warn',
    ...Object.keys(files),
    ...Object.keys(edits),
  ]);
  run('npm', ['run', '-s', 'codegen']);

  console.log(`\nThe ${n.title.toLowerCase()} area is written (route ${n.route}).`);
  for (const file of Object.keys(files)) console.log(`  wrote  ${file}`);
  for (const file of Object.keys(edits)) console.log(`  edited ${file}`);
  console.log(`
Next:
  - the entry shape: schema/${name}.graphql and api/${n.Pascal}.graphql, then npm run codegen;
  - the rule: replace hasRole(..., 'Administrator') in the resolver and mocks with a domain permission;
  - storage: a table in ${SERVER}/src/db/schema.ts (npm run db:generate -w @podoffice/server);
  - the route: ${planned ? `${n.route} was planned in routeSpecs.ts and is now built` : `${n.route} is a new Administrator route in routeSpecs.ts`}; it is now in BUILT of ${ROUTES}/routeTable.test.ts${planned ? '' : ' (add it to SPEC there too: it is not a route of the spec)'}; add a menu entry if it has one.`);
}

main();
