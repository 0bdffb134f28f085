import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  PARTNER_FULFILLMENTS_LIMIT,
  PROFILE_FIELDS,
  ROLES,
  SERVER_MESSAGES,
  SUPPLIER_PICKER_MAX,
  USERS_PAGE_SIZE,
  canChangeUserStatus,
  canEditUsers,
  canListPartnerFulfillments,
  canReadUserDetails,
  canManageUsers,
  canPickSuppliers,
  normalizeRole,
  partnerFulfillmentState,
  profileSchema,
  userCreateInputSchema,
  userUpdateSchema,
  type PartnerFulfillmentValues,
} from '@podoffice/domain';
import { hashPassword } from '../../auth/passwords';
import type { Executor } from '../../db/client';
import { exportTemplates, partnerFulfillments, roles, userRoles, users } from '../../db/schema';
import { fileStoreOf } from '../../files';
import { ARG_MESSAGES, likePattern, page, parseId } from '../args';
import { isUsersReadOnly, type Context, type Viewer } from '../context';
import {
  badInput,
  clientError,
  forbidden,
  isUniqueViolation,
  notFound,
  validated,
} from '../errors';
import { fileRowById, filesById, fileUrl } from '../files/files';
import { inKeyOrder, type Batch } from '../loaders';
import type {
  PartnerFulfillmentInput,
  Resolvers,
  UpdateUserInput,
} from '../resolvers-types.generated';
import { partnerCredentialsRefused, USER_MESSAGES } from './messages';
import type { PartnerModel } from './partnerModel';
import { detail, requireUserDetails } from './personalData';
import {
  nextTokenVersion,
  normalizeEmail,
  userRowByEmail,
  userRowById,
  withRoles,
  type UserRow,
} from './users';

const TEMPLATES_DEFAULT_LIMIT = 100;

/** Fields only an Administrator sets, on any account including their own. */
const ADMIN_FIELDS = [
  'roles',
  'is_special',
  'is_subscription',
  'partner_fulfillment',
  'template_id',
] as const;

async function administrator(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!canManageUsers(viewer)) throw forbidden();
  return viewer;
}

/** An Administrator who may change accounts: not the read-only one of spec 1 §4. */
async function userEditor(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!canEditUsers(viewer)) throw forbidden();
  return viewer;
}

/** A PostgreSQL foreign key refused the change (code 23503; drizzle wraps the driver's error). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

function partnerValues(
  input: PartnerFulfillmentInput | null | undefined,
): PartnerFulfillmentValues {
  return {
    name: input?.name?.trim() ?? '',
    domain: input?.domain?.trim() ?? '',
    api_key: input?.api_key?.trim() ?? '',
    api_signature: input?.api_signature?.trim() ?? '',
  };
}

function toPartner(row: PartnerRow): PartnerModel {
  return {
    id: row.id,
    ownerId: row.userId,
    name: row.name,
    domain: row.domain,
    api_key: row.apiKey,
    api_signature: row.apiSignature,
    print_areas: row.printAreas === null ? null : JSON.stringify(row.printAreas),
  };
}

type PartnerRow = typeof partnerFulfillments.$inferSelect;

/** One of a partner's API credentials, for Administrators and the partner's own supplier. */
const credential =
  (field: 'api_key' | 'api_signature') =>
  async (parent: PartnerModel, _args: unknown, ctx: Context): Promise<string> => {
    if (!canReadUserDetails(await ctx.viewer(), parent.ownerId)) {
      throw forbidden(partnerCredentialsRefused(field));
    }
    return parent[field];
  };

/** Partner fulfillments by their supplier's id, for User.partner_fulfillment (ctx.loader). */
const partnersByUserId: Batch<number, PartnerRow> = async (db, userIds) =>
  inKeyOrder(
    userIds,
    await db
      .select()
      .from(partnerFulfillments)
      .where(inArray(partnerFulfillments.userId, [...userIds])),
    (row) => row.userId,
  );

async function roleIds(db: Executor, names: string[]): Promise<number[]> {
  const rows = await db.select().from(roles).where(inArray(roles.name, names));
  return rows.map((r) => r.id);
}

async function rolesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name);
}

async function checkTemplate(db: Executor, id: string | null | undefined): Promise<number | null> {
  if (id === null || id === undefined || id === '') return null;
  const templateId = parseId(id, USER_MESSAGES.templateNotFound);
  const [row] = await db
    .select({ id: exportTemplates.id })
    .from(exportTemplates)
    .where(eq(exportTemplates.id, templateId));
  if (!row) throw notFound(USER_MESSAGES.templateNotFound);
  return templateId;
}

