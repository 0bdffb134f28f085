// The jest transform of every package (jest.preset.cjs): swc for the workspace's TypeScript and for
// the few dependencies that ship ES modules; the rest of node_modules as it is.
//
// Why not swc on everything (as until session 21): jest ran ~5,000 dependency files through swc
// (jsdom, react-dom, graphql, undici … once per jest project), each with an inline source map
// (@swc/jest's default) that tripled the code every test file then loaded. On a fresh clone, where
// jest's transform cache is empty (CI, a newcomer), that was ~100 CPU-seconds of the jest layer.
const swcJest = require('@swc/jest');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// The workspace's sources keep a source map (separate, not inline) so a failing test's stack
// points at the TypeScript line; a dependency's converted ES module needs none.
const sources = swcJest.createTransformer({ ...swcOptions, sourceMaps: true });
const dependencies = swcJest.createTransformer({ ...swcOptions, sourceMaps: false });

// A dependency file needs converting when it is an ES module (import/export statements, .mjs) or
// loads modules with import(), which jest's CommonJS sandbox cannot run (PGlite's .cjs build,
// undici). A false match only costs a conversion; a miss fails loudly with a SyntaxError.
const NEEDS_CONVERSION =
  /^\s*(?:import\s*[\w*{"'(]|export\s*[\w*{]|export\s+default\b)|\bimport\(/m;

const isDependency = (filename) => filename.includes('/node_modules/');

module.exports = {
  process(src, filename, options) {
    if (!isDependency(filename)) return sources.process(src, filename, options);
    if (filename.endsWith('.mjs') || NEEDS_CONVERSION.test(src))
      return dependencies.process(src, filename, options);
    return { code: src };
  },
  getCacheKey(src, filename, options) {
    return (isDependency(filename) ? dependencies : sources).getCacheKey(src, filename, options);
  },
};
