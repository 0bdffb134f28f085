import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteVariantMappings } from '../db/schema';

/** A shop's variant (or a CSV product's variation) turned into a product type variant. */
export interface VariantMapping {
  siteId: number;
  originProductId: string | null;
  originVariantId: string;
  productTypeVariantId: number;
}

/**
 * Keeps mappings of a site's shop variants (External Orders' Mapping, a CSV row's Import): one
 * per site and origin variant (the unique index), the latest choice winning, so the next order of
 * that variant becomes an order of the product type variant chosen.
 */
export async function saveVariantMappings(
  tx: Executor,
  mappings: readonly VariantMapping[],
  by: { userId: number; now: Date },
): Promise<void> {
  if (mappings.length === 0) return;
  await tx
    .insert(siteVariantMappings)
    .values(
      mappings.map((m) => ({ ...m, createdBy: by.userId, createdAt: by.now, updatedAt: by.now })),
    )
    .onConflictDoUpdate({
      target: [siteVariantMappings.siteId, siteVariantMappings.originVariantId],
      set: {
        productTypeVariantId: sql`excluded.product_type_variant_id`,
        createdBy: sql`excluded.created_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
