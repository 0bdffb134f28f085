import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y } from 'axe-playwright';
import { injectAxeUnderCsp } from './support/axe';
import { DEMO_ACCOUNTS, expect, graphql, openSignedIn, test, tokenFor } from './support/fixtures';

/** axe over the whole page (WCAG AA contrast included), with the real seeded orders on it. */
async function expectAccessible(page: Page) {
  await injectAxeUnderCsp(page);
  await checkA11y(page, undefined, { detailedReport: true });
}

// Spec 2 §2 Orders, §6, §7 against the real server and its ~3,000 seeded orders: a seller sees
// only the current site's orders and switching site changes them; a supplier sees only the orders
// assigned to them and only their six tabs; an Administrator's All tab is the sum of the status
// tabs, a search by POD order id finds the order, and an order opens its detail from the list.

type Hit = { id: string };
const ORDERS = `query ($filter: OrderFilter) {
  orders(filter: $filter) { count hits { id } aggs { key doc_count } }
}`;

/** The last `days` days, as the screen writes a range (the browser runs in UTC). */
function lastDays(days: number) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const today = new Date();
  return { from: day(new Date(today.getTime() - (days - 1) * 86_400_000)), to: day(today) };
}

/** The list's default range. */
const last7Days = () => lastDays(7);

const siteSelector = (page: Page) => page.getByRole('combobox', { name: 'Site' });

/** The POD ids (N + 6 digits, read as numbers) of the rows on the page, once it has loaded. */
async function shownIds(page: Page, table: string): Promise<string[]> {
  const list = page.getByRole('table', { name: table });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const text = await list.locator('tbody').innerText();
  return [...text.matchAll(/\bN(\d{6})\b/g)].map((m) => String(Number(m[1])));
}

async function idsFromApi(
  request: APIRequestContext,
  token: string,
  filter: Record<string, unknown>,
): Promise<string[]> {
  const data = await graphql<{ orders: { hits: Hit[] } }>(request, ORDERS, { filter }, token);
  return data.orders.hits.map((h) => h.id);
}

async function siteIdOf(request: APIRequestContext, token: string, title: string) {
  const data = await graphql<{ sites: { hits: { id: string; title: string }[] } }>(
    request,
    'query { sites(filter: { limit: 999 }) { hits { id title } } }',
    {},
    token,
  );
  const site = data.sites.hits.find((s) => s.title === title);
  if (!site) throw new Error(`No demo site ${title}`);
  return site.id;
}

/** Each tab's label and its count badge. */
async function tabCounts(page: Page): Promise<Map<string, number>> {
  const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
  await expect(tabs.first()).toContainText(/\d/);
  const counts = new Map<string, number>();
  for (const text of await tabs.allInnerTexts()) {
    const match = /^(.*?)\s*([\d,]+\+?)$/s.exec(text.trim());
    if (match) counts.set(match[1]!.trim(), Number(match[2]!.replace(/[,+]/g, '')));
  }
  return counts;
}

test('a seller sees only the current site’s orders, and switching site changes them', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  // The seed puts the seller's last week on Sam Prints and skips Sam Prints Woo; four months give
  // Sam Prints ShopBase orders too.
  const range = lastDays(130);
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, `/orders?from=${range.from}&to=${range.to}`);
  await expect(
    page.getByRole('heading', { name: 'Seller Internal Orders', exact: true }),
  ).toBeVisible();

  const seen: string[][] = [];
  for (const title of ['Sam Prints', 'Sam Prints ShopBase']) {
    await siteSelector(page).selectOption({ label: title });
    const siteId = await siteIdOf(request, token, title);
    const expected = await idsFromApi(request, token, {
      ...range,
      site_ids: [siteId],
      api_order: false,
      limit: 20,
    });
    expect(expected.length, `orders of ${title}`).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page, 'Seller Internal Orders')).toEqual(expected);
    seen.push(expected);
  }
  // Two sites, two different lists.
  expect(seen[0]!.some((id) => seen[1]!.includes(id))).toBe(false);
  // Sellers have no Refunded tab.
  await expect(page.getByRole('tab', { name: /Refunded/ })).toHaveCount(0);
});

