import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { variantAttributes } from './missingVariants';
import { combinationSignature, optionKey } from './signature';
import type {
  MappingPartnerPrintArea,
  ProductTypeAttribute,
  ProductTypeCarrier,
  ProductTypeSupplier,
  VariantAttribute,
  VariantCarrierCost,
  VariantSupplierCost,
} from './types';
import { carrierCostsForType, supplierCostsForType } from './variantCosts';
import { removeCarrierCost } from './variantDefaults';

/**
 * A product type saved from its form (updateProductType) keeps its variants consistent with it, in
 * the same transaction (the variant defaults):
 *
 * - a supplier removed: its cost goes from every variant; when it was the selected one, the first
 *   remaining supplier is selected; a supplier added gets cost 0;
 * - a carrier removed: its cost goes; when it was the default, the first remaining carrier is;
 *   a carrier added gets the type's price;
 * - a print area removed: it leaves the variants' print areas and partner print-area mappings;
 * - a supplier removed takes its partner's data (default partner, print-area mappings) with it;
 * - an option removed, an attribute added or an attribute removed: the spec does not say. Such a
 *   variant is kept and switched off (is_active false), never deleted: its prices, skus and partner
 *   mappings are work an editor typed, the form that changed the attributes shows no variants, and
 *   a typo fixed in an option would otherwise wipe them without a word. Switched off, sellers no
 *   longer offer it, and the variants screen shows it to review: switch it on again, or delete it.
 *   A variant keeps an option the type no longer offers (so the screen shows what it was); an
 *   attribute added gives it the attribute's first option; an attribute removed leaves it.
 * - two variants that an attribute's removal would make one combination (Red/S and Red/M once Size
 *   goes) cannot both be kept, and choosing which to lose is the editor's: the save is refused,
 *   naming them, and nothing changes.
 *
 * Costs are copied, never converted: the server passes cents, the screen dollars.
 */

/** A stored variant as the rules read it. */
export interface ReconciledVariant {
  sku: string;
  attributes: VariantAttribute[];
  supplier_costs: (VariantSupplierCost & { cost: number })[];
  carrier_costs: (VariantCarrierCost & { cost: number })[];
  is_active: boolean;
  print_area_ids: string[];
  partner_default_id: string | null;
  mapping_partner_print_areas: MappingPartnerPrintArea[];
}

/** The type as saved: its attributes, suppliers, carriers, print areas and partners. */
export interface ReconcileTarget {
  attributes: readonly ProductTypeAttribute[];
  suppliers: readonly ProductTypeSupplier[];
  /** Prices in the unit of the variants' costs. */
  product_type_carriers: readonly ProductTypeCarrier[];
  /** The print areas the type keeps (new ones no variant points at yet). */
  printAreaIds: readonly string[];
  /** Partner fulfillments of the suppliers the type lost. */
  removedPartnerIds: readonly string[];
}

export interface VariantReconciliation<V extends ReconciledVariant> {
  variant: V;
  /** The variant's combination of options over the type's attributes (see variantSignature). */
  signature: string;
  /** Whether anything of the variant changed (only those need writing). */
  changed: boolean;
}

export type ReconcileResult<V extends ReconciledVariant> =
  { ok: true; variants: VariantReconciliation<V>[] } | { ok: false; message: string };

interface Matched {
  attributes: VariantAttribute[];
  options: string[];
  /** An option no longer offered, an attribute added or removed. */
  retired: boolean;
}

/** The variant's attributes over the type's, in the type's order. */
function matchAttributes(
  own: readonly VariantAttribute[],
  typeAttributes: readonly ProductTypeAttribute[],
): Matched {
  const used = new Set<number>();
  let retired = false;
  const attributes: VariantAttribute[] = [];
  const options: string[] = [];
  for (const attribute of typeAttributes) {
    // By slug, else by name, as variantSignature matches them.
    let index = own.findIndex(
      (a, i) => !used.has(i) && a.slug && optionKey(a.slug) === optionKey(attribute.slug),
    );
    if (index < 0) {
      index = own.findIndex(
        (a, i) => !used.has(i) && a.name && optionKey(a.name) === optionKey(attribute.name),
      );
    }
    let option: string;
    if (index < 0) {
      retired = true;
      option = attribute.options[0]?.name ?? '';
    } else {
      used.add(index);
      const mine = own[index]!.option;
      const offered = attribute.options.find((o) => optionKey(o.name) === optionKey(mine));
      if (!offered) retired = true;
      option = offered?.name ?? mine;
    }
    attributes.push({ name: attribute.name, slug: attribute.slug, option });
    options.push(option);
  }
  if (own.some((_, i) => !used.has(i))) retired = true;
  return { attributes, options, retired };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The variants of a type after its form was saved; see the rules above. */
export function reconcileVariants<V extends ReconciledVariant>(
  variants: readonly V[],
  target: ReconcileTarget,
): ReconcileResult<V> {
  const typeAttributes = variantAttributes([...target.attributes]);
  const carrierIds = new Set(target.product_type_carriers.map((c) => c.carrier_id));
  const printAreas = new Set(target.printAreaIds);
  const removedPartners = new Set(target.removedPartnerIds);
  const skuOf = new Map<string, string>();
  const result: VariantReconciliation<V>[] = [];

  for (const variant of variants) {
    const matched = matchAttributes(variant.attributes, typeAttributes);
    const signature = combinationSignature(matched.options);
    const twin = skuOf.get(signature);
    if (twin !== undefined) return { ok: false, message: M.variantsMerged(twin, variant.sku) };
    skuOf.set(signature, variant.sku);

    let carrierCosts = variant.carrier_costs;
    for (const cost of variant.carrier_costs) {
      if (!carrierIds.has(cost.carrier_id))
        carrierCosts = removeCarrierCost(carrierCosts, cost.carrier_id) as typeof carrierCosts;
    }
    const next: V = {
      ...variant,
      attributes: matched.attributes,
      supplier_costs: supplierCostsForType(
        variant.supplier_costs,
        target.suppliers,
      ) as V['supplier_costs'],
      carrier_costs: carrierCostsForType(carrierCosts, target.product_type_carriers),
      is_active: variant.is_active && !matched.retired,
      print_area_ids: variant.print_area_ids.filter((id) => printAreas.has(id)),
      partner_default_id:
        variant.partner_default_id !== null && removedPartners.has(variant.partner_default_id)
          ? null
          : variant.partner_default_id,
      mapping_partner_print_areas: variant.mapping_partner_print_areas.filter(
        (m) => printAreas.has(m.product_type_print_area_id) && !removedPartners.has(m.partner_id),
      ),
    };
    const changed = (
      [
        'attributes',
        'supplier_costs',
        'carrier_costs',
        'is_active',
        'print_area_ids',
        'partner_default_id',
        'mapping_partner_print_areas',
      ] as const
    ).some((key) => !sameJson(variant[key], next[key]));
    result.push({ variant: next, signature, changed });
  }
  return { ok: true, variants: result };
}
