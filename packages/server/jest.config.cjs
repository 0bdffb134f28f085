// The server suite runs against the embedded PGlite, and against PostgreSQL as well when
// TEST_DATABASE_URL points at a database the suite may empty (CI starts one; see test/databases.ts).
// With both, each test file goes where it proves something (README "Test it"):
// - a file that never opens the project's database (it reaches none through startTestApi() or
//   currentKind(): configuration, the embedded data folder's lock, the start script's signals,
//   clients of fake servers) runs once, under PGlite's project;
// - a file whose subject is where the databases differ runs on both: requests racing on one row
//   (PGlite has one connection, PostgreSQL a pool of them, so only there do transactions overlap)
//   and the server's own per-database checks;
// - every other file runs on one of the two, by a stable hash of its name: the same resolvers and
//   SQL run either way, and the half on PostgreSQL proves the driver's types and SQL there.
// TEST_EVERY_FILE_ON_BOTH=1 runs every database file on both, as the suite did until session 18
// (about twice the time): for a change to the database layer itself.
const fs = require('node:fs');
const path = require('node:path');
const preset = require('../../jest.preset.cjs')({ browser: false });

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const everyFileOnBoth = process.env.TEST_EVERY_FILE_ON_BOTH === '1';

const RUN_ON_BOTH = new Set([
  'balance.test.ts', // three parallel deposits with one transaction id
  'cardDeposit.test.ts', // two captures of one checkout at once
  'files.test.ts', // PUTs racing on one upload address
  'jobProcesses.test.ts', // a killed server's job, and two API processes on one database
  'jobs.test.ts', // pg-boss's queue on each database
  'orderStatusChanges.test.ts', // two pauses racing on one order
  'orderTransfers.test.ts', // two transfers racing on one supplier's orders
  'dtfPush.test.ts', // two pushes of one order at once reach the partner once
  'shopOrders.test.ts', // one order line delivered three times at once, mapped twice at once
  'orderStatusCounts.test.ts', // two folds of the counts at once; writes racing the rollups
  'preparedReads.test.ts', // reads named on PostgreSQL's connections, unnamed on PGlite
  'server.test.ts', // what the server says of its database kind
  'throttles.test.ts', // parallel sign-ins counted in one window
  'transactionQueries.test.ts', // a transaction's overlapping reads on its one connection
]);

/** FNV-1a: a file keeps its side when others are added. */
function nameHash(name) {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const testDir = path.join(__dirname, 'test');
const testFiles = fs.readdirSync(testDir).filter((file) => file.endsWith('.test.ts'));
const opensDatabase = (file) =>
  /\b(startTestApi|currentKind)\(/.test(fs.readFileSync(path.join(testDir, file), 'utf8'));

/** Which projects run a file: 'pglite', 'postgres' or both. */
function projectsOf(file) {
  if (!withPostgres) return ['pglite'];
  if (!opensDatabase(file)) return ['pglite'];
  if (everyFileOnBoth || RUN_ON_BOTH.has(file)) return ['pglite', 'postgres'];
  return [nameHash(file) % 2 === 0 ? 'pglite' : 'postgres'];
}

const kinds = ['pglite', ...(withPostgres ? ['postgres'] : [])];
const ignoredBy = (kind) =>
  testFiles
    .filter((file) => !projectsOf(file).includes(kind))
    .map((file) => `<rootDir>/test/${file.replace(/\./g, '\\.')}$`);

module.exports = {
  projects: kinds.map((kind) => ({
    ...preset,
    displayName: kind,
    rootDir: __dirname,
    testMatch: ['<rootDir>/test/**/*.test.ts'],
    testPathIgnorePatterns: ignoredBy(kind),
    globals: { TEST_DB_KIND: kind },
    setupFiles: [...preset.setupFiles, '<rootDir>/test/testEnv.ts'],
    globalSetup: '<rootDir>/test/globalSetup.ts',
    globalTeardown: '<rootDir>/test/globalTeardown.ts',
  })),
  // Each file starts a server and signs users in (scrypt is slow on purpose); the default 5 s is
  // too tight on a busy two-core machine. A project-level testTimeout is ignored by jest.
  testTimeout: 30_000,
  // Two cores: jest's default (cores - 1) would run one test file at a time and leave one idle.
  maxWorkers: 2,
};
