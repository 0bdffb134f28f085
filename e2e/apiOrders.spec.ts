import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y } from 'axe-playwright';
import { injectAxeUnderCsp } from './support/axe';
import { MESSAGES, SERVER_MESSAGES } from '../packages/domain/src/messages';
import { DEMO_ACCOUNTS, expect, graphql, openSignedIn, test, tokenFor } from './support/fixtures';

// Spec 2 §2 Api Orders (/orders/ApiOrders), §6 against the real server and its seeded orders: an
// Administrator picks an api site and sees its orders with mockup, customer name and email and the
// Suppliers column; a Seller sees their api site's orders without Suppliers (or Seller); a
// Supplier sees only the api orders assigned to them; a Listing user is refused, by the route
// guard in the app and by the server for the same call.

const TITLE = 'Api/CSV Orders';
/** The title bar's name of the page (the route's); the screen does not say its own title again. */
const TITLE_BAR = 'Api/CSV orders';
const PATH = '/orders/ApiOrders';

interface ApiHit {
  id: string;
  api_order: boolean;
  customer: { first_name: string | null; last_name: string | null; email: string | null } | null;
  site: { id: string; title: string; platform: string; user: { id: string } };
  supplier: { id: string; first_name: string; last_name: string } | null;
}

const ORDERS = `query ($filter: OrderFilter) {
  orders(filter: $filter) {
    count
    hits {
      id api_order
      customer { first_name last_name email }
      site { id title platform user { id } }
      supplier { id first_name last_name }
    }
  }
}`;

/** The last `days` days, as the screen writes a range (the browser runs in UTC). */
function lastDays(days: number) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const today = new Date();
  return { from: day(new Date(today.getTime() - (days - 1) * 86_400_000)), to: day(today) };
}

const ALL_STATUSES = [
  'pending',
  'pending_design',
  'processing',
  'ready',
  'in_production',
  'fulfilled',
  'refunded',
  'cancelled',
  'error',
];
const SUPPLIER_ALL = ['pending_design', 'ready', 'in_production', 'fulfilled', 'refunded'];

async function apiOrders(
  request: APIRequestContext,
  token: string,
  filter: Record<string, unknown>,
): Promise<ApiHit[]> {
  const data = await graphql<{ orders: { hits: ApiHit[] } }>(request, ORDERS, { filter }, token);
  return data.orders.hits;
}

/** The POD ids (N + 6 digits, read as numbers) of the rows on the page, once it has loaded. */
async function shownIds(page: Page): Promise<string[]> {
  const list = page.getByRole('table', { name: TITLE });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const text = await list.locator('tbody').innerText();
  return [...text.matchAll(/\bN(\d{6})\b/g)].map((m) => String(Number(m[1])));
}

async function headers(page: Page): Promise<string[]> {
  const list = page.getByRole('table', { name: TITLE });
  return (await list.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
}

test('an Administrator picks an api site and sees its orders with customer name, email and Suppliers', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, PATH);
  await expect(page.getByRole('heading', { level: 1, name: TITLE_BAR, exact: true })).toBeVisible();

  const site = page.getByRole('combobox', { name: 'Site' });
  await site.click();
  // The selector lists api sites only: the seed's one (no shop, no CSV site).
  await expect(page.getByRole('option')).toHaveText(['Sam Prints API']);
  await page.getByRole('option', { name: 'Sam Prints API' }).click();
  await expect(page).toHaveURL(/\?site=\d+$/);
  const siteId = new URL(page.url()).searchParams.get('site')!;

  const expected = await apiOrders(request, token, {
    ...lastDays(7),
    status: ALL_STATUSES,
    site_ids: [siteId],
    api_order: true,
    limit: 20,
  });
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.every((o) => o.api_order && o.site.platform === 'api')).toBe(true);
  await expect.poll(() => shownIds(page)).toEqual(expected.map((o) => o.id));

  expect(await headers(page)).toEqual(
    expect.arrayContaining(['Mockup', 'Customer name', 'Email', 'Suppliers', 'Seller']),
  );
  const first = expected[0]!;
  const row = page.getByRole('table', { name: TITLE }).locator('tbody tr').first();
  await expect(row).toContainText(first.customer!.email!);
  await expect(row).toContainText(
    [first.customer!.first_name, first.customer!.last_name].filter(Boolean).join(' '),
  );
  if (first.supplier) {
    await expect(row).toContainText(`${first.supplier.first_name} ${first.supplier.last_name}`);
  }
  // axe over the whole page (WCAG AA contrast included) with the real seeded orders on it.
  await injectAxeUnderCsp(page);
  await checkA11y(page, undefined, { detailedReport: true });
});

