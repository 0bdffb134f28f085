import { and, asc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, productTypeCategories } from '../../db/schema';
import type { Category, CategoryList } from '../resolvers-types.generated';

/** A categories page request after authorization. */
export interface CategoryQuery {
  status?: boolean;
  /** An ILIKE pattern over the title. */
  titleLike?: string;
  limit: number;
  offset: number;
}

function whereOf(q: CategoryQuery): SQL | undefined {
  return and(
    q.status === undefined ? undefined : eq(categories.status, q.status),
    q.titleLike === undefined ? undefined : ilike(categories.title, q.titleLike),
  );
}

type CategoryRow = typeof categories.$inferSelect & { totalProductType: number };

/** A category's columns and the number of product types filed under it (an indexed count). */
const withTotal = {
  ...getTableColumns(categories),
  totalProductType:
    sql<number>`(select count(*) from ${productTypeCategories} where ${productTypeCategories.categoryId} = ${categories.id})`.mapWith(
      Number,
    ),
};

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    totalProductType: row.totalProductType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page of categories by title (case-insensitive), with the count of everything matching. */
export async function listCategories(db: Executor, q: CategoryQuery): Promise<CategoryList> {
  const where = whereOf(q);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(categories)
    .where(where);
  const rows = await db
    .select(withTotal)
    .from(categories)
    .where(where)
    .orderBy(sql`lower(${categories.title})`, asc(categories.id))
    .limit(q.limit)
    .offset(q.offset);
  return { count: total?.count ?? 0, hits: rows.map(toCategory) };
}

export async function categoryById(db: Executor, id: number): Promise<Category | undefined> {
  const [row] = await db.select(withTotal).from(categories).where(eq(categories.id, id));
  return row ? toCategory(row) : undefined;
}
