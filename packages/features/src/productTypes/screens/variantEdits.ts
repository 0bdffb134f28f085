import {
  optionKey,
  optionOf,
  variantOptions,
  type MappingPartnerPrintArea,
  type ProductTypeAttribute,
  type ProductTypeVariant,
  type ProductTypeVariantDraft,
  type VariantRulesProductType,
} from '@podoffice/domain';
import {
  variantRowId,
  type VariantGridCarrier,
  type VariantGridOption,
  type VariantGridSupplier,
} from '@podoffice/ui';
import type {
  ProductTypeVariantInput,
  ProductTypeVariantsQuery,
  VariantPartnerCatalogQuery,
  VariantPartnersQuery,
} from '../api/variants';

/**
 * The variant screen's edits that are not one cell of the grid: pure functions over the rows, so
 * the toolbar's modals and the tests share them. Each returns a new array and keeps every row it
 * does not change (the grid marks a row changed by comparing objects with the saved ones).
 */

export type VariantGridType = ProductTypeVariantsQuery['productTypeById'];
export type VariantPartner = VariantPartnersQuery['partnerFulfillments'][number];
export type PartnerCatalogHit = VariantPartnerCatalogQuery['partnerCatalogs']['hits'][number];

/** What the domain's variant rules read of the type (validateVariants, missingVariants). */
export function rulesTypeOf(type: VariantGridType): VariantRulesProductType & { sku: string } {
  return {
    id: type.id,
    sku: type.sku,
    attributes: type.attributes,
    suppliers: type.suppliers.map((s) => ({ id: s.id })),
    product_type_carriers: type.product_type_carriers.map((c) => ({
      carrier_id: c.carrier_id,
      price: c.price,
      default: c.default,
    })),
  };
}

/** The grid's supplier, carrier and print area columns of the type. */
export function gridColumnsOf(type: VariantGridType): {
  suppliers: VariantGridSupplier[];
  carriers: VariantGridCarrier[];
  printAreas: { id: string; title: string }[];
} {
  return {
    suppliers: type.suppliers.map((s) => ({
      id: s.id,
      name: `${s.first_name} ${s.last_name}`.trim() || `#${s.id}`,
    })),
    carriers: type.product_type_carriers.map((c) => ({
      carrier_id: c.carrier_id,
      name: c.carrier?.name ?? `#${c.carrier_id}`,
      price: c.price,
    })),
    printAreas: type.print_files.map((p) => ({ id: p.id, title: p.title })),
  };
}

/** The Default partner choices: the partner fulfillments by id and name. */
export function partnerOptionsOf(partners: readonly VariantPartner[]): VariantGridOption[] {
  return partners.map((p) => ({ id: p.id, name: p.name }));
}

/**
 * A partner's print areas (PartnerFulfillment.print_areas: JSON text of a list of names, as the
 * server stores them; a comma-separated list is read too), each once.
 */
export function partnerPrintAreas(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    names = text.split(',');
  }
  if (!Array.isArray(names)) return [];
  return [
    ...new Set(names.filter((n): n is string => typeof n === 'string').map((n) => n.trim())),
  ].filter(Boolean);
}

/**
 * The type's colour attribute, which "Add print areas by Color attribute" needs — the
 * attribute named or slugged Color (or Colour), in any case.
 */
export function colorAttributeOf(
  attributes: readonly ProductTypeAttribute[],
): ProductTypeAttribute | undefined {
  const isColor = (text: string) => /^colou?rs?$/.test(optionKey(text));
  return attributes.find((a) => isColor(a.slug) || isColor(a.name));
}

/**
 * Add print areas by Color attribute: every variant whose option of `attribute` is a key of
 * `areasByOption` (option texts, compared trimmed and without case) gets those print areas, in the
 * type's print area order. Options left out change nothing.
 */
