// Reads the manifest of areas (areas.json at the repo root) and derives from it every list the
// tools ask for: eslint's area zones, rollup's inputs, the features package's exports. Lists the
// tools cannot take from here (package.json, the route table, mocks.ts, TAG_TYPES, the server's
// resolvers) are checked against it by tests in each package (areas.test.ts).
import { readFileSync } from 'node:fs';

export const MANIFEST_PATH = new URL('../areas.json', import.meta.url);

/** The manifest as it is on disk now. */
export function readManifest() {
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'));
}

const manifest = readManifest();

/** Feature areas: packages/features/src/<name>/. */
export const featureAreas = manifest.featureAreas;

/** Folders of packages/features/src that hold the core every area shares, not an area. */
export const featuresCore = manifest.featuresCore;

/** Names of the feature areas, in manifest order. */
export const featureAreaNames = featureAreas.map((area) => area.name);

/** Resolver areas of the server: schema/<name>.graphql and src/graphql/<name>/resolvers.ts. */
export const serverAreas = manifest.serverAreas;

/** Whether the area lists its routes in packages/app/src/routes/screens/<name>.ts. */
export const hasRouteScreens = (area) => area.routeScreens !== false;

/**
 * The two package exports of one area, in package.json's shape: the area's index, and each of its
 * screens on its own so a lazy route loads only that screen.
 */
export function areaExports(name) {
  const entry = (source, module) => ({
    '@podoffice/source': `./src/${source}`,
    import: { types: `./dist/types/${module}.d.ts`, default: `./dist/esm/${module}.js` },
    require: { types: `./dist/types-cjs/${module}.d.ts`, default: `./dist/cjs/${module}.cjs` },
  });
  return {
    [`./${name}`]: entry(`${name}/index.ts`, `${name}/index`),
    [`./${name}/screens/*`]: entry(`${name}/screens/*.tsx`, `${name}/screens/*`),
  };
}

/** Rollup inputs of packages/features: one entry per area, relative to that package. */
export function areaRollupInputs() {
  return Object.fromEntries(
    featureAreaNames.map((name) => [`${name}/index`, `src/${name}/index.ts`]),
  );
}
