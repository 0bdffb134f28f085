// The server suite runs once per database: the embedded PGlite always, and PostgreSQL as well when
// TEST_DATABASE_URL points at a database the suite may empty (CI starts one; see test/databases.ts).
const preset = require('../../jest.preset.cjs')({ browser: false });

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

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
