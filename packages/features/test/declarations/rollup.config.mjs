// The declarations of one area and its screens, laid out as an installed package under the root's .tmp so
// the test resolves them through package.json's exports like an embedder's app does.
import { declarations } from '../../rollup.config.mjs';

const input = Object.fromEntries(
  Object.entries(declarations.input).filter(([name]) => name.startsWith('balance/')),
);

export default {
  ...declarations,
  input,
  output: {
    ...declarations.output,
    dir: '../../.tmp/features-declarations/node_modules/@podoffice/features/dist',
  },
};
