import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userLevels, users } from '../../db/schema';
import type { UserLevel } from '../resolvers-types.generated';

const totalUser =
  sql<number>`(select count(*) from ${users} where ${users.levelId} = ${userLevels.id})`.mapWith(
    Number,
  );

function selectLevels(db: Executor) {
  return db
    .select({
      level: userLevels,
      totalUser,
      creater: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(userLevels)
    .leftJoin(users, eq(users.id, userLevels.createrId))
    .$dynamic();
}

type LevelRow = Awaited<ReturnType<ReturnType<typeof selectLevels>['execute']>>[number];

function toUserLevel({ level, totalUser: count, creater }: LevelRow): UserLevel {
  return {
    id: level.id,
    name: level.name,
    order_total: level.orderTotal,
    discount: level.discount,
    status: level.status,
    totalUser: count,
    // A left join: a deleted creater leaves every column null.
    creater:
      creater && creater.id !== null
        ? {
            id: creater.id,
            first_name: creater.firstName ?? '',
            last_name: creater.lastName ?? '',
            email: creater.email ?? '',
          }
        : null,
    created_at: level.createdAt.toISOString(),
    updated_at: level.updatedAt.toISOString(),
  };
}

/** Levels by order total, lowest first (the ladder a seller climbs). */
export async function listUserLevels(db: Executor, where?: SQL): Promise<UserLevel[]> {
  const rows = await selectLevels(db)
    .where(where)
    .orderBy(asc(userLevels.orderTotal), asc(userLevels.id));
  return rows.map(toUserLevel);
}

export async function userLevelById(db: Executor, id: number): Promise<UserLevel | undefined> {
  const [row] = await selectLevels(db).where(eq(userLevels.id, id));
  return row ? toUserLevel(row) : undefined;
}
