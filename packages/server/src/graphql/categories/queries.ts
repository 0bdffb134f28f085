import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema';
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

type CategoryRow = typeof categories.$inferSelect;

// Product types (spec 2) are not stored yet, so no category holds any: the count is 0 until their
// table and its category links arrive.
function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    totalProductType: 0,
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
    .select()
    .from(categories)
    .where(where)
    .orderBy(sql`lower(${categories.title})`, asc(categories.id))
    .limit(q.limit)
    .offset(q.offset);
  return { count: total?.count ?? 0, hits: rows.map(toCategory) };
}

export async function categoryById(db: Executor, id: number): Promise<Category | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ? toCategory(row) : undefined;
}
