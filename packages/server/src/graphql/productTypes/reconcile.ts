import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  reconcileVariants,
  type ProductTypeAttribute,
  type ReconciledVariant,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import {
  partnerFulfillments,
  productTypePartnerVariants,
  productTypeVariants,
} from '../../db/schema';
import { badInput } from '../errors';
import { variantsOf } from './queries';

/** Rows one bulk UPDATE carries (a jsonb parameter; PGlite is slow row by row). */
const BATCH = 500;

/** The type as its form saved it, ids as stored. */
export interface SavedType {
  attributes: ProductTypeAttribute[];
  supplierIds: number[];
  carriers: { carrierId: number; priceCents: number; isDefault: boolean }[];
  /** Print areas the type kept; new ones have no variant yet. */
  printAreaIds: number[];
  /** Suppliers the type had before the save. */
  previousSupplierIds: number[];
}

type Row = Awaited<ReturnType<typeof variantsOf>>[number];

/** A stored variant in the domain's names; costs stay in cents (the rules only copy them). */
const toRules = (row: Row): ReconciledVariant & { id: number } => ({
  id: row.id,
  sku: row.sku,
  attributes: row.attributes,
  supplier_costs: row.supplierCosts.map((c) => ({
    user_id: c.user_id,
    cost: c.cost_cents,
    selected: c.selected,
  })),
  carrier_costs: row.carrierCosts.map((c) => ({
    carrier_id: c.carrier_id,
    cost: c.cost_cents,
    default: c.default,
  })),
  is_active: row.isActive,
  print_area_ids: row.printAreaIds,
  partner_default_id: row.partnerDefaultId,
  mapping_partner_print_areas: row.mappingPartnerPrintAreas,
});

/**
 * The type's variants made consistent with its saved form (the domain's reconcileVariants, whose
 * comment says what happens to each), inside the form's transaction: a refusal rolls the form back.
 * Only the variants that changed are written.
 */
export async function reconcileStoredVariants(
  tx: Executor,
  typeId: number,
  saved: SavedType,
  now: Date,
): Promise<void> {
  const rows = await variantsOf(tx, typeId);
  if (rows.length === 0) return;
  const removedSuppliers = saved.previousSupplierIds.filter(
    (id) => !saved.supplierIds.includes(id),
  );
  const removedPartnerIds =
    removedSuppliers.length === 0
      ? []
      : (
          await tx
            .select({ id: partnerFulfillments.id })
            .from(partnerFulfillments)
            .where(inArray(partnerFulfillments.userId, removedSuppliers))
        ).map((p) => String(p.id));
  const result = reconcileVariants(rows.map(toRules), {
    attributes: saved.attributes,
    suppliers: saved.supplierIds.map((id) => ({ id: String(id) })),
    product_type_carriers: saved.carriers.map((c) => ({
      carrier_id: String(c.carrierId),
      price: c.priceCents,
      default: c.isDefault,
    })),
    printAreaIds: saved.printAreaIds.map(String),
    removedPartnerIds,
  });
  if (!result.ok) throw badInput(result.message);

  const changed = result.variants.filter((r, i) => r.changed || r.signature !== rows[i]!.signature);
  if (changed.length > 0) {
    const ids = changed.map((r) => r.variant.id);
    // Signatures are unique per type and may swap (attributes reordered): free them first.
    for (let i = 0; i < ids.length; i += BATCH) {
      await tx
        .update(productTypeVariants)
        .set({ signature: sql`'~' || ${productTypeVariants.id}` })
        .where(inArray(productTypeVariants.id, ids.slice(i, i + BATCH)));
    }
    for (let i = 0; i < changed.length; i += BATCH) {
      const batch = changed.slice(i, i + BATCH).map(({ variant: v, signature }) => ({
        id: v.id,
        signature,
        attributes: v.attributes,
        supplier_costs: v.supplier_costs.map((c) => ({
          user_id: c.user_id,
          cost_cents: c.cost,
          selected: c.selected,
        })),
        carrier_costs: v.carrier_costs.map((c) => ({
          carrier_id: c.carrier_id,
          cost_cents: c.cost,
          default: c.default,
        })),
        is_active: v.is_active,
        print_area_ids: v.print_area_ids,
        partner_default_id: v.partner_default_id,
        mapping_partner_print_areas: v.mapping_partner_print_areas,
      }));
      await tx.execute(sql`
        update product_type_variants as v set
          signature = x.signature, attributes = x.attributes, supplier_costs = x.supplier_costs,
          carrier_costs = x.carrier_costs, is_active = x.is_active, print_area_ids = x.print_area_ids,
          partner_default_id = x.partner_default_id,
          mapping_partner_print_areas = x.mapping_partner_print_areas,
          updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
          id integer, signature text, attributes jsonb, supplier_costs jsonb, carrier_costs jsonb,
          is_active boolean, print_area_ids jsonb, partner_default_id text,
          mapping_partner_print_areas jsonb)
        where v.id = x.id and v.product_type_id = ${typeId}`);
    }
  }
  if (removedPartnerIds.length > 0) {
    await tx
      .delete(productTypePartnerVariants)
      .where(
        and(
          inArray(productTypePartnerVariants.partnerFulfillmentId, removedPartnerIds),
          inArray(
            productTypePartnerVariants.productTypeVariantId,
            sql`(select ${productTypeVariants.id} from ${productTypeVariants} where ${eq(productTypeVariants.productTypeId, typeId)})`,
          ),
        ),
      );
  }
}
