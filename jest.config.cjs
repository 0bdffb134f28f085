// The jest layer of `npm test`: every package's suite in one jest run (`npm run test:unit`), so the
// two workers take the next file of any package instead of idling at the end of each package's run
// while the other finishes its last file, and jest starts once instead of once per package. Each
// package keeps its own config (`cd packages/<package> && npx jest` runs it alone); the server's
// is already a pair of projects, one per database, and is taken apart here.
const path = require('node:path');

const packages = ['domain', 'ui', 'features', 'app'].map((name) =>
  path.join(__dirname, 'packages', name),
);
const server = require('./packages/server/jest.config.cjs');

module.exports = {
  projects: [...packages, ...server.projects],
  // Options jest reads only here, not per project: the longest of the packages' own (the server's
  // and the screens' 30 s, for a busy two-core machine), and both cores.
  testTimeout: 30_000,
  maxWorkers: 2,
};
