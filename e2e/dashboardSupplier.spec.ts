import { checkA11y } from 'axe-playwright';
import { formatMoney } from '../packages/domain/src/money';
import { injectAxeUnderCsp } from './support/axe';
import {
  DEMO_ACCOUNTS,
  LANDING,
  expect,
  graphql,
  openSignedIn,
  test,
  tokenFor,
} from './support/fixtures';

// Spec 2 §2 Supplier dashboard, §7 supplierStats and supplierTransactions, §9 aggregation, against
// the real server and its seed: what the supplier's dashboard shows for a range equals what the
// server answers the supplier for that range.

const STATS = `query S($filter: SupplierStatsFilter!) { supplierStats(filter: $filter) {
  agg_by count aggregations {
    revenue { value }
    period { buckets { key_as_string revenue { value } } }
    top_product_types { product_types { sum_other_doc_count buckets { doc_count product_type { title sku } } } }
  } } }`;
const TRANSACTIONS = 'query { supplierTransactions { pendingAmount approvedAmount } }';

interface Stats {
  agg_by: string;
  count: number;
  aggregations: {
    revenue: { value: number };
    period: { buckets: { key_as_string: string; revenue: { value: number } }[] };
    top_product_types: {
      product_types: {
        sum_other_doc_count: number;
        buckets: { doc_count: number; product_type: { title: string; sku: string } }[];
      };
    };
  };
}

/** The browser's local day, offset by some days, as the picker's presets count. */
const localDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test("a Supplier's dashboard shows the server's revenue and top product types, for the default range and another", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Supplier);
  const statsFor = async (from: string, to: string) =>
    (await graphql<{ supplierStats: Stats }>(request, STATS, { filter: { from, to } }, token))
      .supplierStats;

  await openSignedIn(page, DEMO_ACCOUNTS.Supplier, LANDING.Supplier);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Supplier Dashboard', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Date range: Last 30 days' })).toBeVisible();

  async function expectFigures(stats: Stats) {
    expect(stats.count).toBeGreaterThan(0);
    const series = page.getByRole('table', { name: 'Revenue by period' });
    await expect(series.locator('tbody tr')).toHaveText(
      stats.aggregations.period.buckets.map(
        (b) => `${b.key_as_string}${formatMoney(b.revenue.value)}`,
      ),
    );
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect(
      page.getByText(formatMoney(stats.aggregations.revenue.value), { exact: true }),
    ).toBeVisible();
    const top = stats.aggregations.top_product_types.product_types;
    const table = page.getByRole('table', { name: 'Top Product Types' });
    const firstPage = top.buckets.slice(0, 5);
    await expect(table.locator('tbody tr')).toHaveCount(firstPage.length);
    for (const [i, b] of firstPage.entries()) {
      await expect(table.locator('tbody tr').nth(i)).toContainText(b.product_type.title);
      await expect(table.locator('tbody tr').nth(i)).toContainText(b.product_type.sku);
      await expect(table.locator('tbody tr').nth(i)).toContainText(
        b.doc_count.toLocaleString('en-US'),
      );
    }
    const shares = page.getByRole('list', { name: 'Top 10 Product Types' }).getByRole('listitem');
    await expect(shares).toHaveCount(top.buckets.length + 1);
    await expect(shares.last()).toContainText(
      `Other Product Types${top.sum_other_doc_count.toLocaleString('en-US')}`,
    );
  }

  // The default range: the last 30 days, by week (§9).
  const month = await statsFor(localDay(-29), localDay(0));
  expect(month.agg_by).toBe('week');
  await expectFigures(month);

  const { supplierTransactions } = await graphql<{
    supplierTransactions: { pendingAmount: number; approvedAmount: number };
  }>(request, TRANSACTIONS, {}, token);
  await expect(
    page.getByText(formatMoney(supplierTransactions.pendingAmount), { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(formatMoney(supplierTransactions.approvedAmount), { exact: true }),
  ).toBeVisible();

  // Another range: the last 7 days, by day.
  await page.getByRole('button', { name: /^Date range/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose dates' })
    .getByRole('button', { name: 'Last 7 days' })
    .click();
  await expect(page).toHaveURL(new RegExp(`from=${localDay(-6)}&to=${localDay(0)}`));
  const week = await statsFor(localDay(-6), localDay(0));
  expect(week.agg_by).toBe('day');
  await expectFigures(week);

  // The page with its chart, in the app's frame and under its CSP, passes axe (contrast included).
  await injectAxeUnderCsp(page);
  await checkA11y(page, undefined, { detailedReport: true });
});
