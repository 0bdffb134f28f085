import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openSignedIn, test } from './support/fixtures';

// Issue 8 §15: the built app runs under the server's Content-Security-Policy without a single
// violation, and another site cannot frame it.

/** Collects every CSP violation the page reports, from the console and the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(t: string): void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test('signing in and opening screens of every kind reports no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/dashboard');
  for (const [path, ready] of [
    ['/balance', page.getByRole('table')],
    ['/admin/users-manager', page.getByRole('table')],
    ['/admin/news/addnews', page.getByRole('textbox').first()],
    ['/profile', page.locator('form').first()],
    ['/egg/outbox', page.getByRole('table')],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready).toBeVisible();
    });
  }
  expect(violations).toEqual([]);
});

test('another site cannot show the app in a frame', async ({ page, baseURL }) => {
  const response = await page.request.get('/login');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // A page of another origin (about:blank here) framing the app gets an empty, blocked frame.
  await page.setContent(`<iframe id="app" src="${baseURL}/login"></iframe>`);
  const frame = page.frameLocator('#app');
  await expect(frame.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  // Give the frame time to have loaded if it were allowed to.
  await page.waitForTimeout(1000);
  await expect(frame.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});
