// The test-runner's jest environment, with one change: a jest worker opens the Storybook preview once
// and runs every story file it is given in that same page, instead of a new browser context and a
// new load of iframe.html for each of the ~200 story files. That load (the preview's scripts,
// React's development build among them) and the context took about a second per file: a quarter
// of the Storybook layer's time. Stories already share their file's page one after the other; the
// preview renders any story of the index by its id, so a file's stories run the same in a page
// that ran another file before. Our hooks (test-runner.ts) keep what they need per page and put
// the window size back before every story.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

/** This worker's browser connection, context and page, once the first story file has set them up. */
let shared;

export default class ReusedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!shared || shared.page.isClosed()) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      const { browser, context, page, jestPlaywright, browserName, deviceName } = this.global;
      shared = { browser, context, page, jestPlaywright, browserName, deviceName };
      return;
    }
    // What PlaywrightEnvironment.setup leaves for the runner's tests and for teardown.
    this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright'];
    Object.assign(this.global, {
      browser: shared.browser,
      context: shared.context,
      page: shared.page,
      browserName: shared.browserName,
      deviceName: shared.deviceName,
      jestPlaywright: {
        ...shared.jestPlaywright,
        // The runner's retry of a story whose page navigated away: a new page, set up again by
        // the runner, which the following files then use.
        resetPage: async () => {
          await this.global.page?.close();
          this.global.page = await shared.context.newPage();
          shared.page = this.global.page;
        },
      },
    });
  }

  // The page outlives the file; the worker's end closes the connection.
  async teardown() {
    await NodeEnvironment.teardown.call(this);
  }
}
