import { eq } from 'drizzle-orm';
import {
  CATALOGUE_LIMITS,
  canAddCategory,
  canEditCategory,
  categorySchema,
  isStaff,
} from '@podoffice/domain';
import { categories } from '../../db/schema';
import { likePattern, page, parseId } from '../args';
import { forbidden, notFound, validated } from '../errors';
import type { CategoryInput, Resolvers } from '../resolvers-types.generated';
import { categoryById, listCategories } from './queries';

/** Server text for an id that names no category (or one the caller may not read). */
export const CATEGORY_NOT_FOUND = 'Category not found';

/** The fields the caller gave; null and omitted both mean "leave as it is". */
const givenFields = (input: CategoryInput) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

export const categoriesResolvers: Resolvers = {
  Query: {
    categories: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const { limit, offset } = page(filter, CATALOGUE_LIMITS.categoriesPageSize);
      // Sellers and suppliers pick product types by category: only active categories reach them.
      const status = isStaff(viewer) ? (filter?.status ?? undefined) : true;
      return listCategories(ctx.db, {
        status,
        titleLike: likePattern(filter?.search),
        limit,
        offset,
      });
    },

    categoryById: async (_parent, { id: rawId }, ctx) => {
      const viewer = await ctx.viewer();
      const category = await categoryById(ctx.db, parseId(rawId, CATEGORY_NOT_FOUND));
      if (!category || (!category.status && !isStaff(viewer))) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    },
  },

  Mutation: {
    createCategory: async (_parent, { input }, ctx) => {
      if (!canAddCategory(await ctx.viewer())) throw forbidden();
      const values = await validated(categorySchema, givenFields(input));
      const [created] = await ctx.db
        .insert(categories)
        .values({
          title: values.title,
          description: values.description || null,
          status: values.status,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: categories.id });
      const category = created && (await categoryById(ctx.db, created.id));
      if (!category) throw new Error('createCategory: the new category could not be read back');
      return category;
    },

    updateCategory: async (_parent, { id: rawId, input }, ctx) => {
      if (!canEditCategory(await ctx.viewer())) throw forbidden();
      const id = parseId(rawId, CATEGORY_NOT_FOUND);
      const current = await categoryById(ctx.db, id);
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      const values = await validated(categorySchema, {
        title: current.title,
        description: current.description ?? '',
        status: current.status,
        ...givenFields(input),
      });
      await ctx.db
        .update(categories)
        .set({
          title: values.title,
          description: values.description || null,
          status: values.status,
          updatedAt: ctx.now,
        })
        .where(eq(categories.id, id));
      const category = await categoryById(ctx.db, id);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    },

    deleteCategory: async (_parent, { id: rawId }, ctx) => {
      if (!canEditCategory(await ctx.viewer())) throw forbidden();
      const deleted = await ctx.db
        .delete(categories)
        .where(eq(categories.id, parseId(rawId, CATEGORY_NOT_FOUND)))
        .returning({ id: categories.id });
      if (deleted.length === 0) throw notFound(CATEGORY_NOT_FOUND);
      return true;
    },
  },
};
