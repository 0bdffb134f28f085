import type { Page } from '@playwright/test';
import { checkA11y } from 'axe-playwright';
import { MESSAGES } from '../packages/domain/src/messages';
import { injectAxeUnderCsp } from './support/axe';
import { DEMO_ACCOUNTS, expect, openSignedIn, test } from './support/fixtures';

// The app's own pages in the real browser, checked with axe (WCAG AA contrast included): the
// frame, 'Access denied', not-found and the built screens behind them.

async function expectAccessible(page: Page) {
  await injectAxeUnderCsp(page);
  await checkA11y(page, undefined, { detailedReport: true });
}

test('sign in, sign up and the visitor’s not-found page are accessible', async ({ page }) => {
  for (const [path, ready] of [
    ['/login', page.getByRole('form', { name: 'Sign in' })],
    ['/register', page.getByRole('form', { name: 'Sign up' })],
    ['/no-such-page', page.getByRole('heading', { name: '404' })],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('the signed-in frame with the product mapping wizard, Access denied and not-found is accessible', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/sites/1/mapping-products');
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 2, name: MESSAGES.accessDenied })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expectAccessible(page);
});

test('the balance screen in the frame is accessible', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Accounting, '/balance');
  await expect(
    page.getByRole('group', { name: 'Balance summary' }).getByText('Loading value'),
  ).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
});
