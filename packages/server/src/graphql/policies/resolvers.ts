import { asc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  POLICY_TYPES,
  RULE_MESSAGES,
  canManageCatalogueRules,
  policySchema,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { policies } from '../../db/schema';
import { sanitizeIfHtml } from '../../html/sanitizeHtml';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound, validated } from '../errors';
import type { Policy, PolicyInput, Resolvers } from '../resolvers-types.generated';

type PolicyRow = typeof policies.$inferSelect;

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    sorting: row.sorting,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const policyId = (id: string) => parseId(id, RULE_MESSAGES.policyNotFound);

async function readPolicy(db: Executor, id: number): Promise<Policy> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  if (!row) throw notFound(RULE_MESSAGES.policyNotFound);
  return toPolicy(row);
}

async function administrator(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canManageCatalogueRules(viewer)) throw forbidden();
}

/**
 * The form's defaults (type guideline, sorting 1) fill what the caller left out. An HTML
 * description is stored sanitised, checked again once sanitised (it may have grown).
 */
async function policyValues(input: PolicyInput) {
  const given = await validated(policySchema, {
    title: input.title,
    description: input.description ?? '',
    type: input.type ?? 1,
    sorting: input.sorting ?? 1,
  });
  const values = await validated(policySchema, {
    ...given,
    description: await sanitizeIfHtml(given.description),
  });
  return {
    title: values.title,
    description: values.description || null,
    type: values.type,
    sorting: values.sorting,
  };
}

/** Resolvers of schema/policies.graphql. */
export const policiesResolvers: Resolvers = {
  Query: {
    policies: async (_parent, { filter }, ctx) => {
      await ctx.viewer();
      const type = filter?.type ?? undefined;
      if (type !== undefined && !(POLICY_TYPES as readonly number[]).includes(type)) {
        throw badInput(MESSAGES.policyTypeRequired);
      }
      const rows = await ctx.db
        .select()
        .from(policies)
        .where(type === undefined ? undefined : eq(policies.type, type))
        .orderBy(asc(policies.sorting), asc(policies.id));
      return rows.map(toPolicy);
    },
    policyById: async (_parent, { id }, ctx) => {
      await ctx.viewer();
      return readPolicy(ctx.db, policyId(id));
    },
  },

  Mutation: {
    createPolicy: async (_parent, { input }, ctx) => {
      await administrator(ctx);
      const values = await policyValues(input);
      const [row] = await ctx.db
        .insert(policies)
        .values({ ...values, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      if (!row) throw new Error('createPolicy: the new entry could not be read back');
      return toPolicy(row);
    },

    updatePolicy: async (_parent, { id, input }, ctx) => {
      await administrator(ctx);
      const key = policyId(id);
      await readPolicy(ctx.db, key);
      const values = await policyValues(input);
      const [row] = await ctx.db
        .update(policies)
        .set({ ...values, updatedAt: ctx.now })
        .where(eq(policies.id, key))
        .returning();
      if (!row) throw notFound(RULE_MESSAGES.policyNotFound);
      return toPolicy(row);
    },

    deletePolicy: async (_parent, { id }, ctx) => {
      await administrator(ctx);
      const key = policyId(id);
      const deleted = await ctx.db
        .delete(policies)
        .where(eq(policies.id, key))
        .returning({ id: policies.id });
      if (deleted.length === 0) throw notFound(RULE_MESSAGES.policyNotFound);
      return String(key);
    },
  },
};
