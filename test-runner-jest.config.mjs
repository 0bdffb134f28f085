import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Debian's Chromium, never a downloaded browser, with the flags of scripts/chromium.mjs.
const testRunnerConfig = getJestConfig();

// The runner's own setup file imports its whole bundle in every story file; ours hands over the
// same hooks without it (.storybook/test-runner-setup.ts says why).
const setupFilesAfterEnv = testRunnerConfig.setupFilesAfterEnv.map((file) =>
  file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-runner-setup.ts' : file,
);

export default {
  ...testRunnerConfig,
  setupFilesAfterEnv,
  // One page per worker for all its story files (the file says why).
  testEnvironment: '<rootDir>/.storybook/test-runner-environment.mjs',
  testTimeout: 30000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // A browser per worker, not one browser server that both workers' pages share (the runner's
      // default): only one page of a browser has the focus, and a worker bringing its page to the
      // front (test-runner.ts) could take it from the other's story mid-play. It costs no time.
      // (The random Space and Enter failures first blamed on this were a variant grid's leftover
      // drag listener, fixed in packages/ui/src/components/OrderableList/useKeyboardSensor.ts.)
      launchType: 'LAUNCH',
      // The stories run with reduced motion, as the e2e journeys do (e2e/playwright.config.ts):
      // a dialog or drawer is there at once instead of fading in, so a play that reads it right
      // after it opens does not meet it at opacity 0 (toBeVisible failed on CI for a dialog's
      // title 160 ms into its fade). The components honour the setting for users who ask for it.
      contextOptions: { reducedMotion: 'reduce' },
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
