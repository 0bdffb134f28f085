module.exports = {
  ...require('../../jest.preset.cjs')({ browser: true }),
  // The machine is shared; typing through a form takes seconds when it is busy.
  testTimeout: 30000,
};
