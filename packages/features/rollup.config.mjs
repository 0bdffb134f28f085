// Library build of @podoffice/features: one entry per package export (the core, each area, the
// mocks), ESM with one file per module so an app's lazy route pulls in only its area, and CJS for
// require(). Declarations come from tsc (tsconfig.declarations.json), one per module, so each
// screen subpath is typed by its own module.
import { readFileSync } from 'node:fs';
import { transpile } from '../../scripts/rollup/transpile.mjs';
import { workers } from '../../scripts/rollup/workers.mjs';
import { areaRollupInputs } from '../../scripts/areas.mjs';
import {
  externalExceptStyled,
  styledComponentsInterop,
} from '../../scripts/rollup/styledComponentsInterop.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Dependencies and peers stay external, subpaths too (react/jsx-runtime, msw/graphql), so an
// embedder shares one React, one store library and one router with its app. The router and msw
// are provided by the app (msw only for the ./mocks entry).
const externals = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  'react-router-dom',
  'msw',
  '@graphql-typed-document-node/core',
];
const external = (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

const input = {
  index: 'src/index.ts',
  ...areaRollupInputs(),
  mocks: 'src/mocks.ts',
};

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input,
    external: externalExceptStyled(external),
    plugins: [
      styledComponentsInterop(),
      workers({ srcDir: new URL('./src', import.meta.url).pathname }),
      transpile(),
    ],
    output: [
      {
        dir: 'dist/esm',
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        sourcemap: true,
      },
      {
        dir: 'dist/cjs',
        format: 'cjs',
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].cjs',
        exports: 'named',
        interop: 'auto',
        sourcemap: true,
      },
    ],
  },
];
