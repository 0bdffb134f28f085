module.exports = {
  ...require('../../jest.preset.cjs')({ browser: true }),
  // The machine is shared; signing in through the form takes seconds when it is busy.
  testTimeout: 30000,
  // Two cores: jest's default (cores - 1) would run one test file at a time and leave one idle.
  maxWorkers: 2,
};