export function setPrintAreasByOption(
  variants: readonly ProductTypeVariantDraft[],
  attribute: Pick<ProductTypeAttribute, 'name' | 'slug'>,
  areasByOption: Readonly<Record<string, readonly string[]>>,
  areaOrder: readonly string[],
): { variants: ProductTypeVariantDraft[]; changed: number } {
  const wanted = new Map(
    Object.entries(areasByOption).map(([option, ids]) => {
      const chosen = new Set(ids);
      return [optionKey(option), areaOrder.filter((id) => chosen.has(id))] as const;
    }),
  );
  let changed = 0;
  const result = variants.map((variant) => {
    const option = optionOf(variantOptions(variant.attributes), attribute);
    const ids = option === undefined ? undefined : wanted.get(option);
    if (!ids) return variant;
    const current = variant.print_area_ids ?? [];
    if (current.length === ids.length && current.every((id, i) => id === ids[i])) return variant;
    changed += 1;
    return { ...variant, print_area_ids: ids };
  });
  return { variants: result, changed };
}

/** One row of Bulk edit mapping print areas: a print area of the type and the partner's key. */
export interface PrintAreaMapping {
  areaId: string;
  areaTitle: string;
  /** The partner's print area; empty leaves the type's print area unmapped. */
  partnerKey: string;
}

/**
 * Bulk edit mapping print areas: the variants (all, or those of `rowIds`) map the type's print
 * areas to the partner's as given; their mappings for other partners stay.
 */
export function mapPartnerPrintAreas(
  variants: readonly ProductTypeVariantDraft[],
  partnerId: string,
  mapping: readonly PrintAreaMapping[],
  rowIds?: ReadonlySet<string>,
): { variants: ProductTypeVariantDraft[]; changed: number } {
  const entries: MappingPartnerPrintArea[] = mapping
    .filter((m) => m.partnerKey !== '')
    .map((m) => ({
      partner_id: partnerId,
      partner_key: m.partnerKey,
      product_type_print_area_id: m.areaId,
      product_type_print_area_title: m.areaTitle,
    }));
  const same = (a: readonly MappingPartnerPrintArea[], b: readonly MappingPartnerPrintArea[]) =>
    a.length === b.length &&
    a.every(
      (m, i) =>
        m.partner_key === b[i]!.partner_key &&
        m.product_type_print_area_id === b[i]!.product_type_print_area_id,
    );
  let changed = 0;
  const result = variants.map((variant) => {
    if (rowIds && !rowIds.has(variantRowId(variant))) return variant;
    const current = variant.mapping_partner_print_areas ?? [];
    const others = current.filter((m) => m.partner_id !== partnerId);
    const mine = current.filter((m) => m.partner_id === partnerId);
    if (same(mine, entries)) return variant;
    changed += 1;
    return { ...variant, mapping_partner_print_areas: [...others, ...entries] };
  });
  return { variants: result, changed };
}

/** The current mapping of a partner's print areas, read from the first variant that has one. */
export function currentPartnerMapping(
  variants: readonly ProductTypeVariantDraft[],
  partnerId: string,
): Map<string, string> {
  for (const variant of variants) {
    const mine = (variant.mapping_partner_print_areas ?? []).filter(
      (m) => m.partner_id === partnerId,
    );
    if (mine.length > 0) {
      return new Map(mine.map((m) => [m.product_type_print_area_id, m.partner_key]));
    }
  }
  return new Map();
}

/** A partner catalogue's blanks (brand and style, e.g. Gildan 5000), each once, in its order. */
export function catalogBlanks(hits: readonly PartnerCatalogHit[]): string[] {
  return [...new Set(hits.map((h) => h.blank))];
}

const isSize = (text: string) => /^sizes?$/.test(optionKey(text));

/**
 * Partners Variant from a partner's catalogue: each variant (all, or those of `rowIds`) gets the
 * print types of `hits` (one blank's) whose colour and size are its Color and Size options
 * (compared trimmed and without case), one per placement in `placements` (every placement when
 * empty), and the partner as its default; a variant with no matching print type keeps what it
 * had. The catalogue is indexed once, so the grid is read in one pass.
 */