test('a supplier sees only the orders assigned to them, under their six tabs', async ({
  page,
  request,
}) => {
  const adminToken = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const supplierToken = await tokenFor(request, DEMO_ACCOUNTS.Supplier);
  const me = await graphql<{ me: { id: string } }>(
    request,
    'query { me { id } }',
    {},
    supplierToken,
  );
  await openSignedIn(page, DEMO_ACCOUNTS.Supplier, '/orders');
  await expect(page.getByRole('heading', { name: 'Supplier Orders', exact: true })).toBeVisible();
  expect([...(await tabCounts(page)).keys()]).toEqual([
    'All',
    'Pending Designs',
    'Ready',
    'In Production',
    'Fulfilled',
    'Error',
  ]);
  const shown = await shownIds(page, 'Supplier Orders');
  expect(shown.length).toBeGreaterThan(0);
  // Every order shown is assigned to this supplier, by the Administrator's reading of the data.
  const assigned = await idsFromApi(request, adminToken, {
    ...last7Days(),
    supplier_ids: [me.me.id],
    status: ['pending_design', 'ready', 'in_production', 'fulfilled', 'refunded'],
    api_order: false,
    limit: 100,
  });
  for (const id of shown) expect(assigned).toContain(id);
});

test('an Administrator’s All tab adds up the status tabs, a search by order id finds it and it opens its detail', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/orders');
  await expect(page.getByRole('heading', { name: 'Internal Orders', exact: true })).toBeVisible();
  const counts = await tabCounts(page);
  expect(counts.size).toBe(10);
  const all = counts.get('All')!;
  const sum = [...counts.entries()].filter(([k]) => k !== 'All').reduce((s, [, n]) => s + n, 0);
  expect(all).toBeGreaterThan(0);
  expect(sum).toBe(all);
  await expectAccessible(page);

  const [firstId] = await shownIds(page, 'Internal Orders');
  expect(firstId).toBeDefined();
  await page.getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'POD Order ID' }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(firstId!);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`field=id.*search=${firstId}`));
  await expect.poll(() => shownIds(page, 'Internal Orders')).toEqual([firstId]);

  const label = `N${firstId!.padStart(6, '0')}`;
  await page
    .getByRole('table', { name: 'Internal Orders' })
    .getByRole('link', { name: label })
    .click();
  await expect(page).toHaveURL(`/orders/orders-manager/${firstId}`);
  await expect(page.getByRole('heading', { name: `Order ${label}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Line item' })).toContainText('SKU:');
  await expectAccessible(page);
  // Back returns to the list with its search kept in the address.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`search=${firstId}`));
  await expect.poll(() => shownIds(page, 'Internal Orders')).toEqual([firstId]);
});

// Issue 25: at 1280x720 each role reads its orders without scrolling sideways: ID, status,
// product, customer, amount, date and actions in the window; once the page has scrolled past the
// filters, at least 10 orders under the tabs and column headers, which stay in view.
const DAILY_VIEWS = [
  ['Administrator', 'Internal Orders'],
  ['Supporter', 'Internal Orders'],
  ['Seller', 'Seller Internal Orders'],
  ['Supplier', 'Supplier Orders'],
] as const;
for (const [role, title] of DAILY_VIEWS) {
  test(`${role} reads ${title} at 1280x720 without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const { from, to } = lastDays(365);
    await openSignedIn(page, DEMO_ACCOUNTS[role], `/orders?from=${from}&to=${to}`);
    const table = page.getByRole('table', { name: title });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const inWindow = async () =>
      (
        await table
          .getByRole('columnheader')
          .evaluateAll((headers) =>
            headers
              .filter((h) => h.getBoundingClientRect().right <= window.innerWidth)
              .map((h) => h.textContent),
          )
      ).filter(Boolean);
    expect(await inWindow()).toEqual([
      'ID',
      'Status',
      'Product',
      'Customer',
      'Designs',
      'Quantity',
      'Cost',
      'Actions',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );

    // The page scrolls (not a box in it): the headers stop under the sticky tabs and stay there.
    const stuck = () =>
      table
        .locator('thead th')
        .first()
        .evaluate((th) => {
          const stick = parseFloat(getComputedStyle(th).top);
          return { stick, top: th.getBoundingClientRect().top };
        });
    const { stick } = await stuck();
    await table.evaluate((t, at) => window.scrollBy(0, t.getBoundingClientRect().top - at), stick);
    await page.evaluate(() => window.scrollBy(0, 100));
    const after = await stuck();
    expect(Math.round(after.top)).toBe(Math.round(after.stick));
    await expect(page.getByRole('tablist', { name: 'Order status' })).toBeInViewport();
    const fullyShown = await table.locator('tbody tr').evaluateAll((rows) => {
      const below = document.querySelector('thead')!.getBoundingClientRect().bottom;
      return rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= below - 1 && box.bottom <= window.innerHeight;
      }).length;
    });
    expect(fullyShown).toBeGreaterThanOrEqual(10);
  });
}

