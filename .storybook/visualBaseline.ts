import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright';
import type { expect as jestExpect } from '@jest/globals';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

// Visual baselines of the ui components, compared in Chromium by the test-runner. Screenshots must
// match on a fresh Debian machine as on a developer's, so: every text is drawn in one font that the
// repo installs (Roboto from @fontsource/roboto) instead of the theme's system stack, which resolves
// to whatever fonts a machine has; animations and transitions are finished, the caret hidden; only
// the story's own box (plus anything it portals to the body) is captured; and a small tolerance
// absorbs anti-aliasing differences between Chromium builds.

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const fontFiles = path.dirname(require.resolve('@fontsource/roboto/package.json'));

/** Where the baselines live, one PNG per story, named by story id. */
export const BASELINE_DIR = path.join(root, 'packages/ui/visual-baselines');
const DIFF_DIR = path.join(root, 'test-results/visual-diff');

/** The stories that have baselines: those of the ui package (none with VISUAL_BASELINES=off). */
export function hasVisualBaseline(importPath: unknown): boolean {
  if (process.env.VISUAL_BASELINES === 'off') return false;
  return typeof importPath === 'string' && importPath.startsWith('./packages/ui/');
}

const FAMILY = 'Visual Baseline Roboto';
const WEIGHTS = [400, 500, 600, 700];

// Inline, with the fonts as data: addresses: the preview's CSP allows both (style-src
// 'unsafe-inline', font-src data:), so the check adds no request and no report.
const fontCss =
  WEIGHTS.map((weight) => {
    const file = path.join(fontFiles, `files/roboto-latin-${weight}-normal.woff2`);
    const data = readFileSync(file).toString('base64');
    return (
      `@font-face { font-family: '${FAMILY}'; font-weight: ${weight}; font-style: normal;` +
      ` src: url(data:font/woff2;base64,${data}) format('woff2'); }`
    );
  }).join('\n') + `\n*, *::before, *::after { font-family: '${FAMILY}' !important; }\n`;

const FONT_STYLE_ID = 'visual-baseline-font';

/**
 * Runs in the page, in one round trip (each cost ~20-30 ms on a busy CI machine): draws every text
 * in the test font, waits until it is loaded and laid out, and answers the box around the story's
 * content and its portals (modals, drawers, toasts), in page pixels.
 */
async function setFontAndMeasure({
  css,
  family,
  weights,
  styleId,
}: {
  css: string;
  family: string;
  weights: number[];
  styleId: string;
}) {
  const fontStyle = document.createElement('style');
  fontStyle.id = styleId;
  fontStyle.textContent = css;
  document.head.append(fontStyle);
  await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 16px '${family}'`)));
  await document.fonts.ready;
  // Two frames, so the layout with the new font is the one painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // The box once, before the first shot: a spinner's box measured mid-turn is a larger square.
  const skip = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE']);
  const roots = [
    ...Array.from(document.querySelectorAll('#storybook-root > *')),
    ...Array.from(document.body.children).filter(
      (el) => !el.id.startsWith('storybook-') && !el.classList.contains('sb-wrapper'),
    ),
  ];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const start of roots) {
    for (const el of [start, ...Array.from(start.querySelectorAll('*'))]) {
      if (skip.has(el.tagName)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      bottom = Math.max(bottom, box.bottom);
    }
  }
  if (left === Infinity) return null;
  const pad = 8;
  const x = Math.max(0, Math.floor(left - pad) + window.scrollX);
  const y = Math.max(0, Math.floor(top - pad) + window.scrollY);
  return {
    x,
    y,
    width: Math.min(document.documentElement.scrollWidth, Math.ceil(right + pad)) - x,
    height: Math.min(document.documentElement.scrollHeight, Math.ceil(bottom + pad)) - y,
  };
}

/** The box a shot is cut to (null: the whole page). */
type ShotClip = Awaited<ReturnType<typeof setFontAndMeasure>>;

let extended = false;

/** The running test's expect: this file is also loaded outside jest, where there is none to import. */
function testExpect() {
  return (globalThis as unknown as { expect: typeof jestExpect }).expect;
}

/**
 * The story once it holds still: shots are taken until two in a row are the same (as Playwright's
 * toHaveScreenshot does). A busy machine may still be scrolling a focused cell into view or
 * finishing a drop when the play ends; the last shot is compared whatever happens.
 */
async function stableScreenshot(page: Page, clip: ShotClip, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForTimeout(150);
    const image = await shot(page, clip);
    if (image.equals(previous) || attempt === 5) return image;
    previous = image;
  }
}

function shot(page: Page, clip: ShotClip) {
  return page.screenshot({
    clip: clip ?? undefined,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
}

/** The baseline's bytes, when there is one and the run does not rewrite baselines. */
function baselineBytes(storyId: string): Buffer | null {
  // jest's snapshot state, as jest-image-snapshot reads it: 'all' under --updateSnapshot.
  const state = testExpect().getState() as { snapshotState?: { _updateSnapshot?: string } };
  if (state.snapshotState?._updateSnapshot === 'all') return null;
  const file = path.join(BASELINE_DIR, `${storyId}.png`);
  return existsSync(file) ? readFileSync(file) : null;
}

/** Compares the rendered story with its baseline (written when missing, outside CI). */
export async function expectMatchesBaseline(page: Page, storyId: string) {
  if (!extended) {
    testExpect().extend({ toMatchImageSnapshot });
    extended = true;
  }
  try {
    const clip = await page.evaluate(setFontAndMeasure, {
      css: fontCss,
      family: FAMILY,
      weights: WEIGHTS,
      styleId: FONT_STYLE_ID,
    });
    const first = await shot(page, clip);
    // The same bytes as the baseline (Chromium encodes the same pixels the same way) is a match:
    // no wait for a second shot and no pixel comparison, the larger part of a check's time.
    if (first.equals(baselineBytes(storyId) ?? Buffer.alloc(0))) return;
    const image = await stableScreenshot(page, clip, first);
    testExpect()(image).toMatchImageSnapshot({
      customSnapshotsDir: BASELINE_DIR,
      customSnapshotIdentifier: storyId,
      customDiffDir: DIFF_DIR,
      // Anti-aliased pixels are ignored and each pixel may shift a little in colour; a handful
      // of pixels may differ outright (sub-pixel text placement), no more.
      customDiffConfig: { threshold: 0.2 },
      failureThreshold: 0.002,
      failureThresholdType: 'percent',
      storeReceivedOnFailure: true,
    });
  } finally {
    // The page is reused for the next story: it must not inherit the test font.
    await page.evaluate((id) => document.getElementById(id)?.remove(), FONT_STYLE_ID);
  }
}
