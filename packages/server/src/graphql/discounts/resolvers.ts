import { count, desc, eq } from 'drizzle-orm';
import {
  DISCOUNT_PAGE_SIZE,
  DISCOUNT_TYPES,
  DISCOUNT_TYPE_LABELS,
  RULE_MESSAGES,
  canManageCatalogueRules,
  discountSchema,
  isStaff,
  toDiscountInput,
  type DiscountType,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { discounts } from '../../db/schema';
import { page, parseId } from '../args';
import type { Context } from '../context';
import { forbidden, notFound, validated } from '../errors';
import type { Discount, DiscountInput, Resolvers } from '../resolvers-types.generated';

type DiscountRow = typeof discounts.$inferSelect;

function toDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    name: row.name,
    discount: row.discount,
    type: row.type as DiscountType,
    effective_time: row.effectiveTime,
    start_time: row.startTime?.toISOString() ?? null,
    end_time: row.endTime?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const discountId = (id: string) => parseId(id, RULE_MESSAGES.discountNotFound);

async function readDiscount(db: Executor, id: number): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw notFound(RULE_MESSAGES.discountNotFound);
  return toDiscount(row);
}

// Discounts are the platform's pricing: staff read them, sellers and suppliers do not.
async function staff(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!isStaff(viewer)) throw forbidden();
}

async function administrator(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canManageCatalogueRules(viewer)) throw forbidden();
}

/** The row to store: only the chosen type's fields, dates at the start of their UTC day. */
async function discountValues(input: DiscountInput) {
  const values = toDiscountInput(await validated(discountSchema, input));
  return {
    name: values.name,
    discount: values.discount,
    type: values.type,
    effectiveTime: values.effective_time,
    startTime: values.start_time ? new Date(values.start_time) : null,
    endTime: values.end_time ? new Date(values.end_time) : null,
  };
}

/** Resolvers of schema/discounts.graphql. */
export const discountsResolvers: Resolvers = {
  Query: {
    discounts: async (_parent, { filter }, ctx) => {
      await staff(ctx);
      const { limit, offset } = page(filter, DISCOUNT_PAGE_SIZE);
      const [total] = await ctx.db.select({ n: count() }).from(discounts);
      const rows = await ctx.db
        .select()
        .from(discounts)
        .orderBy(desc(discounts.id))
        .limit(limit)
        .offset(offset);
      return { count: total?.n ?? 0, hits: rows.map(toDiscount) };
    },
    discount: async (_parent, { id }, ctx) => {
      await staff(ctx);
      return readDiscount(ctx.db, discountId(id));
    },
    discountTypes: async (_parent, _args, ctx) => {
      await ctx.viewer();
      return DISCOUNT_TYPES.map((value) => ({ value, label: DISCOUNT_TYPE_LABELS[value] }));
    },
  },

  Mutation: {
    createDiscount: async (_parent, { input }, ctx) => {
      await administrator(ctx);
      const values = await discountValues(input);
      const [row] = await ctx.db
        .insert(discounts)
        .values({ ...values, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      if (!row) throw new Error('createDiscount: the new discount could not be read back');
      return toDiscount(row);
    },

    updateDiscount: async (_parent, { id, input }, ctx) => {
      await administrator(ctx);
      const key = discountId(id);
      await readDiscount(ctx.db, key);
      const values = await discountValues(input);
      const [row] = await ctx.db
        .update(discounts)
        .set({ ...values, updatedAt: ctx.now })
        .where(eq(discounts.id, key))
        .returning();
      if (!row) throw notFound(RULE_MESSAGES.discountNotFound);
      return toDiscount(row);
    },

    deleteDiscount: async (_parent, { id }, ctx) => {
      await administrator(ctx);
      const key = discountId(id);
      const deleted = await ctx.db
        .delete(discounts)
        .where(eq(discounts.id, key))
        .returning({ id: discounts.id });
      if (deleted.length === 0) throw notFound(RULE_MESSAGES.discountNotFound);
      return String(key);
    },
  },
};