/** Writes a supplier's partner fulfillment: four fields replace it, none removes it. */
async function savePartner(
  db: Executor,
  userId: number,
  values: PartnerFulfillmentValues | null,
  now: Date,
) {
  if (!values || partnerFulfillmentState(values) === 'none') {
    await db.delete(partnerFulfillments).where(eq(partnerFulfillments.userId, userId));
    return;
  }
  const row = {
    name: values.name,
    domain: values.domain,
    apiKey: values.api_key,
    apiSignature: values.api_signature,
    updatedAt: now,
  };
  await db
    .insert(partnerFulfillments)
    .values({ userId, ...row, createdAt: now })
    .onConflictDoUpdate({ target: partnerFulfillments.userId, set: row });
}

async function userById(db: Executor, id: number) {
  const row = await userRowById(db, id);
  if (!row) throw notFound(SERVER_MESSAGES.userNotFound);
  const [user] = await withRoles(db, [row]);
  if (!user) throw notFound(SERVER_MESSAGES.userNotFound);
  return user;
}

const provided = (input: UpdateUserInput) =>
  (Object.keys(input) as (keyof UpdateUserInput)[]).filter((k) => input[k] !== undefined);

/** Strings as the forms send them: a null clears the field, and a cleared required field is refused. */
const text = (value: string | null | undefined, current: string | null) =>
  value === undefined ? (current ?? '') : (value ?? '');

/** Validates an update: the profile rules for the profile fields, every rule for an admin edit. */
async function checkUpdate(
  db: Executor,
  input: UpdateUserInput,
  target: UserRow,
  adminEdit: boolean,
) {
  const keys = provided(input);
  if (!adminEdit) {
    const fields = PROFILE_FIELDS.filter((f) => keys.includes(f));
    const values = Object.fromEntries(
      fields.map((f) => [f, input[f] === null ? '' : input[f]]),
    ) as Record<string, unknown>;
    return { values: await validated(profileSchema.pick(fields), values), roleNames: null };
  }
  const currentRoles = await rolesOf(db, target.id);
  const roleNames = input.roles ? input.roles.map(normalizeRole) : currentRoles;
  const [partner] = await db
    .select()
    .from(partnerFulfillments)
    .where(eq(partnerFulfillments.userId, target.id));
  const values = await validated(userUpdateSchema, {
    first_name: text(input.first_name, target.firstName),
    last_name: text(input.last_name, target.lastName),
    email: text(input.email, target.email),
    phone: text(input.phone, target.phone),
    address: text(input.address, target.address),
    roles: roleNames,
    is_special: input.is_special ?? target.isSpecial,
    partner_fulfillment:
      input.partner_fulfillment !== undefined
        ? partnerValues(input.partner_fulfillment)
        : partner
          ? partnerValues({
              ...partner,
              api_key: partner.apiKey,
              api_signature: partner.apiSignature,
            })
          : null,
    template_id:
      input.template_id === undefined ? target.templateId?.toString() : input.template_id,
  });
  return { values, roleNames };
}

