import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Rows of one table that point at variants about to go. */
export interface VariantReference {
  table: string;
  count: number;
}

/** Which variants: all of a type's, or some by id. */
export type VariantSelection = { typeId: number } | { ids: readonly number[] };

interface ReferencingColumn {
  schema: string;
  table: string;
  column: string;
}

/**
 * Foreign keys onto product_type_variants.id that keep their rows when a variant goes (no action or
 * restrict): anything that records what was made or sold, like orders and products. Those that
 * cascade (a variant's own partner variants) or set null belong to the variant and never stop it.
 * Read from the catalogue, so a table the next issue adds with such a key is checked without a
 * change here.
 */
async function referencingColumns(db: Executor): Promise<ReferencingColumn[]> {
  const result = await db.execute(sql`
    select n.nspname as schema, r.relname as table, a.attname as column
    from pg_constraint c
    join pg_class r on r.oid = c.conrelid
    join pg_namespace n on n.oid = r.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f'
      and c.confrelid = 'product_type_variants'::regclass
      and c.confdeltype in ('a', 'r')
      and array_length(c.conkey, 1) = 1
    order by r.relname, a.attname`);
  return (result as unknown as { rows: ReferencingColumn[] }).rows;
}

function selected(variants: VariantSelection): SQL {
  return 'typeId' in variants
    ? sql`(select id from product_type_variants where product_type_id = ${variants.typeId})`
    : sql`(select unnest(${`{${variants.ids.join(',')}}`}::int[]))`;
}

/**
 * What refers to the selected variants, one entry per table with rows pointing at them (none: they
 * may go). The one place deleteProductType and the variant grid's save ask before removing
 * variants. References that are not a foreign key (an id kept inside a jsonb column, such as an
 * order's snapshot of its variant) must be counted here too when they arrive.
 */
export async function variantReferences(
  db: Executor,
  variants: VariantSelection,
): Promise<VariantReference[]> {
  if ('ids' in variants && variants.ids.length === 0) return [];
  const references: VariantReference[] = [];
  for (const { schema, table, column } of await referencingColumns(db)) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(column)} in ${selected(variants)}`,
    );
    const count = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (count > 0) references.push({ table, count });
  }
  return references;
}

/** The references as the message names them: 'order items (3), products (1)'. */
export function describeReferences(references: readonly VariantReference[]): string {
  return references.map((r) => `${r.table.replace(/_/g, ' ')} (${r.count})`).join(', ');
}

/** A delete a foreign key refused (a reference written after the check): PostgreSQL's 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
