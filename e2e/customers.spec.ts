import { formatMoney } from '../packages/domain/src/money';
import {
  DEMO_ACCOUNTS,
  LANDING,
  expect,
  graphql,
  signIn,
  test,
  tokenFor,
} from './support/fixtures';

// Spec 2 §2 Customers, §7 customers / ordersByCustomer, §9 (20 a page), against the real server
// and its seed: an Administrator opens a customer from the list and sees their orders, and the
// Lifetime Value equals the sum of the listed orders' totals.

interface CustomerHit {
  id: string;
  first_name: string | null;
  last_name: string | null;
}

test('an administrator opens a customer from the list and sees their orders and Lifetime Value', async ({
  page,
  request,
}) => {
  // Set-up through the API: a customer of the list's first page with 1 to 20 orders, so the
  // Orders tab lists every order the stats count.
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const { customers } = await graphql<{ customers: { count: number; hits: CustomerHit[] } }>(
    request,
    'query { customers(filter: { limit: 20 }) { count hits { id first_name last_name } } }',
    {},
    token,
  );
  expect(customers.hits).toHaveLength(20);
  let chosen: CustomerHit | undefined;
  for (const customer of customers.hits) {
    const { ordersByCustomer } = await graphql<{ ordersByCustomer: { count: number } }>(
      request,
      'query($id: ID!) { ordersByCustomer(cus_id: $id) { count } }',
      { id: customer.id },
      token,
    );
    if (ordersByCustomer.count > 0 && ordersByCustomer.count <= 20) {
      chosen = customer;
      break;
    }
  }
  expect(chosen, 'a seeded customer with 1 to 20 orders on the first page').toBeDefined();
  const name = `${chosen!.first_name ?? ''} ${chosen!.last_name ?? ''}`.trim();

  await signIn(page, DEMO_ACCOUNTS.Administrator);
  await expect(page).toHaveURL(LANDING.Administrator);
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'App Settings' }).click();
  await menu.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL('/customers');
  const list = page.getByRole('table', { name: 'Customers' });
  await expect(list.getByRole('row')).toHaveCount(21);
  await expect(page.getByText(`1–20 of ${customers.count.toLocaleString('en-US')}`)).toBeVisible();

  await list.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(`/customers/${chosen!.id}`);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  const orders = page.getByRole('table', { name: 'Customer orders' });
  const rows = orders.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  let cents = 0;
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    const price = Number(
      (await row.locator('[data-label="Price"]').textContent())!.replace(/[$,]/g, ''),
    );
    const quantity = Number(await row.locator('[data-label="Quantity"]').textContent());
    // The server's Lifetime Value is each order's total, price x quantity (§9 "total = price
    // times quantity"); seeded orders of one unit make it the plain sum of prices.
    cents += Math.round(price * 100) * quantity;
    await expect(row.getByRole('link')).toHaveAttribute('href', /^\/orders\/orders-manager\/\d+$/);
  }
  const stats = page.getByLabel('Customer stats');
  await expect(stats).toContainText(`Lifetime Value${formatMoney(cents / 100)}`);
  await expect(stats).toContainText(`Order count${count}`);
  await expect(stats).toContainText(`Average order value${formatMoney(cents / 100 / count)}`);

  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByText('No messages')).toBeVisible();
});

test('a Seller is refused /customers by the app and the list by the server', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ACCOUNTS.Seller);
  await expect(page).toHaveURL(LANDING.Seller);
  await page.goto('/customers');
  // Spec 2 §6: non-administrators on administrator-only pages see a not-found page.
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);
  const token = await tokenFor(request, DEMO_ACCOUNTS.Seller);
  await expect(graphql(request, 'query { customers { count } }', {}, token)).rejects.toThrow(
    /permission/,
  );
});
