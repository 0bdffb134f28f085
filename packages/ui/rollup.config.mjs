// Library build of @podoffice/ui: ESM with one file per module (tree-shakable), CJS for require(),
// and one bundled declaration file (also as .d.cts for require()). Stories, tests and fixtures are
// left out by tsconfig.build.json and because nothing in src/index.ts imports them.
import { readFileSync } from 'node:fs';
import { transpile } from '../../scripts/rollup/transpile.mjs';
import { dts } from 'rollup-plugin-dts';
import {
  externalExceptStyled,
  styledComponentsInterop,
} from '../../scripts/rollup/styledComponentsInterop.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Every dependency and peer stays external, subpaths too (react/jsx-runtime, dayjs/plugin/utc),
// so embedders share one React and one styled-components with their app.
const externals = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const external = (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

const input = 'src/index.ts';

/** The bundled declarations (scripts/check-packages type-checks them from the tarball in a host app). */
export const declarations = {
  input,
  external,
  plugins: [dts({ tsconfig: './tsconfig.build.json' })],
  // The .d.cts copy is what TypeScript reads for require(): a .d.ts in a "type": "module" package
  // would be taken for ESM types.
  output: [
    { file: 'dist/index.d.ts', format: 'es' },
    { file: 'dist/index.d.cts', format: 'es' },
  ],
};

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input,
    external: externalExceptStyled(external),
    plugins: [styledComponentsInterop(), transpile()],
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
        // styled-components' CJS build sets __esModule, dayjs' does not: 'auto' reads both right.
        interop: 'auto',
        sourcemap: true,
      },
    ],
  },
  declarations,
];
