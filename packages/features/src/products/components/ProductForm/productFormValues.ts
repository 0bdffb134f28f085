import {
  PRODUCT_MESSAGES as M,
  PRODUCT_VARIANTS_MAX,
  fromCents,
  toCents,
  variantPriceErrors,
  variantProfitCents,
} from '@podoffice/domain';
import type { UploadedFile } from '../../../shared/uploadFile';

/** A product type as step 2 reads it (ProductFormTypes). */
export interface FormProductType {
  id: string;
  title: string;
  variants: {
    id: string;
    sku: string;
    is_active: boolean;
    attributes: { name: string; option: string }[];
    retail_cost?: number | null;
    sale_cost?: number | null;
    base_cost?: number | null;
  }[];
}

/** One row of the variants table: a product type variant at the seller's prices (dollars). */
export interface VariantRow {
  id: string;
  typeId: string;
  label: string;
  sku: string;
  /** Its attributes' options (Color: Black), by which whole groups are chosen. */
  options: { name: string; option: string }[];
  baseCents: number;
  regular: number | null;
  sale: number | null;
  /** The product type variant's own prices, flagged 'Default regular price' while kept. */
  defaults?: { regular: number | null; sale: number | null };
}

export interface ProductFormValues {
  siteId: string | null;
  title: string;
  sku: string;
  description: string;
  /** Comma separated, as typed. */
  tags: string;
  categories: string;
  variants: VariantRow[];
  /** Image addresses (http or https), one per line or comma separated, as typed. */
  images: string;
  /** The designs uploaded on the form, by print area id: pushed with the product. */
  designs: Record<string, UploadedFile>;
}

/**
 * The rows of the chosen types: only variants with a base cost (and active), their prices
 * starting at the type's defaults (the 'Default regular price' and 'Default sale price').
 */
export function variantRowsOf(types: readonly FormProductType[]): VariantRow[] {
  return types.flatMap((type) =>
    type.variants
      .filter((v) => v.is_active && (v.base_cost ?? 0) > 0)
      .map((v) => ({
        id: v.id,
        typeId: type.id,
        label: v.attributes.map((a) => a.option).join(' / ') || v.sku,
        sku: v.sku,
        options: v.attributes.map((a) => ({ name: a.name, option: a.option })),
        baseCents: toCents(v.base_cost ?? 0),
        regular: v.retail_cost ?? null,
        sale: v.sale_cost ?? null,
        defaults: { regular: v.retail_cost ?? null, sale: v.sale_cost ?? null },
      })),
  );
}

/** A row's option of an attribute (its Color), if it has that attribute. */
export const optionOf = (row: VariantRow, name: string) =>
  row.options.find((o) => o.name === name)?.option;

/**
 * A type's rows after an option is unticked (every row of it leaves) or ticked (the candidates of
 * it whose other options are all still in the table come back, at the prices they started at),
 * in the candidates' order; rows kept keep their prices.
 */
export function withOption(
  candidates: readonly VariantRow[],
  rows: readonly VariantRow[],
  name: string,
  option: string,
  on: boolean,
): VariantRow[] {
  if (!on) return rows.filter((r) => optionOf(r, name) !== option);
  const kept = new Map(rows.map((r) => [r.id, r]));
  const names = [...new Set(candidates.flatMap((c) => c.options.map((o) => o.name)))];
  const others = names
    .filter((n) => n !== name)
    .map((n) => [n, new Set(rows.map((r) => optionOf(r, n)))] as const);
  return candidates.flatMap((c) => {
    const current = kept.get(c.id);
    if (current) return [current];
    const back =
      optionOf(c, name) === option && others.every(([n, present]) => present.has(optionOf(c, n)));
    return back ? [c] : [];
  });
}

const centsOf = (value: number | null) => (value === null ? null : toCents(value));

/** A row's price errors, and a missing price named. */
export function rowErrors(row: VariantRow): { regular?: string; sale?: string } {
  const errors = variantPriceErrors({
    baseCents: row.baseCents,
    regularCents: centsOf(row.regular),
    saleCents: centsOf(row.sale),
  });
  return {
    regular: row.regular === null ? 'Enter a regular price.' : errors.regular,
    sale: row.sale === null ? 'Enter a sale price.' : errors.sale,
  };
}

/** Profit = sale price − base cost, in dollars (null without a sale price). */
export function rowProfit(row: VariantRow): number | null {
  const cents = variantProfitCents({
    baseCents: row.baseCents,
    regularCents: centsOf(row.regular),
    saleCents: centsOf(row.sale),
  });
  return cents === null ? null : fromCents(cents);
}

/** At most this many images a product (the server's limit). */
export const PRODUCT_IMAGES_MAX = 20;

/** The image addresses typed: one per line or comma separated, trimmed, each once. */
export function imagesOf(text: string): string[] {
  return listOf(text.replace(/\n/g, ','));
}

/** Why the images cannot be sent, or null. */
export function imagesProblem(text: string): string | null {
  const images = imagesOf(text);
  if (images.length > PRODUCT_IMAGES_MAX) return `At most ${PRODUCT_IMAGES_MAX} images.`;
  const bad = images.find((src) => !/^https?:\/\/\S+$/i.test(src));
  return bad ? `${bad} is not an image address (http or https).` : null;
}

/** What stops the push, the first problem first; null when the form can be sent. */
export function formProblem(values: ProductFormValues): string | null {
  if (!values.siteId) return 'Choose the site to put the product on.';
  if (!values.title.trim()) return M.titleRequired;
  return imagesProblem(values.images) ?? variantsProblem(values.variants);
}

/** What is wrong with the variants (a push's or a mapping's), the first problem first; or null. */
export function variantsProblem(variants: readonly VariantRow[]): string | null {
  if (variants.length === 0) return 'Keep at least one variant.';
  if (variants.length > PRODUCT_VARIANTS_MAX) return M.tooManyVariants(variants.length);
  const bad = variants.find((row) => {
    const e = rowErrors(row);
    return e.regular || e.sale;
  });
  if (bad) {
    const e = rowErrors(bad);
    return `${bad.sku}: ${e.regular ?? e.sale}`;
  }
  return null;
}

/** A comma-separated list: trimmed, without empties, each once. */
export function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The flags of a row's prices that are still its type's defaults. */
export function defaultFlags(row: VariantRow): { regular: boolean; sale: boolean } {
  const kept = (value: number | null, initial: number | null | undefined) =>
    value !== null && initial !== null && initial !== undefined && value === initial;
  return {
    regular: kept(row.regular, row.defaults?.regular),
    sale: kept(row.sale, row.defaults?.sale),
  };
}
