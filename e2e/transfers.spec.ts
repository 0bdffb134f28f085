import { TRANSFERABLE_STATUSES } from '../packages/domain/src/orders/transfers';
import { DEMO_ACCOUNTS, expect, graphql, openSignedIn, test, tokenFor } from './support/fixtures';

// Issue 24, transfers: an Administrator moves 5 orders of a product type from one supplier to
// another on /orders/tranfers, against the real server; the statistics say where they went.

interface Stat {
  supplier_id: string;
  first_name: string;
  last_name: string;
  product_type_id: string;
  product_type_name: string;
  order_status: string;
  total_orders: number;
}
const STATS = `query($filter: SupplierOrderStatFilter) { getOrderBySupplier(filter: $filter) {
  count hits { supplier_id first_name last_name product_type_id product_type_name order_status total_orders } } }`;
const TYPE = `query($id: ID!) { productTypeById(id: $id) { suppliers { id first_name last_name } } }`;

test('an Administrator transfers 5 orders from one supplier to another', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ACCOUNTS.Administrator);
  const stats = async (typeId?: string) =>
    (
      await graphql<{ getOrderBySupplier: { hits: Stat[] } }>(
        request,
        STATS,
        { filter: { ...(typeId ? { product_type_ids: [typeId] } : {}), limit: 100 } },
        token,
      )
    ).getOrderBySupplier.hits;
  const movable = (lines: Stat[], typeId: string, supplierId: string) =>
    lines
      .filter(
        (l) =>
          l.product_type_id === typeId &&
          l.supplier_id === supplierId &&
          (TRANSFERABLE_STATUSES as readonly string[]).includes(l.order_status),
      )
      .reduce((sum, l) => sum + l.total_orders, 0);

  // A supplier with 5 movable orders of a type that another supplier also supplies.
  let choice: { from: Stat; to: { id: string; first_name: string; last_name: string } } | undefined;
  for (const line of await stats()) {
    if (movable(await stats(line.product_type_id), line.product_type_id, line.supplier_id) < 5)
      continue;
    const { productTypeById } = await graphql<{
      productTypeById: { suppliers: { id: string; first_name: string; last_name: string }[] };
    }>(request, TYPE, { id: line.product_type_id }, token);
    const other = productTypeById.suppliers.find((s) => s.id !== line.supplier_id);
    if (other) {
      choice = { from: line, to: other };
      break;
    }
  }
  expect(choice, 'a type with two suppliers and 5 movable orders in the demo').toBeDefined();
  const { from, to } = choice!;
  const typeId = from.product_type_id;
  const before = await stats(typeId);

  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/orders/tranfers');
  const form = page.getByRole('form', { name: 'Transfer orders' });
  const pick = async (field: string, option: string) => {
    await form.getByRole('combobox', { name: new RegExp(field) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick('Product type', from.product_type_name);
  await pick('From supplier', `${from.first_name} ${from.last_name}`.trim());
  await pick('To supplier', `${to.first_name} ${to.last_name}`.trim());
  await form.getByRole('spinbutton', { name: /Order amount/ }).fill('5');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('5 orders transferred')).toBeVisible();

  const after = await stats(typeId);
  expect(movable(after, typeId, from.supplier_id)).toBe(
    movable(before, typeId, from.supplier_id) - 5,
  );
  expect(movable(after, typeId, to.id)).toBe(movable(before, typeId, to.id) + 5);
});
