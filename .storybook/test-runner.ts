import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y } from 'axe-playwright';
import { expectMatchesBaseline, hasVisualBaseline } from './visualBaseline';

// Every story renders under the app's Content-Security-Policy (scripts/static-server.mjs serves it
// report-only): a violation reported while the story renders fails it. Then it is checked with axe
// (after its play function too), and a ui component's story is compared with its visual baseline
// (visualBaseline.ts).

// Resolved from the project root: the test-runner may load this file as CommonJS or as ESM.
const axeFile = createRequire(path.join(process.cwd(), 'package.json')).resolve(
  'axe-core/axe.min.js',
);
const violations = new WeakMap<Page, string[]>();

/**
 * Reports that are the policies doing their job rather than a component needing more: Chromium
 * reports an event handler attribute DOMPurify parses (in an inert document, where it never runs)
 * while removing it from hostile HTML; and a mail frame (srcdoc) has a stricter policy of its own,
 * which blocks the images of the mail it shows.
 */
function isExpectedReport(text: string, source: string): boolean {
  if (source === 'about:srcdoc') return true;
  return /\/purify[.-]/.test(source) && text.startsWith('Executing inline event handler');
}

function watchCsp(page: Page): string[] {
  let seen = violations.get(page);
  if (!seen) {
    const list: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (
        !/Content Security Policy/i.test(text) ||
        isExpectedReport(text, message.location().url)
      ) {
        return;
      }
      list.push(text);
    });
    violations.set(page, list);
    seen = list;
  }
  return seen;
}

/** axe-core as a script of the preview's own origin: evaluating its source is what the CSP forbids. */
async function injectAxeUnderCsp(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  const url = new URL('/__test-runner__/axe.min.js', page.url()).href;
  await page.route(url, (route) =>
    route.fulfill({ path: axeFile, contentType: 'text/javascript' }),
  );
  await page.addScriptTag({ url });
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    watchCsp(page).length = 0;
    await injectAxeUnderCsp(page);
  },
  async postVisit(page, context) {
    const seen = watchCsp(page);
    if (seen.length > 0) {
      throw new Error(`The story broke the Content-Security-Policy:\n${seen.join('\n')}`);
    }
    const story = await getStoryContext(page, context);
    if (!story.parameters?.a11y?.disable) {
      await checkA11y(page, '#storybook-root', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: story.parameters?.a11y?.options,
      });
    }
    if (hasVisualBaseline(story.parameters?.fileName)) {
      await expectMatchesBaseline(page, context.id);
    }
  },
};

export default config;
