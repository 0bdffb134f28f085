import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { productTypeCategories, productTypeVariants, productTypes } from '../../src/db/schema';

export interface SellableVariant {
  id: number;
  typeId: number;
  baseCents: number;
}

/**
 * The seed's variants a product may be made of (active, of active non-personalized types, with a
 * base cost): two of one type, one of another type of the same first category, one of another
 * category.
 */
export async function sellableVariants(db: Database) {
  const rows = await db
    .select({
      id: productTypeVariants.id,
      typeId: productTypeVariants.productTypeId,
      baseCents: productTypeVariants.baseCostCents,
      category: sql<number>`(select min(${productTypeCategories.categoryId}) from ${productTypeCategories} where ${productTypeCategories.productTypeId} = ${productTypes.id})`,
    })
    .from(productTypeVariants)
    .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
    .where(
      and(
        eq(productTypes.state, 'active'),
        eq(productTypes.personalized, false),
        eq(productTypeVariants.isActive, true),
        gt(productTypeVariants.baseCostCents, 0),
      ),
    )
    .orderBy(asc(productTypeVariants.id));
  const byCategory = new Map<number | null, typeof rows>();
  for (const r of rows) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
  const [category, members] = [...byCategory].find(
    ([c, list]) => c !== null && new Set(list.map((v) => v.typeId)).size >= 2,
  )!;
  const first = members[0]!;
  const pick = ({ id, typeId, baseCents }: (typeof rows)[number]): SellableVariant => ({
    id,
    typeId,
    baseCents,
  });
  return {
    pair: members
      .filter((v) => v.typeId === first.typeId)
      .slice(0, 2)
      .map(pick),
    sameCategory: pick(members.find((v) => v.typeId !== first.typeId)!),
    otherCategory: pick(rows.find((v) => v.category !== null && v.category !== category)!),
  };
}
