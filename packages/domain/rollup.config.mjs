// Library build of @podoffice/domain, the same shape as ui and features: ESM with one file per
// module, CJS for require() (the CJS builds of ui and features require this one), and one bundled
// declaration file, copied as .d.cts so TypeScript reads it as CommonJS under a require().
import { readFileSync } from 'node:fs';
import { transpile } from '../../scripts/rollup/transpile.mjs';
import { dts } from 'rollup-plugin-dts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Dependencies stay external, subpaths too (dayjs/plugin/utc.js), so the server, the app and an
// embedder share one dayjs (its plugins extend the shared instance) and one yup.
const externals = Object.keys(pkg.dependencies ?? {});
const external = (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

const input = 'src/index.ts';

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input,
    external,
    plugins: [transpile()],
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
        // dayjs' CJS build has no __esModule flag and yup's has: 'auto' reads both right.
        interop: 'auto',
        sourcemap: true,
      },
    ],
  },
  {
    input,
    external,
    plugins: [dts({ tsconfig: './tsconfig.build.json' })],
    output: [
      { file: 'dist/index.d.ts', format: 'es' },
      { file: 'dist/index.d.cts', format: 'es' },
    ],
  },
];
