// How every tool here starts a browser: Debian's Chromium (no tool downloads one; DESIGN.md,
// TOOLCHAIN.md), headless, as root, with nothing running beside the page that would reach for the
// network or take a core. Used by Playwright's config, the Storybook test-runner's, the package
// checks and the browser benches.

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
