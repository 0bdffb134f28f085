// What the browser benches share: a static Storybook build served on 127.0.0.1, Debian's Chromium,
// and a page without Storybook's highlight tool. Used by variantGrid.mjs, listRows.mjs and the
// grid's profiling scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The value after `name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/**
 * The Storybook build to serve: `--storybook <dir>` (relative to the repository), or with `build`
 * a new build of every story into storybook-bench. Null, said why, when there is none.
 */
export function storybookDir({ build = false } = {}) {
  let dir = arg('--storybook', build ? null : 'storybook-bench');
  if (!dir) {
    dir = 'storybook-bench';
    console.log('Building Storybook for the browser benches...');
    const made = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', dir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (made.status !== 0) {
      console.log('The Storybook build failed; no browser figures.');
      return null;
    }
  }
  if (!existsSync(path.join(root, dir, 'iframe.html'))) {
    console.log(`${dir}/iframe.html is missing; no browser figures.`);
    return null;
  }
  return dir;
}

/** Serves the build on 127.0.0.1:<port> until the process ends; resolves to its address. */
export async function serveStorybook(dir, port) {
  const server = spawn('node', ['--import', 'tsx', 'scripts/static-server.mjs', dir, port], {
    cwd: root,
    stdio: 'ignore',
  });
  // The bench ends when its page work does: the server is killed then, not waited for.
  server.unref();
  process.on('exit', () => server.kill());
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/index.json`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base}/index.json did not answer`);
}

/** The browser every tool here starts (scripts/chromium.mjs). */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A page whose stories run without Storybook's highlight tool (the a11y panel's outlines), which
 * watches the story for DOM changes and then reads the computed style of every element on the
 * page: main-thread work of Storybook's own that the app does not have. Turned off through
 * Storybook's feature flags (window.FEATURES, set by iframe.html), so the figures are the app's.
 */
export async function benchPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    let features;
    Object.defineProperty(window, 'FEATURES', {
      configurable: true,
      get: () => features,
      set: (value) => {
        features = { ...value, highlight: false };
      },
    });
  });
  return page;
}

/** The best, the median and every run of a list of figures, for a line of the report. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    best: sorted[0],
    median: sorted[Math.floor(sorted.length / 2)],
    runs: times.map((t) => t.toFixed(0)).join(', '),
  };
}
