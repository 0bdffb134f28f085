import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedRead } from '../../db/preparedReads';
import { roles, userRoles, users } from '../../db/schema';
import type { User } from '../resolvers-types.generated';

export type UserRow = typeof users.$inferSelect;

/** A User as resolvers build it: users_read_only comes from the server's settings (User resolver). */
export type UserModel = Omit<User, 'users_read_only'> & {
  /** Set on the user a login answers with: the caller is that user, though they sent no token yet. */
  signingIn?: true;
};

/** Emails are compared and stored lower-cased: one account per mailbox whatever the casing. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow, userRoleList: { id: number; name: string }[]): UserModel {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    birthday: row.birthday,
    roles: userRoleList,
    // The address is resolved by User.avatar, which knows the file store.
    avatar: row.avatarFileId ? { id: row.avatarFileId, url: null } : null,
    status: row.status,
    activated: row.activated,
    is_special: row.isSpecial,
    is_subscription: row.isSubscription,
    template_id: row.templateId,
    discount: row.discount,
    totalOrder: 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The GraphQL users for some rows, with their roles fetched in one query. */
export async function withRoles(db: Executor, rows: UserRow[]): Promise<UserModel[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(roles.id));
  return rows.map((row) =>
    toUser(
      row,
      links.filter((l) => l.userId === row.id).map(({ id, name }) => ({ id, name })),
    ),
  );
}

export async function userRowById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A site of the caller's own (a Seller's): what their order reads and dashboard are scoped to. */
export interface OwnSite {
  id: number;
  verified: boolean;
  /** The site's status (§2 Dashboards counts the active ones). */
  active: boolean;
}

/**
 * A user's row, roles and own sites (by id), as one statement: what every signed-in request reads
 * first. The sites come with it because every read of a Seller's orders is scoped to them (issue 29:
 * a statement of their own on each of a Seller's calls before); a user who is not a Seller has none.
 */
export async function userWithRolesById(
  db: Executor,
  id: number,
): Promise<{ row: UserRow; roles: { id: number; name: string }[]; sites: OwnSite[] } | undefined> {
  // Every signed-in request reads its caller: built once (preparedRead).
  const [found] = await preparedRead(
    db,
    'userWithRolesById',
    undefined,
    () =>
      db
        .select({
          row: users,
          // Written out: drizzle names a column of a one-table select without its table, which
          // inside this subquery would be user_roles' own id.
          roles: sql<{ id: number; name: string }[] | null>`(
            select json_agg(json_build_object('id', roles.id, 'name', roles.name) order by roles.id)
            from user_roles inner join roles on roles.id = user_roles.role_id
            where user_roles.user_id = users.id)`,
          sites: sql<OwnSite[] | null>`(
            select json_agg(json_build_object(
              'id', sites.id, 'verified', sites.verified, 'active', sites.status) order by sites.id)
            from sites where sites.user_id = users.id)`,
        })
        .from(users)
        .where(eq(users.id, sql.placeholder('id'))),
    { id },
  );
  return found && { row: found.row, roles: found.roles ?? [], sites: found.sites ?? [] };
}

export async function userRowByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

/** Part of an update that revokes every session token issued so far (context.ts compares it). */
export const nextTokenVersion = { tokenVersion: sql`${users.tokenVersion} + 1` };

/** Signs a user out everywhere. */
export async function revokeSessions(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...nextTokenVersion, updatedAt: now })
    .where(eq(users.id, id));
}