// Issue 25: a saved view brings back its tab, filters and columns after a reload (the server keeps
// it per user), and the bulk bar changes two orders of one product type in one call, its result
// listed order by order.
test('an Administrator saves a view, finds it after a reload, and assigns a supplier to two orders from the bulk bar', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  type ReadyHit = { id: string; product_type: { id: string }; supplier: { id: string } | null };
  const readyOrders = async (filter: Record<string, unknown>) =>
    (
      await graphql<{ orders: { hits: ReadyHit[] } }>(
        request,
        `
          query ($filter: OrderFilter) {
            orders(filter: $filter) {
              hits {
                id
                product_type {
                  id
                }
                supplier {
                  id
                }
              }
            }
          }
        `,
        { filter: { status: ['ready'], api_order: false, ...filter } },
        token,
      )
    ).orders.hits;
  // Two Ready orders of one product type on the view's first page, with one supplier: the dialog
  // starts from it (saving it again changes nothing another journey counts).
  let productType = '';
  let ids: string[] = [];
  for (const type of new Set((await readyOrders({ limit: 100 })).map((h) => h.product_type.id))) {
    const page1 = await readyOrders({ product_type_ids: [type], limit: 20 });
    const bySupplier = new Map<string, string[]>();
    for (const hit of page1) {
      if (hit.supplier)
        bySupplier.set(hit.supplier.id, [...(bySupplier.get(hit.supplier.id) ?? []), hit.id]);
    }
    const pair = [...bySupplier.values()].find((list) => list.length >= 2);
    if (pair) {
      productType = type;
      ids = pair.slice(0, 2);
      break;
    }
  }
  expect(ids).toHaveLength(2);

  await openSignedIn(
    page,
    DEMO_ACCOUNTS.Administrator,
    `/orders?tab=ready&range=any&product_type=${productType}`,
  );
  const table = page.getByRole('table', { name: 'Internal Orders' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page
    .getByRole('dialog', { name: 'Columns shown' })
    .getByRole('checkbox', { name: 'Shipping method' })
    .check();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Shipping method' })).toBeVisible();

  const name = `Ready of type ${productType} ${Date.now() % 100_000}`;
  const views = page.getByRole('navigation', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(name);
  await page.getByRole('textbox', { name: 'View name' }).press('Enter');
  await expect(page.getByText(`View "${name}" saved`)).toBeVisible();

  // Elsewhere, with the default columns, then back by the view after a reload.
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Default columns' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Shipping method' })).toHaveCount(0);
  await page.reload();
  const saved = views.getByRole('button', { name, exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
  await saved.click();
  await expect(page).toHaveURL(new RegExp(`tab=ready.*product_type=${productType}`));
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('columnheader', { name: 'Shipping method' })).toBeVisible();

  // The bulk bar: the two orders, one call, a result per order.
  for (const id of ids) {
    await page.getByRole('checkbox', { name: `Select order N${id.padStart(6, '0')}` }).check();
  }
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar).toContainText('2 orders selected');
  await bar.getByRole('button', { name: 'Assign supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign supplier to 2 orders' });
  await expect(dialog.getByRole('combobox', { name: /Supplier/ })).not.toHaveText(
    /Select supplier/,
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const results = page.getByRole('list', { name: 'Result per order' });
  await expect(results.getByRole('listitem')).toHaveText(
    ids.map((id) => `N${id.padStart(6, '0')}: supplier assigned`),
  );
  await expect(bar).toHaveCount(0);

  // The view is the user's: deleted after a confirmation.
  await views.getByRole('button', { name: `Delete view ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this view?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`View "${name}" deleted`)).toBeVisible();
  await expect(saved).toHaveCount(0);
});
