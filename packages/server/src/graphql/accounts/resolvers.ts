import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ROLES,
  SERVER_MESSAGES,
  canEditUsers,
  canListUsersByRole,
  canReadUserDetails,
  changePasswordSchema,
  forgotPasswordSchema,
  isStaff,
  loginSchema,
  normalizeRole,
  registerInputSchema,
  resetPasswordSchema,
} from '@podoffice/domain';
import { signSessionToken } from '../../auth/jwt';
import { consumeToken, issueToken, retireTokens } from '../../auth/oneTimeTokens';
import { hashPassword, unknownUserHash, verifyPassword } from '../../auth/passwords';
import { roles, userRoles, users } from '../../db/schema';
import { activationMail, resetPasswordMail } from '../../mail/templates';
import { ARG_MESSAGES, likePattern, parseId } from '../args';
import {
  badInput,
  clientError,
  forbidden,
  isUniqueViolation,
  notFound,
  validated,
} from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { USER_MESSAGES } from './messages';
import { limitAccountCall, mayMail, takeSignInAttempt } from './throttles';
import {
  nextTokenVersion,
  normalizeEmail,
  revokeSessions,
  userRowByEmail,
  userRowById,
  withRoles,
} from './users';
import { usersResolvers } from './usersResolvers';

// Anything longer cannot be one of our tokens (43 characters of base64url).
const MAX_LINK_TOKEN_LENGTH = 200;
const invalidLink = () => badInput(SERVER_MESSAGES.invalidToken);

