import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { productTypes, productTypeVariants } from '../db/schema';

/** Why a variant cannot be ordered from outside the shop flow (an API order, a CSV row). */
export type VariantRefusal = 'notFound' | 'inactive' | 'typePaused';

/**
 * The variants an order sent by a seller may use: ones that exist, are active and belong to an
 * active product type. Answers each refused id with why, and each id's product type.
 */
export async function orderableVariants(
  db: Executor,
  ids: readonly number[],
): Promise<{ refusals: Map<number, VariantRefusal>; typeOf: Map<number, number> }> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({
          id: productTypeVariants.id,
          typeId: productTypeVariants.productTypeId,
          isActive: productTypeVariants.isActive,
          state: productTypes.state,
        })
        .from(productTypeVariants)
        .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
        .where(inArray(productTypeVariants.id, unique))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refusals = new Map<number, VariantRefusal>();
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) refusals.set(id, 'notFound');
    else if (!row.isActive) refusals.set(id, 'inactive');
    else if (row.state !== 'active') refusals.set(id, 'typePaused');
  }
  return { refusals, typeOf: new Map(rows.map((r) => [r.id, r.typeId])) };
}
