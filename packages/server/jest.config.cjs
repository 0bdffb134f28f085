// The server suite runs once per database: the embedded PGlite always, and PostgreSQL as well when
// TEST_DATABASE_URL points at a database the suite may empty (CI starts one; see test/databases.ts).
const fs = require('node:fs');
const path = require('node:path');
const preset = require('../../jest.preset.cjs')({ browser: false });

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

// A test file reaches the project's database through startTestApi() or currentKind() (test/
// harness.ts, test/databases.ts). The files that do neither (configuration, the embedded data
// folder's lock, the start script's signals, clients of fake servers) test the same thing under
// either project, so PostgreSQL's project leaves them out rather than run them twice.
const testDir = path.join(__dirname, 'test');
const databaseFree = fs
  .readdirSync(testDir)
  .filter((file) => file.endsWith('.test.ts'))
  .filter(
    (file) =>
      !/\b(startTestApi|currentKind)\(/.test(fs.readFileSync(path.join(testDir, file), 'utf8')),
  )
  .map((file) => `<rootDir>/test/${file}`);

// PGlite's CommonJS build loads Node modules with import(), which jest's module sandbox cannot run:
// compile .cjs files too, so swc turns those imports into require().
const [swc] = Object.values(preset.transform);
const transform = { ...preset.transform, '^.+\\.cjs$': swc };

module.exports = {
  projects: kinds.map((kind) => ({
    ...preset,
    transform,
    displayName: kind,
    rootDir: __dirname,
    testMatch: ['<rootDir>/test/**/*.test.ts'],
    testPathIgnorePatterns: kind === 'postgres' ? databaseFree : [],
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
