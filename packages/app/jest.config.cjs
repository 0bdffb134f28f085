const preset = require('../../jest.preset.cjs')({ browser: true });

module.exports = {
  ...preset,
  // msw resets handlers with Set methods Node 20 lacks; features keeps the polyfill.
  setupFiles: [...preset.setupFiles, require.resolve('../features/test/set-methods.cjs')],
};
