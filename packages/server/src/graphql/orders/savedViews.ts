import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES as M,
  isSavedViewScreen,
  savedViewError,
  savedViewName,
} from '@podoffice/domain';
import { savedViews, users } from '../../db/schema';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, isUniqueViolation, notFound } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { viewerOrderScope } from './scope';

type SavedViewRow = typeof savedViews.$inferSelect;

const toSavedView = (row: SavedViewRow) => ({
  id: String(row.id),
  screen: row.screen,
  name: row.name,
  query: row.query,
  columns: row.columns,
  created_at: row.createdAt.toISOString(),
});

/** The caller, who must have the orders screen (the only screen with saved views today). */
async function viewViewer(ctx: Context) {
  await viewerOrderScope(ctx);
  return ctx.viewer();
}

export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: async (_parent, { screen }, ctx) => {
      const viewer = await viewViewer(ctx);
      if (!isSavedViewScreen(screen)) throw badInput(M.badScreen);
      const rows = await ctx.db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.userId, viewer.id), eq(savedViews.screen, screen)))
        .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id))
        .limit(SAVED_VIEW_LIMITS.perScreen);
      return rows.map(toSavedView);
    },
  },
  Mutation: {
    createSavedView: async (_parent, { input }, ctx) => {
      const viewer = await viewViewer(ctx);
      const problem = savedViewError(input);
      if (problem) throw badInput(problem);
      const name = savedViewName(input.name);
      // The count and the insert in one transaction under a lock on the user's row, so two
      // saves at once cannot pass the limit together; the unique index refuses a name taken.
      return ctx.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
        const [kept] = await tx
          .select({ n: count() })
          .from(savedViews)
          .where(and(eq(savedViews.userId, viewer.id), eq(savedViews.screen, input.screen)));
        if ((kept?.n ?? 0) >= SAVED_VIEW_LIMITS.perScreen) throw badInput(M.tooMany);
        try {
          const [row] = await tx
            .insert(savedViews)
            .values({
              userId: viewer.id,
              screen: input.screen,
              name,
              query: input.query.replace(/^\?/, ''),
              columns: input.columns ? [...input.columns] : null,
            })
            .returning();
          return toSavedView(row!);
        } catch (error) {
          if (isUniqueViolation(error)) throw badInput(M.duplicate(name));
          throw error;
        }
      });
    },
    deleteSavedView: async (_parent, { id }, ctx) => {
      const viewer = await viewViewer(ctx);
      const deleted = await ctx.db
        .delete(savedViews)
        .where(and(eq(savedViews.id, parseId(id, M.notFound)), eq(savedViews.userId, viewer.id)))
        .returning({ id: savedViews.id });
      if (deleted.length === 0) throw notFound(M.notFound);
      return true;
    },
  },
};
