import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { RunOptions } from 'axe-core';
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

/** The parameters these hooks read. */
interface StoryParameters {
  testViewport?: { width: number; height: number };
  a11y?: { disable?: boolean; options?: RunOptions };
  fileName?: string;
  visualBaseline?: boolean;
}

/**
 * The story's parameters, read from the preview as the runner's own getStoryContext does (imported
 * from the runner, its whole bundle would load in every story file: test-runner-setup.ts says why
 * that matters), together with whether axe is in the page yet: one round trip to the page, each of
 * which cost ~20-30 ms on a busy CI machine, where a story's hooks made eight.
 */
function readStory(page: Page, context: { id: string }) {
  return page.evaluate(
    // The runner's __getContext is async (it loads the story): read the story it resolves to. Read
    // as a plain value it was the promise, so every story had empty parameters: from ea53bce until
    // session 18 no baseline was compared (hasVisualBaseline had no fileName to read).
    async ({ storyId }) => {
      const story = await (
        globalThis as unknown as {
          __getContext: (id: string) => Promise<{ parameters?: Record<string, unknown> }>;
        }
      ).__getContext(storyId);
      const p = story.parameters ?? {};
      return {
        hasAxe: 'axe' in window,
        parameters: {
          testViewport: p.testViewport,
          a11y: p.a11y,
          fileName: p.fileName,
          visualBaseline: p.visualBaseline,
        } as StoryParameters,
      };
    },
    { storyId: context.id },
  );
}

/** The parameters preVisit read, for postVisit of the same story on the same page. */
const storyParameters = new WeakMap<Page, { id: string; parameters: StoryParameters }>();

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
  const url = new URL('/__test-runner__/axe.min.js', page.url()).href;
  await page.route(url, (route) =>
    route.fulfill({ path: axeFile, contentType: 'text/javascript' }),
  );
  await page.addScriptTag({ url });
}

// The size a worker's page starts with, restored before every story that does not ask for its own.
// Kept on the page itself: this module is evaluated afresh for every story file (jest's module
// registry), while the page lives through all of a worker's files (test-runner-environment.mjs), so
// a map here would take a size a phone story left behind for the start.
const START_VIEWPORT = Symbol.for('podoffice.startViewport');
type PageWithStart = Page & { [START_VIEWPORT]?: { width: number; height: number } | null };

/**
 * `parameters.testViewport: { width, height }` is meant to run a story in a window of that size:
 * what a native <dialog> (a drawer in the top layer) or a media query needs to show a phone's
 * layout, which a narrow wrapper cannot give. Applied only on a page that starts with a viewport of
 * its own; the runner's page does not (it is the window), so today no story gets one (README, issue
 * 22: a fixed viewport for the page and re-recorded baselines are what it takes).
 */
async function applyTestViewport(page: PageWithStart, parameters: StoryParameters) {
  if (!(START_VIEWPORT in page)) page[START_VIEWPORT] = page.viewportSize();
  const start = page[START_VIEWPORT];
  // Without a start size (the page is the window) a set size could not be undone: Playwright
  // cannot drop a viewport once set.
  if (!start) return;
  const size = parameters.testViewport ?? start;
  const current = page.viewportSize();
  if (current?.width !== size.width || current?.height !== size.height) {
    await page.setViewportSize(size);
  }
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The page takes its browser's focus before the story renders: a native <dialog>'s
    // showModal() focuses its first control only in a focused page, and the baselines show it so.
    // Each worker has a browser of its own (test-runner-jest.config.mjs): in one shared browser
    // this call took the focus from the other worker's story mid-play.
    await page.bringToFront();
    watchCsp(page).length = 0;
    const { hasAxe, parameters } = await readStory(page, context);
    storyParameters.set(page, { id: context.id, parameters });
    if (!hasAxe) await injectAxeUnderCsp(page);
    await applyTestViewport(page, parameters);
  },
  async postVisit(page, context) {
    // After a failed play the runner still calls this hook, then rethrows the play's error, unless
    // the hook throws first: a baseline that no longer matched (the play stopped halfway) then hid
    // the play's own message. Nothing is checked after a failure; the play's error is the report.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const seen = watchCsp(page);
    if (seen.length > 0) {
      throw new Error(`The story broke the Content-Security-Policy:\n${seen.join('\n')}`);
    }
    const known = storyParameters.get(page);
    const parameters =
      known?.id === context.id ? known.parameters : (await readStory(page, context)).parameters;
    if (!parameters.a11y?.disable) {
      await checkA11y(page, '#storybook-root', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Quiet when there is nothing to report: a "no violations" line per story is 1,300 lines
        // of jest console (each with its call site) in a run.
        verbose: false,
        // Only violations get unique selectors and reports (axe's documented speed option):
        // selectors for every passing node were most of axe's time per story.
        axeOptions: { resultTypes: ['violations'], ...parameters.a11y?.options },
      });
    }
    // parameters.visualBaseline false: the play checks the end state, no picture of it is kept.
    if (hasVisualBaseline(parameters.fileName) && parameters.visualBaseline !== false) {
      await expectMatchesBaseline(page, context.id);
    }
  },
};

export default config;
