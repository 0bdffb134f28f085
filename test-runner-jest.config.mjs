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
      // default): only one page of a browser has the focus, so a worker bringing its page to the
      // front (test-runner.ts) took the focus from the other's story mid-play. A story that tabs,
      // types or closes on blur then failed at random: a skip link never focused, a select shot
      // closed and empty, a key lost (session 19 saw six such stories fail, one or two a run).
      // Most of those were Space or Enter lost, and session 20 found what ate them: a variant grid
      // unmounted mid keyboard drag kept dnd-kit's document listener (fixed in useKeyboardSensor.ts).
      // A browser each costs no time and keeps the stories' focus apart all the same.
      launchType: 'LAUNCH',
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