export function matchPartnerVariants(
  variants: readonly ProductTypeVariantDraft[],
  partnerId: string,
  hits: readonly PartnerCatalogHit[],
  attributes: readonly ProductTypeAttribute[],
  placements: readonly string[],
  rowIds?: ReadonlySet<string>,
): { variants: ProductTypeVariantDraft[]; changed: number; unmatched: number } {
  const color = colorAttributeOf(attributes);
  const size = attributes.find((a) => isSize(a.slug) || isSize(a.name));
  if (!color && !size) return { variants: [...variants], changed: 0, unmatched: variants.length };
  const wanted = new Set(placements.map(optionKey));
  const keyOf = (colorOption: string | undefined, sizeOption: string | undefined) =>
    `${color ? optionKey(colorOption) : ''}\u001f${size ? optionKey(sizeOption) : ''}`;
  const byOptions = new Map<string, PartnerCatalogHit[]>();
  for (const hit of hits) {
    if (wanted.size > 0 && !wanted.has(optionKey(hit.placement))) continue;
    const key = keyOf(hit.color, hit.size);
    byOptions.set(key, [...(byOptions.get(key) ?? []), hit]);
  }
  let changed = 0;
  let unmatched = 0;
  const result = variants.map((variant) => {
    if (rowIds && !rowIds.has(variantRowId(variant))) return variant;
    const options = variantOptions(variant.attributes);
    const found = byOptions.get(
      keyOf(color && optionOf(options, color), size && optionOf(options, size)),
    );
    if (!found) {
      unmatched += 1;
      return variant;
    }
    const current = (variant.partner_variants ?? []).filter(
      (p) => p.partner_fulfillment_id === partnerId,
    );
    if (
      variant.partner_default_id === partnerId &&
      current.length === found.length &&
      current.every((p, i) => p.sku === found[i]!.sku)
    ) {
      return variant;
    }
    changed += 1;
    return {
      ...variant,
      partner_default_id: partnerId,
      partner_variants: [
        ...(variant.partner_variants ?? []).filter((p) => p.partner_fulfillment_id !== partnerId),
        ...found.map((hit) => ({
          partner_variant_id: hit.sku,
          partner_fulfillment_id: partnerId,
          sku: hit.sku,
        })),
      ],
    };
  });
  return { variants: result, changed, unmatched };
}

/** Select Variants' Activate and Deactivate: the chosen rows' Status. */
export function setActive(
  variants: readonly ProductTypeVariantDraft[],
  rowIds: ReadonlySet<string>,
  active: boolean,
): ProductTypeVariantDraft[] {
  return variants.map((variant) =>
    rowIds.has(variantRowId(variant)) && (variant.is_active ?? true) !== active
      ? { ...variant, is_active: active }
      : variant,
  );
}

/**
 * Select Variants' Remove: the chosen rows leave the grid (the save then deletes them,
 * createProductTypeVariant takes the whole grid); the rest are numbered in their order again.
 */
export function removeRows(
  variants: readonly ProductTypeVariantDraft[],
  rowIds: ReadonlySet<string>,
): ProductTypeVariantDraft[] {
  return variants
    .filter((variant) => !rowIds.has(variantRowId(variant)))
    .map((variant, i) => (variant.sorting === i ? variant : { ...variant, sorting: i }));
}

/**
 * The save call's rows: the normalized variants of validateVariants in the grid's order (sorting is
 * the place in the grid), with only the fields the input type has.
 */
export function toSaveInput(variants: readonly ProductTypeVariant[]): ProductTypeVariantInput[] {
  return variants.map((v, index) => ({
    ...(v.id ? { id: v.id } : {}),
    sku: v.sku,
    attributes: v.attributes.map(({ name, slug, option }) => ({ name, slug, option })),
    supplier_costs: v.supplier_costs.map(({ user_id, cost, selected }) => ({
      user_id,
      cost,
      selected,
    })),
    carrier_costs: v.carrier_costs.map(({ carrier_id, cost, default: d }) => ({
      carrier_id,
      cost,
      default: d,
    })),
    retail_cost: v.retail_cost,
    sale_cost: v.sale_cost,
    base_cost: v.base_cost,
    original_cost: v.original_cost,
    other_base_cost: v.other_base_cost,
    fee_ship: v.fee_ship,
    is_active: v.is_active,
    sorting: index,
    print_area_ids: v.print_area_ids,
    partner_default_id: v.partner_default_id ?? null,
    partner_variants: (v.partner_variants ?? []).map((p) => ({
      partner_variant_id: p.partner_variant_id,
      partner_fulfillment_id: p.partner_fulfillment_id,
      sku: p.sku ?? null,
    })),
    mapping_partner_print_areas: (v.mapping_partner_print_areas ?? []).map((m) => ({
      partner_id: m.partner_id,
      partner_key: m.partner_key,
      product_type_print_area_id: m.product_type_print_area_id,
      product_type_print_area_title: m.product_type_print_area_title ?? null,
    })),
  }));
}