/** Sign-in, registration and passwords; the users operations live in usersResolvers. */
const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => (await ctx.viewer()).user,

    usersByRole: async (_parent, { role, status, search }, ctx) => {
      const viewer = await ctx.viewer();
      if (!isStaff(viewer)) throw forbidden();
      const name = normalizeRole(role);
      if (!(ROLES as readonly string[]).includes(name)) throw badInput(ARG_MESSAGES.unknownRole);
      if (!canListUsersByRole(viewer, name)) throw forbidden(USER_MESSAGES.sellersOnly);
      const like = likePattern(search);
      const rows = await ctx.db
        .select({ user: users })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(roles.name, name),
            status === null || status === undefined ? undefined : eq(users.status, status),
            // Matching emails would let a search spell out addresses the caller may not read.
            like
              ? or(
                  canReadUserDetails(viewer) ? ilike(users.email, like) : undefined,
                  ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
                )
              : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return withRoles(
        ctx.db,
        rows.map((r) => r.user),
      );
    },
  },

  Mutation: {
    login: async (_parent, args, ctx) => {
      await limitAccountCall(ctx);
      const { email, password } = await validated(loginSchema, {
        email: args.email,
        password: args.password,
      });
      const address = normalizeEmail(email);
      const { db, now, services } = ctx;
      const attempt = await takeSignInAttempt(ctx, address);
      const row = await userRowByEmail(db, address);
      const matches = await verifyPassword(
        password,
        row?.passwordHash ?? (await unknownUserHash()),
      );
      if (!row || !matches) {
        throw clientError(SERVER_MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
      }
      await attempt.succeeded();
      // Checked after the password, so the account's state is told only to its owner.
      if (!row.status) throw clientError(SERVER_MESSAGES.userBlocked, 'FORBIDDEN');
      if (!row.activated) throw clientError(SERVER_MESSAGES.userInactive, 'FORBIDDEN');
      const [user] = await withRoles(db, [row]);
      if (!user) throw new Error('login: the user vanished while signing in');
      const issued = await signSessionToken(
        { userId: row.id, version: row.tokenVersion },
        services.jwtKey,
        services.tokenTtlSeconds,
        now,
      );
      return {
        token: issued.token,
        user: { ...user, signingIn: true },
        expired_at: issued.expiresAt.toISOString(),
      };
    },

    logout: async (_parent, _args, ctx) => {
      const viewer = await ctx.viewer();
      await revokeSessions(ctx.db, viewer.id, ctx.now);
      return true;
    },

    register: async (_parent, { input }, ctx) => {
      await limitAccountCall(ctx);
      const values = await validated(registerInputSchema, input);
      const email = normalizeEmail(values.email);
      const { db, now, services } = ctx;
      if (await userRowByEmail(db, email))
        throw clientError(SERVER_MESSAGES.emailTaken, 'CONFLICT');
      await mayMail(ctx, email, { refuse: true });
      const passwordHash = await hashPassword(values.pass);
      let created: { id: number; firstName: string; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email,
              passwordHash,
              firstName: values.first_name,
              lastName: values.last_name,
              phone: values.phone,
              activated: false,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id, firstName: users.firstName });
          const [seller] = await tx
            .select({ id: roles.id })
            .from(roles)
            .where(eq(roles.name, 'Seller'));
          if (!user || !seller) throw new Error('register: user or Seller role missing');
          await tx.insert(userRoles).values({ userId: user.id, roleId: seller.id });
          return { ...user, token: await issueToken(tx, user.id, 'activation', now) };
        });
      } catch (e) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (isUniqueViolation(e)) throw clientError(SERVER_MESSAGES.emailTaken, 'CONFLICT');
        throw e;
      }
      const link = `${services.appUrl}/verify/${encodeURIComponent(created.token)}`;
      try {
        await services.mailer.send(activationMail(email, created.firstName, link));
      } catch (e) {
        // Without the mail the account could never be activated: undo it so the address is free again.
        await db.delete(users).where(eq(users.id, created.id));
        throw e;
      }
      return created.id;
    },

    accountActivation: async (_parent, { token }, ctx) => {
      await limitAccountCall(ctx);
      if (!token || token.length > MAX_LINK_TOKEN_LENGTH) throw invalidLink();
      const { now } = ctx;
      const activated = await ctx.db.transaction(async (tx) => {
        const userId = await consumeToken(tx, token, 'activation', now);
        if (userId === null) return false;
        await tx.update(users).set({ activated: true, updatedAt: now }).where(eq(users.id, userId));
        return true;
      });
      if (!activated) throw invalidLink();
      return true;
    },

    resetPassword: async (_parent, args, ctx) => {
      await limitAccountCall(ctx);
      const { email } = await validated(forgotPasswordSchema, { email: args.email });
      const { db, now, services } = ctx;
      // Counted before the account is looked up, so a refusal does not tell whether it exists.
      const mailable = await mayMail(ctx, normalizeEmail(email));
      const row = await userRowByEmail(db, email);
      // Same answer whether or not the address has an account: the reply must not tell.
      if (!row || !row.status || !mailable) return true;
      const token = await issueToken(db, row.id, 'reset', now);
      const link = `${services.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await services.mailer.send(resetPasswordMail(row.email, row.firstName, link));
      return true;
    },

    resetPasswordByToken: async (_parent, { token, pass }, ctx) => {
      await limitAccountCall(ctx);
      await validated(resetPasswordSchema, { pass, confirm: pass });
      if (!token || token.length > MAX_LINK_TOKEN_LENGTH) throw invalidLink();
      const { db, now } = ctx;
      const passwordHash = await hashPassword(pass);
      const email = await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, token, 'reset', now);
        if (userId === null) return null;
        await retireTokens(tx, userId, 'reset', now);
        // The link reached the mailbox, which proves what activation would: activate too.
        // A new password signs out every session, including one an intruder may hold.
        const [row] = await tx
          .update(users)
          .set({ passwordHash, activated: true, updatedAt: now, ...nextTokenVersion })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        return row?.email ?? null;
      });
      if (email === null) throw invalidLink();
      return true;
    },

    changePassword: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      const targetId = parseId(args.id, SERVER_MESSAGES.userNotFound);
      const own = targetId === viewer.id;
      if (!own && !canEditUsers(viewer)) throw forbidden();
      await validated(changePasswordSchema(own), {
        current_password: args.current_password ?? undefined,
        new_password: args.new_password,
        confirm: args.new_password,
      });
      const target = await userRowById(ctx.db, targetId);
      if (!target) throw notFound(SERVER_MESSAGES.userNotFound);
      if (own && !(await verifyPassword(args.current_password ?? '', target.passwordHash))) {
        throw badInput(SERVER_MESSAGES.wrongCurrentPassword);
      }
      // Every session of the account ends, the caller's own too: the app signs its owner in again
      // with the new password (ChangePasswordScreen).
      await ctx.db
        .update(users)
        .set({
          passwordHash: await hashPassword(args.new_password),
          updatedAt: ctx.now,
          ...nextTokenVersion,
        })
        .where(eq(users.id, targetId));
      return true;
    },
  },
};

export const accountsResolvers: Resolvers = {
  User: usersResolvers.User,
  PartnerFulfillment: usersResolvers.PartnerFulfillment,
  Query: { ...authResolvers.Query, ...usersResolvers.Query },
  Mutation: { ...authResolvers.Mutation, ...usersResolvers.Mutation },
};
