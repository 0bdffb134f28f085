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
  // No GPU here, so Chromium composites in software, by default in a GPU process of its own (a
  // quarter of the browser's CPU in the journeys). In the browser process and without the GPU
  // compositing path the same journeys cost 10-20% less CPU (machine CPU from /proc/stat; session
  // 18's note on issue 22), and the visual baselines still match.
  '--in-process-gpu',
  '--disable-gpu-compositing',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
