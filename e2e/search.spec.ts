import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages';
import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test } from './support/fixtures';

// Issue 10 §3: the top bar's search is the way around the product. It finds screens the role may
// open, users, sites and news; Enter or a click goes there; Ctrl+K focuses it from anywhere; what
// each role finds is decided by the server.

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/** Focuses the search from anywhere with Ctrl+K and types, as a keyboard user does. */
async function searchFor(page: Page, text: string) {
  // The plain field of the signed-in layout, or the box it became after a first search.
  await expect(page.getByRole('searchbox', { name: 'Search' }).or(searchBox(page))).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

test('an Administrator finds a user and a site and goes to each', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, LANDING.Administrator);

  await searchFor(page, 'noah');
  await page.getByRole('option', { name: /Noah Fischer/ }).click();
  await expect(page).toHaveURL(/\/admin\/users-manager\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('seller2@podoffice.test');
  await expect(searchBox(page)).toHaveValue('');

  await searchFor(page, 'Noah Tees CSV');
  const site = page.getByRole('option', { name: /Noah Tees CSV/ });
  await expect(site).toBeVisible();
  // Enter opens the highlighted (first) result.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sites\/\d+\/settings$/);
  await expect(page.getByRole('heading', { name: 'Noah Tees CSV', exact: true })).toBeVisible();
});

test('a seller finds screens and their own sites, never another seller’s', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, LANDING.Seller);

  await searchFor(page, 'noah tees');
  await expect(page.getByText('Nothing found')).toBeVisible();

  await searchFor(page, 'balance');
  await page.getByRole('option', { name: 'Balance' }).click();
  await expect(page).toHaveURL('/balance');
  await expect(page.getByText(MESSAGES.accessDenied)).toHaveCount(0);
});
