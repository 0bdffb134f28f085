import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ATTRIBUTE_PAGE_SIZE,
  ATTRIBUTE_TERM_PAGE_SIZE,
  MESSAGES,
  RULE_LIMITS,
  RULE_MESSAGES,
  attributeSchema,
  attributeTermSchema,
  canManageCatalogueRules,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { attributeTerms, attributes } from '../../db/schema';
import { MAX_PAGE_SIZE, page, parseId, rowIdOf } from '../args';
import type { Context } from '../context';
import {
  badInput,
  clientError,
  forbidden,
  isUniqueViolation,
  notFound,
  validated,
} from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { attributeById, attributeTermById, listAttributeTerms, listAttributes } from './queries';

async function administrator(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canManageCatalogueRules(viewer)) throw forbidden();
  return viewer;
}

const attributeId = (id: string) => parseId(id, RULE_MESSAGES.attributeNotFound);
const termId = (id: string) => parseId(id, RULE_MESSAGES.attributeTermNotFound);
const exists = () => clientError(RULE_MESSAGES.attributeExists, 'CONFLICT');

/** The size rule reads names case-insensitively, so two names differing in case are one attribute. */
async function refuseTakenName(db: Executor, name: string, except?: number) {
  const [taken] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(
      and(
        sql`lower(${attributes.name}) = lower(${name})`,
        except === undefined ? undefined : ne(attributes.id, except),
      ),
    );
  if (taken) throw exists();
}

/** A write the unique index may still refuse when two administrators race for one name. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** The attribute name for the term schema's sku rule, or undefined for an id that is no attribute. */
async function attributeNameById(db: Executor, id: string): Promise<string | undefined> {
  const rowId = rowIdOf(id);
  if (rowId === null) return undefined;
  const [row] = await db
    .select({ name: attributes.name })
    .from(attributes)
    .where(eq(attributes.id, rowId));
  return row?.name;
}

async function readAttribute(db: Executor, id: number) {
  const attribute = await attributeById(db, id);
  if (!attribute) throw notFound(RULE_MESSAGES.attributeNotFound);
  return attribute;
}

async function readTerm(db: Executor, id: number) {
  const term = await attributeTermById(db, id);
  if (!term) throw notFound(RULE_MESSAGES.attributeTermNotFound);
  return term;
}

/** Resolvers of schema/attributes.graphql. */
export const attributesResolvers: Resolvers = {
  Query: {
    getAttributes: async (_parent, args, ctx) => {
      await ctx.viewer();
      const { limit, offset } = page(args, ATTRIBUTE_PAGE_SIZE);
      return listAttributes(ctx.db, limit, offset);
    },
    getAttributeById: async (_parent, { id }, ctx) => {
      await ctx.viewer();
      return readAttribute(ctx.db, attributeId(id));
    },
    getAttributeTerms: async (_parent, args, ctx) => {
      await ctx.viewer();
      const { limit, offset } = page(args, ATTRIBUTE_TERM_PAGE_SIZE);
      return listAttributeTerms(ctx.db, {
        attributeId: args.attribute_id ? attributeId(args.attribute_id) : undefined,
        limit,
        offset,
      });
    },
    getAttributeTermById: async (_parent, { id }, ctx) => {
      await ctx.viewer();
      return readTerm(ctx.db, termId(id));
    },
    getAttributeTermByAttributeName: async (_parent, args, ctx) => {
      await ctx.viewer();
      // A picker wants every option of its attribute, so all of them unless fewer are asked.
      const { limit, offset } = page(args, MAX_PAGE_SIZE);
      const name = args.attribute_name.trim();
      // Longer than any attribute's name, or blank: no attribute has it (and no query is run).
      if (name === '' || name.length > RULE_LIMITS.nameMax) {
        throw notFound(RULE_MESSAGES.attributeNotFound);
      }
      const [attribute] = await ctx.db
        .select({ id: attributes.id })
        .from(attributes)
        .where(sql`lower(${attributes.name}) = lower(${name})`);
      if (!attribute) throw notFound(RULE_MESSAGES.attributeNotFound);
      return listAttributeTerms(ctx.db, { attributeId: attribute.id, limit, offset });
    },
  },

  Mutation: {
    createAttribute: async (_parent, { input }, ctx) => {
      await administrator(ctx);
      const { name } = await validated(attributeSchema, input);
      await refuseTakenName(ctx.db, name);
      const [created] = await uniqueName(() =>
        ctx.db
          .insert(attributes)
          .values({ name, createdAt: ctx.now })
          .returning({ id: attributes.id }),
      );
      if (!created) throw new Error('createAttribute: the new attribute could not be read back');
      return readAttribute(ctx.db, created.id);
    },

    updateAttribute: async (_parent, { id, input }, ctx) => {
      await administrator(ctx);
      const key = attributeId(id);
      await readAttribute(ctx.db, key);
      const { name } = await validated(attributeSchema, input);
      await refuseTakenName(ctx.db, name, key);
      // Renaming to or from size changes the sku limit of its terms; existing skus stay as they
      // were and the new limit applies from their next edit.
      await uniqueName(() => ctx.db.update(attributes).set({ name }).where(eq(attributes.id, key)));
      return readAttribute(ctx.db, key);
    },

    deleteAttribute: async (_parent, { ids }, ctx) => {
      await administrator(ctx);
      if (ids.length === 0) throw badInput(MESSAGES.noAttributeSelected);
      const keys = [...new Set(ids.map(attributeId))];
      return ctx.db.transaction(async (tx) => {
        const deleted = await tx
          .delete(attributes)
          .where(inArray(attributes.id, keys))
          .returning({ id: attributes.id });
        // All or none: one missing id undoes the others, so a stale selection deletes nothing.
        if (deleted.length !== keys.length) throw notFound(RULE_MESSAGES.attributeNotFound);
        return deleted.map((row) => String(row.id));
      });
    },

    createAttributeTerm: async (_parent, { input }, ctx) => {
      await administrator(ctx);
      const name = await attributeNameById(ctx.db, input.attribute_id);
      const schema = attributeTermSchema((id) => (id === input.attribute_id ? name : undefined));
      const values = await validated(schema, input);
      const [created] = await ctx.db
        .insert(attributeTerms)
        .values({
          attributeId: Number(values.attribute_id),
          optionName: values.option_name,
          sku: values.sku,
          createdAt: ctx.now,
        })
        .returning({ id: attributeTerms.id });
      if (!created) throw new Error('createAttributeTerm: the new term could not be read back');
      return readTerm(ctx.db, created.id);
    },

    updateAttributeTerm: async (_parent, { id, input }, ctx) => {
      await administrator(ctx);
      const key = termId(id);
      const term = await readTerm(ctx.db, key);
      const attribute = String(term.attribute_id);
      const schema = attributeTermSchema((candidate) =>
        candidate === attribute ? term.attribute.name : undefined,
      );
      const values = await validated(schema, { ...input, attribute_id: attribute });
      await ctx.db
        .update(attributeTerms)
        .set({ optionName: values.option_name, sku: values.sku })
        .where(eq(attributeTerms.id, key));
      return readTerm(ctx.db, key);
    },

    deleteAttributeTerm: async (_parent, { id }, ctx) => {
      await administrator(ctx);
      const key = termId(id);
      const deleted = await ctx.db
        .delete(attributeTerms)
        .where(eq(attributeTerms.id, key))
        .returning({ id: attributeTerms.id });
      if (deleted.length === 0) throw notFound(RULE_MESSAGES.attributeTermNotFound);
      return String(key);
    },
  },
};
