import {
  DASHBOARD_INTERNAL_ORDER_LABELS,
  type DashboardInternalOrderKey,
} from '../packages/domain/src/orders/dashboardCounts';
import { ORDER_TABS, orderTabCounts, type OrderView } from '../packages/domain/src/orders/statuses';
import {
  DEMO_ACCOUNTS,
  LANDING,
  expect,
  graphql,
  signIn,
  test,
  tokenFor,
} from './support/fixtures';

// Spec 2 §2 Dashboards, §3 Dashboard counts, against the real server and its seed: each count of
// the Internal Order card equals the orders list's count on that tab. The orders list's counts are
// read through the API (the orders screen is built in the same wave): one orders call's aggs, as
// that screen reads its tabs' counts.

const ORDERS_AGGS =
  'query { orders(filter: { limit: 1, aggs_by: "status" }) { aggs { key doc_count } } }';

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
    await signIn(page, DEMO_ACCOUNTS[role]);
    await expect(page).toHaveURL(LANDING[role]);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
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
        key === 'all' ? '/orders' : `/orders?tab=${key}`,
      );
    }
  });
}

test('a Seller sees the Seller Dashboard with both cards', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.Seller);
  await expect(page).toHaveURL(LANDING.Seller);
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Internal Order' }).getByRole('link')).toHaveCount(9);
  await expect(
    page.getByRole('list', { name: 'External Order' }).getByRole('link'),
  ).toHaveAttribute('href', '/orders/external');
});
