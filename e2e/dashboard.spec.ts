import {
  DASHBOARD_INTERNAL_ORDER_LABELS,
  type DashboardInternalOrderKey,
} from '../packages/domain/src/orders/dashboardCounts';
import { ORDER_TABS, orderTabCounts, type OrderView } from '../packages/domain/src/orders/statuses';
import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  LANDING,
  expect,
  graphql,
  openSignedIn,
  test,
  tokenFor,
} from './support/fixtures';

// Spec 2 §2 Dashboards, §3 Dashboard counts, against the real server and its seed: each count of
// the Internal Order card equals the orders list's count on that tab. The list's counts are read
// as its screen asks for them over any time (one orders call's aggs, api sites' orders apart),
// and then on the screen itself: a card's link opens the list whose tab badges show the card's
// numbers.

const ORDERS_AGGS =
  'query { orders(filter: { limit: 1, aggs_by: "status", api_order: false }) { aggs { key doc_count } } }';

/** Each tab's label and its count badge, as the orders screen shows them. */
async function shownTabCounts(page: Page): Promise<Map<string, number>> {
  const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
  await expect(tabs.first()).toContainText(/\d/);
  const counts = new Map<string, number>();
  for (const text of await tabs.allInnerTexts()) {
    const match = /^(.*?)\s*([\d,]+\+?)$/s.exec(text.trim());
    if (match) counts.set(match[1]!.trim(), Number(match[2]!.replace(/[,+]/g, '')));
  }
  return counts;
}

async function tabCounts(
  request: Parameters<typeof tokenFor>[0],
  email: string,
  view: OrderView,
): Promise<Record<string, number>> {
  const token = await tokenFor(request, email);
  const { orders } = await graphql<{ orders: { aggs: { key: string; doc_count: number }[] } }>(
    request,
    ORDERS_AGGS,
    {},
    token,
  );
  return orderTabCounts(view, orders.aggs);
}

for (const [role, view, title] of [
  ['Administrator', 'internal', 'Admin Dashboard'],
  ['Supplier', 'supplier', 'Supplier Dashboard'],
] as const) {
  test(`the ${role}'s dashboard counts equal the orders list's tab counts`, async ({
    page,
    request,
  }) => {
    const expected = await tabCounts(request, DEMO_ACCOUNTS[role], view);
    await openSignedIn(page, DEMO_ACCOUNTS[role], LANDING[role]);
    // The title bar names the dashboard by its kind (the screen does not say it again).
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    const card = page.getByRole('list', { name: 'Internal Order' });
    const keys = ORDER_TABS[view]
      .map((tab) => tab.key)
      .filter((key): key is DashboardInternalOrderKey => key in DASHBOARD_INTERNAL_ORDER_LABELS);
    await expect(card.getByRole('link')).toHaveCount(keys.length);
    expect(expected.all).toBeGreaterThan(0);
    for (const key of keys) {
      const label = `${DASHBOARD_INTERNAL_ORDER_LABELS[key]} ${expected[key]!.toLocaleString('en-US')}`;
      await expect(card.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        key === 'all' ? '/orders?range=any' : `/orders?tab=${key}&range=any`,
      );
    }
    // Follow the Ready link: the list opens on Ready over any time, and its badges are the card's.
    await card
      .getByRole('link', { name: new RegExp(`^${DASHBOARD_INTERNAL_ORDER_LABELS.ready} `) })
      .click();
    await expect(page).toHaveURL(/\/orders\?tab=ready&range=any$/);
    await expect(page.getByRole('tab', { name: /^Ready/, selected: true })).toBeVisible();
    const shown = await shownTabCounts(page);
    for (const key of keys) {
      const tab = ORDER_TABS[view].find((t) => t.key === key)!;
      expect(shown.get(tab.label)).toBe(expected[key]);
    }
  });
}

test("a Seller's dashboard counts their current site, equal to the orders list's tab counts", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  const sites = await graphql<{ sites: { hits: { id: string; title: string }[] } }>(
    request,
    'query { sites(filter: { limit: 999 }) { hits { id title } } }',
    {},
    token,
  );
  const siteId = (title: string) => sites.sites.hits.find((site) => site.title === title)!.id;
  /** The seller's list counts of one site over any time, as the orders screen asks for them. */
  const siteTabCounts = async (id: string) => {
    const { orders } = await graphql<{ orders: { aggs: { key: string; doc_count: number }[] } }>(
      request,
      'query ($ids: [ID!]) { orders(filter: { limit: 1, aggs_by: "status", api_order: false, site_ids: $ids }) { aggs { key doc_count } } }',
      { ids: [id] },
      token,
    );
    return orderTabCounts('seller', orders.aggs);
  };
  const keys = ORDER_TABS.seller
    .map((tab) => tab.key)
    .filter((key): key is DashboardInternalOrderKey => key in DASHBOARD_INTERNAL_ORDER_LABELS);
  const card = page.getByRole('list', { name: 'Internal Order' });
  const cardLabels = async () =>
    (await card.getByRole('link').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  const expectedLabels = (counts: Record<string, number>) =>
    keys.map(
      (key) => `${DASHBOARD_INTERNAL_ORDER_LABELS[key]} ${counts[key]!.toLocaleString('en-US')}`,
    );

  await openSignedIn(page, DEMO_ACCOUNTS.Seller, LANDING.Seller);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seller Dashboard', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'External Order' }).getByRole('link'),
  ).toHaveAttribute('href', '/orders/external');

  const seen: string[][] = [];
  for (const title of ['Sam Prints ShopBase', 'Sam Prints']) {
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: title });
    const expected = await siteTabCounts(siteId(title));
    expect(expected.all, `orders of ${title}`).toBeGreaterThan(0);
    await expect.poll(cardLabels).toEqual(expectedLabels(expected));
    seen.push(await cardLabels());
  }
  // Two sites, two cards.
  expect(seen[0]).not.toEqual(seen[1]);

  // The All link opens the list of the same site, whose badges are the card's numbers.
  const expected = await siteTabCounts(siteId('Sam Prints'));
  await card
    .getByRole('link', { name: new RegExp(`^${DASHBOARD_INTERNAL_ORDER_LABELS.all} `) })
    .click();
  await expect(page).toHaveURL(/\/orders\?range=any$/);
  const shown = await shownTabCounts(page);
  for (const key of keys) {
    const tab = ORDER_TABS.seller.find((t) => t.key === key)!;
    expect(shown.get(tab.label), tab.label).toBe(expected[key]);
  }
});
