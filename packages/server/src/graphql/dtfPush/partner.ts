import { eq } from 'drizzle-orm';
import {
  DTF_PARTNER_NAME,
  DTF_PARTNER_SUPPLIER_ID,
  type PartnerCatalogueHit,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { partnerFulfillments } from '../../db/schema';
import type { PartnerAccount } from '../../partners';
import { badInput } from '../errors';
import { PARTNER_MESSAGES } from '../partners/resolvers';

/** The DTF partner's account: the partner fulfillment of supplier 193 (spec 2 §1, §9). */
export type DtfPartner = PartnerAccount & { id: number };

/** The DTF partner supplier's partner fulfillment, with its credentials; refused when incomplete. */
export async function dtfPartnerOf(db: Executor): Promise<DtfPartner> {
  const [row] = await db
    .select()
    .from(partnerFulfillments)
    .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
  const name = row?.name.trim() || DTF_PARTNER_NAME;
  if (!row || !row.domain.trim() || !row.apiKey.trim() || !row.apiSignature.trim()) {
    throw badInput(PARTNER_MESSAGES.noCredentials(name));
  }
  return {
    id: row.id,
    name,
    domain: row.domain.trim(),
    apiKey: row.apiKey.trim(),
    apiSignature: row.apiSignature.trim(),
  };
}

/** The longest common start of `skus`, without a trailing separator: a print type's product sku. */
export function commonSkuOf(skus: readonly string[]): string {
  if (skus.length === 0) return '';
  if (skus.length === 1) return skus[0]!;
  let prefix = skus[0]!;
  for (const sku of skus.slice(1)) {
    let i = 0;
    while (i < prefix.length && i < sku.length && prefix[i] === sku[i]) i++;
    prefix = prefix.slice(0, i);
  }
  return prefix.replace(/[-_.\s]+$/, '') || skus[0]!;
}

/** A product of the partner: a blank in one colour and size, printable in its placements. */
export interface DtfProduct {
  sku: string;
  label: string;
  placements: string[];
  /** The print types' own skus, one per placement. */
  printTypeSkus: string[];
}

/** The most products the mapping modal lists (the fake partner has 152; a real one hundreds). */
export const DTF_PRODUCTS_MAX = 1_000;

/**
 * The partner's print types as products: a partner lists one print type per placement of a blank's
 * colour and size (G5000-BLK-M-FR, -BK…), and an order is one product printed in several places.
 */
export function dtfProductsOf(hits: readonly PartnerCatalogueHit[]): DtfProduct[] {
  const groups = new Map<string, PartnerCatalogueHit[]>();
  for (const hit of hits) {
    const key = JSON.stringify([hit.product_id, hit.color, hit.size]);
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  return [...groups.values()].slice(0, DTF_PRODUCTS_MAX).map((group) => {
    const first = group[0]!;
    const sku = commonSkuOf(group.map((h) => h.sku));
    const stock = group.some((h) => h.quantity > 0) ? '' : ' (out of stock)';
    const described = [first.blank, [first.color, first.size].filter(Boolean).join(' / ')]
      .filter(Boolean)
      .join(' · ');
    return {
      sku,
      label: `${sku}${described ? ` · ${described}` : ''}${stock}`,
      placements: [...new Set(group.map((h) => h.placement).filter(Boolean))],
      printTypeSkus: group.map((h) => h.sku),
    };
  });
}
