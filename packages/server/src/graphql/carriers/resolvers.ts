import { eq } from 'drizzle-orm';
import {
  CARRIER_LIMITS,
  CARRIER_MESSAGES,
  canManageCarriers,
  carrierSchema,
  carrierStatusFor,
  type CarrierValues,
} from '@podoffice/domain';
import { carriers } from '../../db/schema';
import { page, parseId } from '../args';
import { clientError, forbidden, isUniqueViolation, notFound, validated } from '../errors';
import type { CarrierInput, Resolvers } from '../resolvers-types.generated';
import { carrierById, listCarriers } from './queries';

/** The fields the caller gave; null and omitted both mean "leave as it is". */
const givenFields = (input: CarrierInput) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

const columnsOf = (values: CarrierValues) => ({
  name: values.name,
  code: values.code,
  url: values.url,
  description: values.description || null,
  status: values.status,
});

/**
 * Runs a write that may give an active carrier a code another active one holds: the partial unique
 * index refuses it (no read before write, so two saves at once cannot both pass).
 */
async function withUniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw clientError(CARRIER_MESSAGES.codeTaken(code), 'CONFLICT');
    throw e;
  }
}

export const carriersResolvers: Resolvers = {
  Query: {
    carriers: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const { limit, offset } = page(filter, CARRIER_LIMITS.pageSize, CARRIER_LIMITS.listMax);
      return listCarriers(ctx.db, {
        status: carrierStatusFor(viewer, filter?.status),
        limit,
        offset,
      });
    },
  },

  Mutation: {
    createCarrier: async (_parent, { input }, ctx) => {
      if (!canManageCarriers(await ctx.viewer())) throw forbidden();
      const values = await validated(carrierSchema, givenFields(input));
      const [created] = await withUniqueCode(values.code, () =>
        ctx.db
          .insert(carriers)
          .values({ ...columnsOf(values), createdAt: ctx.now, updatedAt: ctx.now })
          .returning({ id: carriers.id }),
      );
      const carrier = created && (await carrierById(ctx.db, created.id));
      if (!carrier) throw new Error('createCarrier: the new carrier could not be read back');
      return carrier;
    },

    // Also the screen's Delete: { status: false } (spec 2 §4, no deleteCarrier in §7).
    updateCarrier: async (_parent, { id: rawId, input }, ctx) => {
      if (!canManageCarriers(await ctx.viewer())) throw forbidden();
      const id = parseId(rawId, CARRIER_MESSAGES.notFound);
      const current = await carrierById(ctx.db, id);
      if (!current) throw notFound(CARRIER_MESSAGES.notFound);
      const values = await validated(carrierSchema, {
        name: current.name,
        code: current.code,
        url: current.url,
        description: current.description ?? '',
        status: current.status,
        ...givenFields(input),
      });
      await withUniqueCode(values.code, () =>
        ctx.db
          .update(carriers)
          .set({ ...columnsOf(values), updatedAt: ctx.now })
          .where(eq(carriers.id, id)),
      );
      const carrier = await carrierById(ctx.db, id);
      if (!carrier) throw notFound(CARRIER_MESSAGES.notFound);
      return carrier;
    },
  },
};
