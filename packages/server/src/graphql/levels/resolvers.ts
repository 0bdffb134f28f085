import { eq } from 'drizzle-orm';
import { canManageUserLevels, canViewUserLevels, userLevelSchema } from '@podoffice/domain';
import { userLevels } from '../../db/schema';
import { personEmail } from '../accounts/personalData';
import { parseId } from '../args';
import { forbidden, notFound, validated } from '../errors';
import type { Resolvers, UserLevelInput } from '../resolvers-types.generated';
import { listUserLevels, userLevelById } from './queries';

/** Server text for an id that names no level. */
export const LEVEL_NOT_FOUND = 'User level not found';

/** The fields the caller gave; null and omitted both mean "leave as it is". */
const givenFields = (input: UserLevelInput) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

export const levelsResolvers: Resolvers = {
  LevelCreater: { email: personEmail },

  Query: {
    userLevels: async (_parent, { filter }, ctx) => {
      if (!canViewUserLevels(await ctx.viewer())) throw forbidden();
      const status = filter?.status;
      return listUserLevels(
        ctx.db,
        status === null || status === undefined ? undefined : eq(userLevels.status, status),
      );
    },
  },

  Mutation: {
    createUserLevel: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canManageUserLevels(viewer)) throw forbidden();
      const values = await validated(userLevelSchema, givenFields(input));
      const [created] = await ctx.db
        .insert(userLevels)
        .values({
          name: values.name,
          orderTotal: values.order_total,
          discount: values.discount,
          status: values.status,
          createrId: viewer.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: userLevels.id });
      const level = created && (await userLevelById(ctx.db, created.id));
      if (!level) throw new Error('createUserLevel: the new level could not be read back');
      return level;
    },

    updateUserLevel: async (_parent, { id: rawId, input }, ctx) => {
      if (!canManageUserLevels(await ctx.viewer())) throw forbidden();
      const id = parseId(rawId, LEVEL_NOT_FOUND);
      const current = await userLevelById(ctx.db, id);
      if (!current) throw notFound(LEVEL_NOT_FOUND);
      const values = await validated(userLevelSchema, {
        name: current.name,
        order_total: current.order_total,
        discount: current.discount,
        status: current.status,
        ...givenFields(input),
      });
      await ctx.db
        .update(userLevels)
        .set({
          name: values.name,
          orderTotal: values.order_total,
          discount: values.discount,
          status: values.status,
          updatedAt: ctx.now,
        })
        .where(eq(userLevels.id, id));
      const level = await userLevelById(ctx.db, id);
      if (!level) throw notFound(LEVEL_NOT_FOUND);
      return level;
    },

    deleteUserLevel: async (_parent, { id: rawId }, ctx) => {
      if (!canManageUserLevels(await ctx.viewer())) throw forbidden();
      const id = parseId(rawId, LEVEL_NOT_FOUND);
      const deleted = await ctx.db
        .delete(userLevels)
        .where(eq(userLevels.id, id))
        .returning({ id: userLevels.id });
      if (deleted.length === 0) throw notFound(LEVEL_NOT_FOUND);
      return true;
    },
  },
};
