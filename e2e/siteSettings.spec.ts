import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  expect,
  graphql,
  openSignedIn,
  signIn,
  test,
  tokenFor,
} from './support/fixtures';

// Spec 1 §1, §2, §4: a seller's site selector lists only their own sites, the current site is kept
// across reloads and the balance follows it; Site settings (Email notification, Fulfill role,
// Generate Api key for sites without a shop) and the seller's /settings API key tab.

/** The title bar's site selector (a seller's balance has no site filter of its own). */
const siteSelector = (page: Page) => page.getByRole('combobox', { name: 'Site' });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The Site column of every entry on the balance page, read in one go. */
async function balanceSites(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Balance entries' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const cells = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  return cells.map((cell) => cell.trim());
}

async function expectBalanceOf(page: Page, site: string) {
  await expect
    .poll(async () => {
      const sites = await balanceSites(page);
      return sites.length > 0 && sites.every((s) => s === site);
    })
    .toBe(true);
}

async function signInAsSeller(page: Page, path = '/dashboard') {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, path);
}

/** Makes a site current with the title bar's selector and opens its settings from the menu. */
async function openSettingsOf(page: Page, site: string) {
  await siteSelector(page).selectOption({ label: site });
  await mainMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
  // The site's own page, not the one left: /settings also has a heading of each site's name and a
  // Generate Api key tab, and a click aimed at the new page once landed there before it showed.
  // The address changes first and the router shows the new page in a transition, so /settings is
  // still on screen for a moment at the new address (session 20 saw a tab click land on it): wait
  // for the tab list only the site's page has.
  await expect(page).toHaveURL(/\/sites\/\d+\/settings$/);
  await expect(page.getByRole('tablist', { name: 'Site settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: site, exact: true })).toBeVisible();
}

async function siteIdOf(request: Parameters<typeof graphql>[0], title: string): Promise<string> {
  const data = await graphql<{ sites: { hits: { id: string; title: string }[] } }>(
    request,
    'query { sites(filter: { limit: 999 }) { hits { id title } } }',
    {},
    await tokenFor(request, DEMO_ACCOUNTS.Seller),
  );
  const site = data.sites.hits.find((s) => s.title === title);
  if (!site) throw new Error(`No demo site ${title}`);
  return site.id;
}

test('a seller switches the current site, the balance follows it, and the choice survives a reload', async ({
  page,
}) => {
  await signInAsSeller(page, '/balance');
  const selector = siteSelector(page);
  await expect(selector).toBeEnabled();
  const options = (await selector.locator('option:not([disabled])').allInnerTexts()).map((o) =>
    o.trim(),
  );
  // The seller's own active sites (other journeys may have connected more of them meanwhile);
  // Noah's are never offered.
  expect(options).toEqual(
    expect.arrayContaining([
      'Sam Prints',
      'Sam Prints API',
      'Sam Prints CSV',
      'Sam Prints ShopBase',
      'Sam Prints Woo',
    ]),
  );
  expect(options.filter((title) => /Noah/.test(title))).toEqual([]);

  await selector.selectOption({ label: 'Sam Prints' });
  await expectBalanceOf(page, 'Sam Prints');
  await selector.selectOption({ label: 'Sam Prints Woo' });
  await expectBalanceOf(page, 'Sam Prints Woo');
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveCount(1);

  await page.reload();
  await expect(siteSelector(page)).toHaveValue(/\d+/);
  await expect(siteSelector(page).locator('option:checked')).toHaveText('Sam Prints Woo');
  await expectBalanceOf(page, 'Sam Prints Woo');

  // The deposit form opens on the current site.
  await page.getByRole('button', { name: 'Make a Deposit' }).click();
  const form = page.getByRole('form', { name: 'Make a Deposit' });
  await expect(form.getByRole('combobox', { name: 'Site' })).toHaveText(/Sam Prints Woo/);
});

test('a seller edits a site’s email notification settings and Fulfill role', async ({ page }) => {
  await signInAsSeller(page);
  await openSettingsOf(page, 'Sam Prints ShopBase');
  const tabs = page.getByRole('tablist', { name: 'Site settings' });
  // A shop: no API key tab.
  await expect(tabs.getByRole('tab')).toHaveText(['Email notification', 'Fulfill role']);

  const form = page.getByRole('form', { name: 'Email notification' });
  await form.getByRole('switch', { name: 'Send the Order start producing mail' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(MESSAGES.mailMessageRequired)).toBeVisible();

  const message = `Printing your order now (${Date.now()})`;
  await form.getByLabel(/^Order start producing message/).fill(message);
  await form.getByRole('switch', { name: 'Send the Order received mail' }).click();
  await form.getByLabel(/^Order received message/).fill('Thanks, we have your order.');
  await form.getByRole('radio', { name: '3 days' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.siteSettingsUpdated)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Fulfill role' }).click();
  const fulfill = page.getByRole('form', { name: 'Fulfill role' });
  await expect(fulfill.getByText('Paid orders wait 24 hours before production.')).toBeVisible();
  await fulfill.getByRole('switch', { name: 'Fulfill role' }).click();
  await fulfill.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.siteSettingsUpdated).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Fulfill role' })).toBeChecked();
  await tabs.getByRole('tab', { name: 'Email notification' }).click();
  const saved: Locator = page.getByRole('form', { name: 'Email notification' });
  await expect(saved.getByLabel(/^Order start producing message/)).toHaveValue(message);
  await expect(
    saved.getByRole('switch', { name: 'Send the Order start producing mail' }),
  ).toBeChecked();
  await expect(saved.getByRole('radio', { name: '3 days' })).toBeChecked();
});

test('a seller generates the order API key of a site without a shop on /settings', async ({
  page,
}) => {
  await signInAsSeller(page, '/settings');
  await expect(page.getByRole('tab', { name: 'Generate Api key' })).toBeVisible();
  const csv = page.getByRole('region', { name: 'Sam Prints CSV' });
  const key = csv.getByRole('textbox', { name: 'API key of Sam Prints CSV' });
  const before = await key.inputValue();
  await csv.getByRole('button', { name: /^Generate/ }).click();
  if (before) {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Generate' }).click();
  }
  await expect(page.getByText(MESSAGES.settingsSaved)).toBeVisible();
  await expect(key).toHaveValue(/^[\w-]{32}$/);
  expect(await key.inputValue()).not.toBe(before);
  // Shops have no key.
  await expect(page.getByRole('region', { name: 'Sam Prints', exact: true })).toHaveCount(0);

  // The same key shows on the site's own Generate Api key tab.
  const generated = await key.inputValue();
  await openSettingsOf(page, 'Sam Prints CSV');
  await page.getByRole('tab', { name: 'Generate Api key' }).click();
  await expect(page.getByRole('textbox', { name: 'API key of Sam Prints CSV' })).toHaveValue(
    generated,
  );
});

test('an Administrator edits a seller’s site settings and reads, not renews, its API key; a Supporter is refused', async ({
  browser,
  request,
}) => {
  const apiSite = await siteIdOf(request, 'Sam Prints API');

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO_ACCOUNTS.Administrator);
  await expect(admin).toHaveURL('/dashboard');
  await expect(siteSelector(admin)).toHaveCount(0);
  await admin.goto(`/sites/${apiSite}/settings?tab=api-key`);
  await expect(admin.getByRole('heading', { name: 'Sam Prints API' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'API key of Sam Prints API' })).toHaveValue(
    /^[\w-]{32}$/,
  );
  await expect(admin.getByRole('button', { name: /Generate/ })).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Email notification' }).click();
  const form = admin.getByRole('form', { name: 'Email notification' });
  await form.getByRole('radio', { name: '2 days' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(MESSAGES.siteSettingsUpdated)).toBeVisible();

  const supporter = await (await browser.newContext()).newPage();
  await signIn(supporter, DEMO_ACCOUNTS.Supporter);
  await expect(supporter).toHaveURL('/admin/categories');
  await supporter.goto(`/sites/${apiSite}/settings`);
  await expect(
    supporter.getByRole('heading', { name: MESSAGES.accessDenied }).first(),
  ).toBeVisible();
});