export const usersResolvers: Resolvers = {
  // Everything but the id and the names is a detail: Administrators' and the user's own.
  User: {
    // A supplier's email is also the supplier picker's (spec 2 §7 users hits{..., email}).
    email: async (parent, _args, ctx) => {
      // The one signing in reads their own email before there is a viewer to ask.
      if (parent.signingIn) return parent.email;
      const pickable =
        parent.roles.some((role) => role.name === 'Supplier') &&
        canPickSuppliers(await ctx.viewer());
      if (!pickable) await requireUserDetails(ctx, parent, 'email');
      return parent.email;
    },
    phone: detail('phone'),
    address: detail('address'),
    birthday: detail('birthday'),
    roles: detail('roles'),
    status: detail('status'),
    activated: detail('activated'),
    is_special: detail('is_special'),
    is_subscription: detail('is_subscription'),
    template_id: detail('template_id'),
    discount: detail('discount'),
    totalOrder: detail('totalOrder'),
    created_at: detail('created_at'),
    updated_at: detail('updated_at'),
    users_read_only: detail('users_read_only', (parent, _args, ctx) =>
      isUsersReadOnly(ctx.services, parent.email),
    ),
    avatar: detail('avatar', async (parent, _args, ctx) => {
      const id = parent.avatar?.id;
      if (id === undefined) return null;
      const row = await ctx.loader(filesById).load(Number(id));
      if (!row) return null;
      return { id: row.id, url: await fileUrl(fileStoreOf(ctx.services), row.key) };
    }),
    // The partner's API credentials above all.
    partner_fulfillment: detail('partner_fulfillment', async (parent, _args, ctx) => {
      const row = await ctx.loader(partnersByUserId).load(Number(parent.id));
      return row ? toPartner(row) : null;
    }),
  },

  PartnerFulfillment: {
    api_key: credential('api_key'),
    api_signature: credential('api_signature'),
  },

  Query: {
    users: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const roleName = filter?.role ? normalizeRole(filter.role) : undefined;
      // Spec 2 §7: the product type screens' supplier picker, users(filter{role "Supplier",
      // limit 100}), is Listing's and Supporter's too; every other list of users is Administrators'.
      const picker = !canManageUsers(viewer);
      if (picker && !(roleName === 'Supplier' && canPickSuppliers(viewer))) throw forbidden();
      const { limit, offset } = page(
        filter,
        picker ? SUPPLIER_PICKER_MAX : USERS_PAGE_SIZE,
        picker ? SUPPLIER_PICKER_MAX : undefined,
      );
      if (roleName && !(ROLES as readonly string[]).includes(roleName)) {
        throw badInput(ARG_MESSAGES.unknownRole);
      }
      const like = likePattern(filter?.search);
      const where = and(
        roleName
          ? inArray(
              users.id,
              ctx.db
                .select({ id: userRoles.userId })
                .from(userRoles)
                .innerJoin(roles, eq(roles.id, userRoles.roleId))
                .where(eq(roles.name, roleName)),
            )
          : undefined,
        filter?.status === null || filter?.status === undefined
          ? undefined
          : eq(users.status, filter.status),
        like
          ? or(
              ilike(users.email, like),
              // A phone is not the picker's to read, so its search may not spell one out.
              picker ? undefined : ilike(users.phone, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(users).where(where),
      ]);
      return { count: total?.n ?? 0, hits: await withRoles(ctx.db, rows) };
    },

    userById: async (_parent, { id }, ctx) => {
      const viewer = await ctx.viewer();
      const targetId = parseId(id, SERVER_MESSAGES.userNotFound);
      if (targetId !== viewer.id && !canManageUsers(viewer)) throw forbidden();
      return userById(ctx.db, targetId);
    },

    roles: async (_parent, _args, ctx) => {
      await administrator(ctx);
      return ctx.db.select().from(roles).orderBy(asc(roles.id));
    },

    templates: async (_parent, args, ctx) => {
      await administrator(ctx);
      const { limit } = page({ limit: args.limit }, TEMPLATES_DEFAULT_LIMIT);
      return ctx.db
        .select({ id: exportTemplates.id, name: exportTemplates.name })
        .from(exportTemplates)
        .orderBy(asc(exportTemplates.name))
        .limit(limit);
    },

    partnerFulfillments: async (_parent, args, ctx) => {
      if (!canListPartnerFulfillments(await ctx.viewer())) throw forbidden();
      const { limit } = page(
        { limit: args.filter?.limit ?? args.limit },
        PARTNER_FULFILLMENTS_LIMIT,
      );
      const rows = await ctx.db
        .select()
        .from(partnerFulfillments)
        .orderBy(asc(partnerFulfillments.name), asc(partnerFulfillments.id))
        .limit(limit);
      return rows.map(toPartner);
    },
  },

  Mutation: {
    createUser: async (_parent, { input }, ctx) => {
      await userEditor(ctx);
      const roleNames = input.roles.map(normalizeRole);
      const values = await validated(userCreateInputSchema, {
        ...input,
        roles: roleNames,
        partner_fulfillment: input.partner_fulfillment
          ? partnerValues(input.partner_fulfillment)
          : null,
      });
      const supplier = roleNames.includes('Supplier');
      const templateId = supplier ? await checkTemplate(ctx.db, values.template_id) : null;
      const email = normalizeEmail(values.email);
      if (await userRowByEmail(ctx.db, email)) {
        throw clientError(SERVER_MESSAGES.emailTaken, 'CONFLICT');
      }
      const passwordHash = await hashPassword(values.pass);
      const { now } = ctx;
      try {
        const id = await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email,
              passwordHash,
              firstName: values.first_name,
              lastName: values.last_name,
              phone: values.phone,
              // Staff vouch for the address: no activation mail.
              activated: true,
              isSpecial: values.is_special,
              templateId,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          if (!row) throw new Error('createUser: the insert returned no row');
          const ids = await roleIds(tx, roleNames);
          await tx.insert(userRoles).values(ids.map((roleId) => ({ userId: row.id, roleId })));
          if (supplier) await savePartner(tx, row.id, values.partner_fulfillment, now);
          return row.id;
        });
        return userById(ctx.db, id);
      } catch (e) {
        if (isUniqueViolation(e)) throw clientError(SERVER_MESSAGES.emailTaken, 'CONFLICT');
        throw e;
      }
    },

    updateUser: async (_parent, { id, input }, ctx) => {
      const viewer = await ctx.viewer();
      const targetId = parseId(id, SERVER_MESSAGES.userNotFound);
      // The read-only account of spec 1 §4 edits its own profile only, like any non-administrator.
      const admin = canEditUsers(viewer);
      const own = targetId === viewer.id;
      if (!own && !admin) throw forbidden();
      const keys = provided(input);
      const adminEdit = ADMIN_FIELDS.some((f) => keys.includes(f));
      if (adminEdit && !admin) throw forbidden();
      const target = await userRowById(ctx.db, targetId);
      if (!target) throw notFound(SERVER_MESSAGES.userNotFound);

      const { values, roleNames } = await checkUpdate(ctx.db, input, target, adminEdit);
      if (own && roleNames && !roleNames.includes('Administrator')) {
        throw badInput(USER_MESSAGES.ownAdministratorRole);
      }
      const checked = values as Partial<Record<string, string>>;
      const email = keys.includes('email') && checked.email ? normalizeEmail(checked.email) : null;
      if (email && email !== target.email && (await userRowByEmail(ctx.db, email))) {
        throw clientError(SERVER_MESSAGES.emailTaken, 'CONFLICT');
      }

      let avatarFileId: number | null | undefined;
      if (input.avatar_id === null) avatarFileId = null;
      else if (input.avatar_id !== undefined) {
        const file = await fileRowById(
          ctx.db,
          parseId(input.avatar_id, USER_MESSAGES.avatarNotFound),
        );
        const mine = file && (file.userId === targetId || (admin && file.userId === viewer.id));
        if (!file || !mine) throw notFound(USER_MESSAGES.avatarNotFound);
        if (!file.fileMime.startsWith('image/')) throw badInput(USER_MESSAGES.avatarNotImage);
        avatarFileId = file.id;
      }

      const supplier = roleNames?.includes('Supplier') ?? false;
      const templateId =
        adminEdit && supplier
          ? await checkTemplate(ctx.db, (values as { template_id?: string | null }).template_id)
          : adminEdit
            ? null
            : undefined;
      const optional = (key: keyof UpdateUserInput, value: string | undefined) =>
        keys.includes(key) ? value || null : undefined;
      const { now } = ctx;
      try {
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({
              firstName: keys.includes('first_name') ? checked.first_name : undefined,
              lastName: keys.includes('last_name') ? checked.last_name : undefined,
              email: email ?? undefined,
              phone: optional('phone', checked.phone),
              address: optional('address', checked.address),
              birthday: optional('birthday', checked.birthday),
              avatarFileId,
              isSpecial: input.is_special ?? undefined,
              isSubscription: input.is_subscription ?? undefined,
              templateId,
              updatedAt: now,
            })
            .where(eq(users.id, targetId));
          if (!adminEdit || !roleNames) return;
          if (input.roles) {
            await tx.delete(userRoles).where(eq(userRoles.userId, targetId));
            const ids = await roleIds(tx, roleNames);
            await tx.insert(userRoles).values(ids.map((roleId) => ({ userId: targetId, roleId })));
          }
          const partner = (values as { partner_fulfillment?: PartnerFulfillmentValues | null })
            .partner_fulfillment;
          await savePartner(tx, targetId, supplier ? (partner ?? null) : null, now);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw clientError(SERVER_MESSAGES.emailTaken, 'CONFLICT');
        throw e;
      }
      return userById(ctx.db, targetId);
    },

    deleteUser: async (_parent, { id }, ctx) => {
      const viewer = await userEditor(ctx);
      const targetId = parseId(id, SERVER_MESSAGES.userNotFound);
      if (!canChangeUserStatus(viewer, { id: targetId })) {
        throw clientError(USER_MESSAGES.ownDelete, 'FORBIDDEN');
      }
      try {
        const deleted = await ctx.db
          .delete(users)
          .where(eq(users.id, targetId))
          .returning({ id: users.id });
        if (deleted.length === 0) throw notFound(SERVER_MESSAGES.userNotFound);
      } catch (e) {
        if (isForeignKeyViolation(e)) throw clientError(USER_MESSAGES.userInUse, 'CONFLICT');
        throw e;
      }
      return true;
    },

    blockUser: async (_parent, { id, action }, ctx) => {
      const viewer = await userEditor(ctx);
      const targetId = parseId(id, SERVER_MESSAGES.userNotFound);
      if (!canChangeUserStatus(viewer, { id: targetId })) {
        throw clientError(USER_MESSAGES.ownStatus, 'FORBIDDEN');
      }
      // A block ends the user's sessions for good: unblocking later does not revive them.
      const revoke = action === 'block' ? nextTokenVersion : {};
      const [row] = await ctx.db
        .update(users)
        .set({ status: action === 'unblock', updatedAt: ctx.now, ...revoke })
        .where(eq(users.id, targetId))
        .returning({ id: users.id, status: users.status });
      if (!row) throw notFound(SERVER_MESSAGES.userNotFound);
      return row;
    },
  },
};
