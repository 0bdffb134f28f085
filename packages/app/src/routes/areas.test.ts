import { readdirSync } from 'node:fs';
import path from 'node:path';
import { featureAreas, hasRouteScreens } from '../../../../scripts/areas.mjs';
import { routeTable } from './routeTable';
import type { AreaScreens } from './screens/types';

// The route table is TypeScript the bundler must see statically, so it cannot be derived from
// areas.json: this checks it instead, naming the area and the file to edit.

const SCREENS_DIR = path.join(__dirname, 'screens');
const byPath = new Map(routeTable.map((route) => [route.path, route]));
const routedAreas = featureAreas.filter(hasRouteScreens);

function screensOf(name: string): AreaScreens | undefined {
  const module = require(`./screens/${name}`) as Record<string, AreaScreens>;
  return module[`${name}Screens`];
}

describe('areas.json and the route table', () => {
  it('has a routes/screens file for every area with routes, and none for another', () => {
    const files = readdirSync(SCREENS_DIR)
      .filter((file) => file.endsWith('.ts') && file !== 'types.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    const missing = routedAreas.map((a) => a.name).filter((name) => !files.includes(name));
    const unlisted = files.filter((name) => !routedAreas.some((area) => area.name === name));
    expect({ 'areas without app/src/routes/screens/<area>.ts': missing }).toEqual({
      'areas without app/src/routes/screens/<area>.ts': [],
    });
    expect({
      'app/src/routes/screens/<file>.ts of no routed area in areas.json': unlisted,
    }).toEqual({
      'app/src/routes/screens/<file>.ts of no routed area in areas.json': [],
    });
  });

  it.each(routedAreas.map((area) => area.name))(
    'routes every screen of %s in the route table',
    (name) => {
      const screens = screensOf(name);
      expect({
        [`routes/screens/${name}.ts exports ${name}Screens`]: screens !== undefined,
      }).toEqual({
        [`routes/screens/${name}.ts exports ${name}Screens`]: true,
      });
      for (const [routePath, screen] of Object.entries(screens ?? {})) {
        const route = byPath.get(routePath);
        const where = `${name}: ${routePath}`;
        expect({ [where]: route ? 'in routeSpecs.ts' : 'missing from routeSpecs.ts' }).toEqual({
          [where]: 'in routeSpecs.ts',
        });
        expect({ [where]: route?.planned ? 'planned in routeSpecs.ts' : 'built' }).toEqual({
          [where]: 'built',
        });
        expect({
          [where]:
            route?.Screen === screen ? 'its screen' : `not ...${name}Screens in routeTable.ts`,
        }).toEqual({ [where]: 'its screen' });
      }
    },
  );
});
