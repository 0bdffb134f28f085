import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeFile = createRequire(__filename).resolve('axe-core/axe.min.js');

/**
 * Loads axe-core into the page as a script of the page's own origin. axe-playwright's injectAxe
 * evals the source, which the app's Content-Security-Policy (no 'unsafe-eval') rightly refuses;
 * a same-origin address, answered here with the file, is what script-src 'self' allows.
 */
export async function injectAxeUnderCsp(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  const url = new URL('/__e2e__/axe.min.js', page.url()).href;
  await page.route(url, (route) =>
    route.fulfill({ path: axeFile, contentType: 'text/javascript' }),
  );
  await page.addScriptTag({ url });
}
