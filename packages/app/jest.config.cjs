module.exports = {
  ...require('../../jest.preset.cjs')({ browser: true }),
  // The machine is shared; signing in through the form takes seconds when it is busy.
  testTimeout: 30000,
};
