import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attributeTerms, attributes } from '../../db/schema';
import type {
  Attribute,
  AttributeList,
  AttributeTerm,
  AttributeTermList,
} from '../resolvers-types.generated';

// Qualified by hand: inside a one-table select drizzle writes bare column names, and a bare "id"
// in the subquery would be the term's own.
const totalTerms =
  sql<number>`(select count(*) from ${attributeTerms} where ${attributeTerms.attributeId} = "attributes"."id")`.mapWith(
    Number,
  );

const attributeColumns = { id: attributes.id, name: attributes.name, totalTerms };

export async function listAttributes(
  db: Executor,
  limit: number,
  offset: number,
): Promise<AttributeList> {
  const [total] = await db.select({ n: count() }).from(attributes);
  const hits = await db
    .select(attributeColumns)
    .from(attributes)
    .orderBy(desc(attributes.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, hits };
}

export async function attributeById(db: Executor, id: number): Promise<Attribute | undefined> {
  const [row] = await db.select(attributeColumns).from(attributes).where(eq(attributes.id, id));
  return row;
}

function selectTerms(db: Executor) {
  return db
    .select({ term: attributeTerms, attribute: attributeColumns })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .$dynamic();
}

type TermRow = Awaited<ReturnType<ReturnType<typeof selectTerms>['execute']>>[number];

function toTerm({ term, attribute }: TermRow): AttributeTerm {
  return {
    id: term.id,
    attribute_id: term.attributeId,
    attribute,
    option_name: term.optionName,
    sku: term.sku,
  };
}

export async function listAttributeTerms(
  db: Executor,
  q: { attributeId?: number; limit: number; offset: number },
): Promise<AttributeTermList> {
  const where =
    q.attributeId === undefined ? undefined : eq(attributeTerms.attributeId, q.attributeId);
  const [total] = await db.select({ n: count() }).from(attributeTerms).where(where);
  const rows = await selectTerms(db)
    .where(where)
    .orderBy(desc(attributeTerms.id))
    .limit(q.limit)
    .offset(q.offset);
  return { count: total?.n ?? 0, hits: rows.map(toTerm) };
}

export async function attributeTermById(
  db: Executor,
  id: number,
): Promise<AttributeTerm | undefined> {
  const [row] = await selectTerms(db).where(eq(attributeTerms.id, id));
  return row ? toTerm(row) : undefined;
}
