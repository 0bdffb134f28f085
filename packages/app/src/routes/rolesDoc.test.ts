import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EVERY_ROLE, routeSpecs } from './routeSpecs';

// docs/roles-and-screens.md was written from the route table; this keeps it true as routes are
// built and roles change (a route's row: its path, who opens it and whether it is built).

const DOC = path.join(__dirname, '../../../../docs/roles-and-screens.md');

function documentedRows(): Map<string, { who: string; state: string }> {
  const rows = new Map<string, { who: string; state: string }>();
  for (const line of readFileSync(DOC, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const route = /^`(.+)`$/.exec(cells[1] ?? '');
    if (route) rows.set(route[1]!, { who: cells[3]!, state: cells[5]! });
  }
  return rows;
}

const whoOf = (access: (typeof routeSpecs)[number]['access']): string => {
  if (typeof access !== 'string') {
    return EVERY_ROLE.every((role) => access.includes(role))
      ? 'every signed-in role'
      : access.join(', ');
  }
  return access === 'signedIn' ? 'every signed-in role' : 'anyone';
};

test('docs/roles-and-screens.md lists every route with who opens it and whether it is built', () => {
  const documented = documentedRows();
  const expected = new Map(
    routeSpecs.map((spec) => [
      spec.path,
      { who: whoOf(spec.access), state: spec.planned ? 'planned' : 'built' },
    ]),
  );
  expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(expected));
});
