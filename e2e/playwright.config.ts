import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // The machine has two cores, shared with the server under test.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A journey that fails runs once more, recording its trace (below); passing the second time does
  // not make it pass: failOnFlakyTests fails the run all the same, so a flaky journey is never
  // hidden. Recording a trace through every journey in case one fails cost 13% of the layer's
  // CPU (session 19: 351 -> 304 CPU-seconds, 200 -> 179 s).
  retries: 1,
  failOnFlakyTests: true,
  // Generous: on a loaded two-core CI machine a reload of the orders list took 13 s to show its
  // rows and a long journey over 60 s (session 10's runs). Speed is the bench's job, not these.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  outputDir: '../test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // The journeys run as a user who asked for less motion: the ui turns its CSS animations off
    // for them (spinners, skeletons, drawers and modals sliding in; nothing waits on an animation
    // event), and a page without a spinner turning has no frames to draw while it waits. Chromium
    // spent ~17% less CPU on the same journeys (session 18's note on issue 22).
    reducedMotion: 'reduce',
    // The retry of a failed journey keeps its trace: each action with the page's DOM before and
    // after, its network and console. Without the screencast (screenshots: false), which Chromium
    // encodes all through a journey: it was a fifth of the layer's CPU (session 18).
    trace: { mode: 'on-first-retry', snapshots: true, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    // Debian's Chromium with the flags every tool here uses (scripts/chromium.mjs).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
