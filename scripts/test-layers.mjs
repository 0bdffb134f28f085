// The test layers of `npm test` (scripts/test.mjs), each with its time budget in seconds on a quiet
// two-core machine (DESIGN.md: the whole suite within 15 minutes of a fresh clone, install
// included, so the layers within 12). README "Test it" lists the same budgets, and `npm test`
// stops before it starts when the two disagree. A new area brings its tests within its layer's
// budget, or makes room in it first.

/** @typedef {{ key: string, title: string, command: string[], budget: number }} Layer */

/** @type {Layer[]} */
export const LAYERS = [
  {
    key: 'chromium',
    title: 'chromium (Debian package)',
    command: ['bash', 'scripts/ensure-chromium.sh'],
    budget: 5,
  },
  {
    key: 'lint',
    title: 'lint (ESLint, import direction)',
    command: ['npx', 'eslint', '.', '--max-warnings', '0'],
    budget: 25,
  },
  {
    key: 'format',
    title: 'format (Prettier)',
    command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'],
    budget: 20,
  },
  { key: 'typecheck', title: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'], budget: 50 },
  {
    key: 'codegen',
    title: 'codegen up to date',
    command: ['npm', 'run', '-s', 'codegen:check'],
    budget: 5,
  },
  {
    key: 'jest',
    title: 'jest (every package in one run; server on PGlite and PostgreSQL)',
    command: ['npm', 'run', '-s', 'test:unit'],
    budget: 170,
  },
  {
    key: 'new-area',
    title: 'new:area scaffolds an area that passes lint, typecheck and its tests',
    command: ['npm', 'run', '-s', 'test:new-area'],
    budget: 40,
  },
  {
    key: 'build',
    title: 'build',
    command: ['npm', 'run', '-s', 'build', '--', '--loglevel', 'warn'],
    budget: 40,
  },
  {
    key: 'storybook',
    title: 'storybook build + test-runner (Chromium, axe, StrictMode)',
    command: ['npm', 'run', '-s', 'test:storybook'],
    budget: 170,
  },
  {
    key: 'packages',
    title:
      'published packages (release to a local Verdaccio, installed by name in a host app: tsc, Vite, Node, publint, attw, Chromium)',
    command: ['node', 'scripts/check-packages.mjs', '--no-build'],
    budget: 45,
  },
  {
    key: 'e2e',
    title: 'end-to-end (Playwright, Chromium, real server)',
    command: ['npm', 'run', '-s', 'test:e2e'],
    budget: 140,
  },
];

/** The budgets README "Test it" states: its table's rows of `| \`key\` | budget s | ...`. */
export function readmeBudgets(readme) {
  const budgets = new Map();
  for (const m of readme.matchAll(/^\| `([a-z0-9-]+)` +\| +(\d+) s +\|/gm))
    budgets.set(m[1], Number(m[2]));
  return budgets;
}

/** The suite's budget: the layers run one after the other. */
export const SUITE_BUDGET = LAYERS.reduce((sum, layer) => sum + layer.budget, 0);
