// Shared jest settings for every package: swc transform (TS, TSX and the ESM-only msw),
// workspace sources resolved through the "@podoffice/source" export condition.
const path = require('node:path');

/** @param {{ browser?: boolean }} options */
module.exports = function jestPreset({ browser = false } = {}) {
  return {
    testEnvironment: browser ? 'jest-fixed-jsdom' : 'node',
    testEnvironmentOptions: {
      customExportConditions: browser
        ? ['@podoffice/source', 'browser', 'node', 'require', 'default']
        : ['@podoffice/source', 'node', 'require', 'default'],
    },
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: browser
      ? ['@testing-library/jest-dom', path.join(__dirname, 'jest.testing-library.cjs')]
      : [],
  };
};
