// Runs in every story file's test (jest's setupFilesAfterEnv), in place of the test-runner's own
// playwright/jest-setup.js, doing what that does: hand our preVisit and postVisit
// (test-runner.ts) to the tests the runner generates. Why: that file imports the runner's whole
// bundle, which takes over a second to evaluate on a CI machine, and jest evaluates setup files
// afresh in each of the ~200 story files. The bundle is loaded here only for the runner's retry of
// a story whose page navigated away (its setupPage), which a passing run never needs.
import type { Page } from 'playwright';
import config from './test-runner';

type SetupPage = (page: Page, context: unknown) => Promise<void>;
const runner = globalThis as typeof globalThis & {
  __sbPreVisit?: typeof config.preVisit;
  __sbPostVisit?: typeof config.postVisit;
  __sbSetupPage?: SetupPage;
  __sbCollectCoverage?: boolean;
};

runner.__sbPreVisit = config.preVisit;
runner.__sbPostVisit = config.postVisit;
runner.__sbSetupPage = async (page, context) => {
  const { setupPage } = await import('@storybook/test-runner');
  await (setupPage as SetupPage)(page, context);
};
runner.__sbCollectCoverage = false;
