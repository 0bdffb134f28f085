#!/usr/bin/env node
// The test-runner only visits stories, never docs pages, so the MDX pages of stories/ are checked
// here: each one must render in Chromium with no page error, no console error, no
// Content-Security-Policy report and no Storybook error display, in its own frame or in the
// story frames it embeds. Usage: node scripts/check-docs-pages.mjs http://127.0.0.1:6007
import { chromium } from 'playwright';
import jestConfig from '../test-runner-jest.config.mjs';

const base = process.argv[2];
if (!base) {
  console.error('usage: node scripts/check-docs-pages.mjs <storybook url>');
  process.exit(2);
}

const index = await (await fetch(new URL('/index.json', base))).json();
const pages = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.importPath.startsWith('./stories/'),
);

const { launchOptions } = jestConfig.testEnvironmentOptions['jest-playwright'];
const browser = await chromium.launch(launchOptions);
const failures = [];
try {
  for (const entry of pages) {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      // A failed request is reported below, with its address.
      if (text.startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || /Content Security Policy/i.test(text)) {
        problems.push(`console: ${text}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(new URL(`/iframe.html?id=${entry.id}&viewMode=docs`, base).href);
    try {
      await page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
      // The stories a page embeds render in frames of their own, loaded once scrolled into view.
      for (const frame of page.frames().slice(1)) {
        await (await frame.frameElement()).scrollIntoViewIfNeeded();
        await frame.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
      }
    } catch (error) {
      problems.push(`no heading rendered: ${error.message.split('\n')[0]}`);
    }
    for (const frame of page.frames()) {
      const shown = await frame.locator('body.sb-show-errordisplay').count();
      if (shown) problems.push(`error display in ${frame.url()}`);
    }
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${entry.title} (${entry.importPath})`);
    if (problems.length) failures.push(`${entry.title}:\n  ${problems.join('\n  ')}`);
    await page.close();
  }
} finally {
  await browser.close();
}

if (failures.length) {
  console.error(`\n${failures.length} docs page(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`${pages.length} docs pages rendered`);
