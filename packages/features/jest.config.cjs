const preset = require('../../jest.preset.cjs')({ browser: true });

module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/test/set-methods.cjs'],
  // The machine is shared; typing through a form takes seconds when it is busy.
  testTimeout: 30000,
};
