module.exports = {
  ...require('../../jest.preset.cjs')({ browser: false }),
  // Two cores: jest's default (cores - 1) would run one test file at a time and leave one idle.
  maxWorkers: 2,
};
