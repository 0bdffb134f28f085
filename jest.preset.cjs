// Shared jest settings for every package: swc transform (TS, TSX and ES-module dependencies),
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
    // swc for TypeScript and for dependencies shipped as ES modules (msw, parse5, jose …);
    // jest.transform.cjs says which files and why.
    transform: { '^.+\\.(t|j|mj|cj)sx?$': path.join(__dirname, 'jest.transform.cjs') },
    transformIgnorePatterns: [],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: browser
      ? ['@testing-library/jest-dom', path.join(__dirname, 'jest.testing-library.cjs')]
      : [],
  };
};
