const preset = require('../../jest.preset.cjs')({ browser: true });

module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/test/set-methods.cjs'],
};
