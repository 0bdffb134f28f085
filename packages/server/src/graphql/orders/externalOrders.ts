import type { Executor } from '../../db/client';
import { countWaiting } from '../externalOrders/list';
import type { OrderScope } from './scope';

/**
 * The dashboard's External Order card (spec 2 §3 Dashboard counts: external_order.all): shop order
 * lines waiting for mapping (§2 External Orders), within the same sites as the internal orders. A
 * Supplier has none: an external order has no supplier yet.
 */
export async function countExternalOrders(
  db: Executor,
  scope: OrderScope,
  siteIds: readonly number[] | null,
): Promise<number> {
  if (scope.view === 'supplier') return 0;
  return countWaiting(db, siteIds ?? scope.siteIds);
}
