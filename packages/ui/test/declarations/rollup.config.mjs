// The ui's bundled declarations alone, written outside dist so the test leaves the build untouched.
import { declarations } from '../../rollup.config.mjs';

export default {
  ...declarations,
  output: { file: '.tmp/declarations/index.d.ts', format: 'es' },
};
