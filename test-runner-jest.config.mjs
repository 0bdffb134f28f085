import { getJestConfig } from '@storybook/test-runner';

// Debian's Chromium, never a downloaded browser. Flags that work as root with no network.
const testRunnerConfig = getJestConfig();

// The runner's own setup file imports its whole bundle in every story file; ours hands over the
// same hooks without it (.storybook/test-runner-setup.ts says why).
const setupFilesAfterEnv = testRunnerConfig.setupFilesAfterEnv.map((file) =>
  file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-runner-setup.ts' : file,
);

export default {
  ...testRunnerConfig,
  setupFilesAfterEnv,
  testTimeout: 30000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--headless=new',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
