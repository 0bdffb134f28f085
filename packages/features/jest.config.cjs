const preset = require('../../jest.preset.cjs')({ browser: true });

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // A worker's address needs import.meta, which jest's CommonJS modules cannot hold.
    '/startTrackingCsvWorker$': '<rootDir>/src/test/noWorker.ts',
    '/startOrderCsvWorker$': '<rootDir>/src/test/noWorker.ts',
  },
  // The machine is shared; typing through a form takes seconds when it is busy.
  testTimeout: 30000,
  // Two cores: jest's default (cores - 1) would run one test file at a time and leave one idle.
  maxWorkers: 2,
};
