import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  areaExports,
  featureAreaNames,
  featureAreas,
  featuresCore,
} from '../../../scripts/areas.mjs';
import { TAG_TYPES } from './api/baseApi';
import pkg from '../package.json';

// package.json's exports, the mocks entry and TAG_TYPES cannot be derived from areas.json at run
// time, so each is checked against it here; a failure names the area and the file to edit.

const SRC = __dirname;
const exportsMap = pkg.exports as Record<string, unknown>;
const mocksEntry = readFileSync(path.join(SRC, 'mocks.ts'), 'utf8');

describe('areas.json and the features package', () => {
  it('lists every area folder of features/src, and only those', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !featuresCore.includes(entry.name))
      .map((entry) => entry.name);
    for (const folder of folders) {
      expect(
        `${folder}: ${featureAreaNames.includes(folder) ? 'in' : 'missing from'} areas.json`,
      ).toBe(`${folder}: in areas.json`);
    }
    for (const name of featureAreaNames) {
      expect(
        `${name}: ${folders.includes(name) ? 'has' : 'has no'} folder features/src/${name}`,
      ).toBe(`${name}: has folder features/src/${name}`);
    }
  });

  it.each(featureAreaNames)('exports %s and its screens from package.json', (name) => {
    for (const [subpath, shape] of Object.entries(areaExports(name))) {
      expect({ [`features/package.json exports["${subpath}"]`]: exportsMap[subpath] }).toEqual({
        [`features/package.json exports["${subpath}"]`]: shape,
      });
    }
  });

  it('exports no area that areas.json does not list', () => {
    const areaSubpaths = Object.keys(exportsMap)
      .filter((subpath) => subpath !== '.' && subpath !== './mocks')
      .map((subpath) => subpath.split('/')[1]!);
    const unlisted = areaSubpaths.filter((name) => !featureAreaNames.includes(name));
    expect({ 'features/package.json exports areas not in areas.json': unlisted }).toEqual({
      'features/package.json exports areas not in areas.json': [],
    });
  });

  it.each(featureAreaNames)('re-exports the %s mocks from src/mocks.ts', (name) => {
    expect({
      [`features/src/mocks.ts re-exports ./${name}/mocks`]: mocksEntry.includes(
        `from './${name}/mocks'`,
      ),
    }).toEqual({ [`features/src/mocks.ts re-exports ./${name}/mocks`]: true });
  });

  it('re-exports no mocks of an area areas.json does not list', () => {
    const reExported = [...mocksEntry.matchAll(/from '\.\/(\w+)\/mocks'/g)].map((m) => m[1]!);
    const unlisted = reExported.filter((name) => !featureAreaNames.includes(name));
    expect({ 'features/src/mocks.ts re-exports areas not in areas.json': unlisted }).toEqual({
      'features/src/mocks.ts re-exports areas not in areas.json': [],
    });
  });

  it('declares every tag of every area in TAG_TYPES, and no other', () => {
    const declared: readonly string[] = TAG_TYPES;
    const missing = featureAreas.flatMap((area) =>
      area.tags.filter((tag) => !declared.includes(tag)).map((tag) => `${area.name}: ${tag}`),
    );
    const owned = featureAreas.flatMap((area) => area.tags);
    const unowned = declared.filter((tag) => !owned.includes(tag));
    expect({ 'missing from TAG_TYPES (features/src/api/baseApi.ts)': missing }).toEqual({
      'missing from TAG_TYPES (features/src/api/baseApi.ts)': [],
    });
    expect({ 'TAG_TYPES owned by no area of areas.json': unowned }).toEqual({
      'TAG_TYPES owned by no area of areas.json': [],
    });
  });
});