test('a Seller sees their api site’s orders without the Suppliers column', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  const me = await graphql<{ me: { id: string } }>(request, 'query { me { id } }', {}, token);
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, PATH);
  await expect(page.getByRole('heading', { level: 1, name: TITLE_BAR, exact: true })).toBeVisible();
  // The title bar's site decides this list as it does /orders (issue 25): the api site's orders.
  const selectors = page.getByRole('combobox', { name: 'Site' });
  await selectors.selectOption({ label: 'Sam Prints API' });

  const expected = await apiOrders(request, token, {
    ...lastDays(7),
    status: ALL_STATUSES,
    api_order: true,
    limit: 20,
  });
  expect(expected.length).toBeGreaterThan(0);
  // The server keeps a Seller to their own sites: here, their one api site.
  expect(new Set(expected.map((o) => `${o.site.title} ${o.site.user.id}`))).toEqual(
    new Set([`Sam Prints API ${me.me.id}`]),
  );
  await expect.poll(() => shownIds(page)).toEqual(expected.map((o) => o.id));
  const columns = await headers(page);
  expect(columns).toEqual(expect.arrayContaining(['Mockup', 'Customer name', 'Email']));
  expect(columns).not.toContain('Suppliers');
  expect(columns).not.toContain('Seller');
  // No site selector of the page's own: the one 'Site' is the title bar's (a native select of the
  // seller's current site). A shop or import site lists none here and points to /orders.
  await expect(selectors).toHaveCount(1);
  expect(await selectors.evaluate((el) => el.tagName)).toBe('SELECT');
  await selectors.selectOption({ label: 'Sam Prints CSV' });
  await expect(
    page.getByText('Sam Prints CSV is not an API site: its orders are listed in'),
  ).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual([]);
  // The server checks what the page never sends: another seller's site is refused.
  const admin = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const sites = await graphql<{ sites: { hits: { id: string; title: string }[] } }>(
    request,
    'query { sites(filter: { limit: 999 }) { hits { id title } } }',
    {},
    admin,
  );
  const noahTees = sites.sites.hits.find((s) => s.title === 'Noah Tees')!;
  await expect(
    apiOrders(request, token, { site_ids: [noahTees.id], api_order: true }),
  ).rejects.toThrow(SERVER_MESSAGES.forbidden);
});

test('a Supplier sees only the api orders assigned to them', async ({ page, request }) => {
  const range = lastDays(130);
  const supplierToken = await tokenFor(request, DEMO_ACCOUNTS.Supplier);
  const adminToken = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const me = await graphql<{ me: { id: string } }>(
    request,
    'query { me { id } }',
    {},
    supplierToken,
  );
  await openSignedIn(page, DEMO_ACCOUNTS.Supplier, `${PATH}?from=${range.from}&to=${range.to}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE_BAR, exact: true })).toBeVisible();

  const shown = await shownIds(page);
  expect(shown.length).toBeGreaterThan(0);
  // The same page by the Administrator's reading: this supplier's api orders of §4's five statuses.
  const assigned = await apiOrders(request, adminToken, {
    ...range,
    status: SUPPLIER_ALL,
    supplier_ids: [me.me.id],
    api_order: true,
    limit: 20,
  });
  expect(shown).toEqual(assigned.map((o) => o.id));
  expect(assigned.every((o) => o.supplier?.id === me.me.id && o.api_order)).toBe(true);
  const columns = await headers(page);
  expect(columns).not.toContain('Suppliers');
  expect(columns).not.toContain('Mockup');
  // The server checks what the page never sends: another supplier's orders are refused.
  await expect(
    apiOrders(request, supplierToken, { supplier_ids: ['1'], api_order: true }),
  ).rejects.toThrow(SERVER_MESSAGES.forbidden);
});

test('a Listing user is refused the page and the call behind it', async ({ page, request }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Listing, PATH);
  await expect(page.getByRole('heading', { level: 2, name: MESSAGES.accessDenied })).toBeVisible();
  await expect(page.getByRole('table', { name: TITLE })).toHaveCount(0);
  const token = await tokenFor(request, DEMO_ACCOUNTS.Listing);
  await expect(apiOrders(request, token, { api_order: true })).rejects.toThrow(
    SERVER_MESSAGES.forbidden,
  );
});
