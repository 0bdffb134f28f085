import type { Executor } from '../../db/client';
import type { OrderScope } from './scope';

/**
 * The dashboard's External Order card (spec 2 §3 Dashboard counts: external_order.all): shop orders
 * fetched but not yet mapped to a product type (§2 External Orders). They have no table yet; the
 * external orders issue stores them and counts them here, within the same scope and sites as the
 * internal orders. Until then there are none to count.
 */
export async function countExternalOrders(
  _db: Executor,
  _scope: OrderScope,
  _siteIds: readonly number[] | null,
): Promise<number> {
  return 0;
}
