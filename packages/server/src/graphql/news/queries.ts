import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { news, userLevels, users } from '../../db/schema';
import type { News, NewsList } from '../resolvers-types.generated';

/** A news page request after authorization: who may see inactive items is already decided. */
export interface NewsQuery {
  status?: boolean;
  notification?: boolean;
  /** An ILIKE pattern over the title. */
  titleLike?: string;
  limit: number;
  offset: number;
}

const creater = alias(users, 'news_creater');
const level = alias(userLevels, 'news_creater_level');

function whereOf(q: NewsQuery): SQL | undefined {
  return and(
    q.status === undefined ? undefined : eq(news.status, q.status),
    q.notification === undefined ? undefined : eq(news.notification, q.notification),
    q.titleLike === undefined ? undefined : ilike(news.title, q.titleLike),
  );
}

function selectNews(db: Executor, withContent: boolean) {
  return db
    .select({
      id: news.id,
      title: news.title,
      content: withContent ? news.content : sql<string>`''`,
      status: news.status,
      notification: news.notification,
      sendMail: news.sendMail,
      createdAt: news.createdAt,
      updatedAt: news.updatedAt,
      creater: {
        id: creater.id,
        firstName: creater.firstName,
        lastName: creater.lastName,
        email: creater.email,
      },
      level: {
        id: level.id,
        name: level.name,
        orderTotal: level.orderTotal,
        discount: level.discount,
      },
    })
    .from(news)
    .leftJoin(creater, eq(creater.id, news.createrId))
    .leftJoin(level, eq(level.id, creater.levelId))
    .$dynamic();
}

type NewsRow = Awaited<ReturnType<ReturnType<typeof selectNews>['execute']>>[number];

// Left joins: drizzle types each column as nullable, though a matched row has them all.
function toNews(row: NewsRow): News {
  const by = row.creater;
  const lv = row.level;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    notification: row.notification,
    send_mail: row.sendMail,
    creater:
      by && by.id !== null
        ? {
            id: by.id,
            first_name: by.firstName ?? '',
            last_name: by.lastName ?? '',
            email: by.email ?? '',
            level:
              lv && lv.id !== null
                ? {
                    id: lv.id,
                    name: lv.name ?? '',
                    order_total: lv.orderTotal ?? 0,
                    discount: lv.discount ?? 0,
                  }
                : null,
          }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A page of news, newest first, with the count of everything the filter matches. The list leaves
 * the content out (it can be long); newsById carries it.
 */
export async function listNews(db: Executor, q: NewsQuery): Promise<NewsList> {
  const where = whereOf(q);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(news)
    .where(where);
  const rows = await selectNews(db, false)
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(q.limit)
    .offset(q.offset);
  return { count: total?.count ?? 0, hits: rows.map(toNews) };
}

export async function newsById(db: Executor, id: number): Promise<News | undefined> {
  const [row] = await selectNews(db, true).where(eq(news.id, id));
  return row ? toNews(row) : undefined;
}
