import type { OrderActor, OrderView } from '@podoffice/domain';
import type { OrderTableRow } from '@podoffice/ui';
import type { OrderRowFieldsFragment } from '../api';
import { READ_ONLY_ORDER_ACTIONS, toOrderRow } from './orderRows';

const READ_ONLY_KEYS: readonly string[] = READ_ONLY_ORDER_ACTIONS.map((action) => action.key);

/**
 * One order as the Api/CSV Orders table shows it: the /orders row, plus the mockup (the first
 * print file's: an api order's designs come with their mockup) and the supplier's name (the
 * Suppliers column, which OrderTable shows the Administrator only). Its menu keeps to the
 * read-only drawers this screen opens; the order actions are wired on /orders first.
 */
export function toApiOrderRow(
  order: OrderRowFieldsFragment,
  view: OrderView,
  actor: OrderActor | null,
): OrderTableRow {
  const row = toOrderRow(order, view, actor);
  const supplier = order.supplier
    ? `${order.supplier.first_name} ${order.supplier.last_name}`.trim()
    : null;
  return {
    ...row,
    mockup: order.print_files.find((file) => file.mockup)?.mockup ?? null,
    supplier,
    actions: row.actions?.filter((action) => READ_ONLY_KEYS.includes(action.key)),
  };
}
