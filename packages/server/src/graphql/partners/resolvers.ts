import { eq } from 'drizzle-orm';
import { canReadPartnerCatalogs } from '@podoffice/domain';
import { partnerFulfillments } from '../../db/schema';
import { PartnerError, partnersOf } from '../../partners';
import { parseId } from '../args';
import { badInput, clientError, forbidden, notFound } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';

/** Server texts of partnerCatalogs. */
export const PARTNER_MESSAGES = {
  notFound: 'Partner fulfillment not found',
  noCredentials: (name: string) =>
    `The partner fulfillment ${name} has no domain, API key or API signature: fill them in on its supplier's account`,
} as const;

export const partnersResolvers: Resolvers = {
  Query: {
    partnerCatalogs: async (_parent, args, ctx) => {
      if (!canReadPartnerCatalogs(await ctx.viewer())) throw forbidden();
      const id = parseId(args.PartnerFulfillmentID, PARTNER_MESSAGES.notFound);
      const [row] = await ctx.db
        .select()
        .from(partnerFulfillments)
        .where(eq(partnerFulfillments.id, id));
      if (!row) throw notFound(PARTNER_MESSAGES.notFound);
      const name = row.name.trim() || `#${row.id}`;
      if (!row.domain.trim() || !row.apiKey.trim() || !row.apiSignature.trim()) {
        throw badInput(PARTNER_MESSAGES.noCredentials(name));
      }
      try {
        // The client bounds the list (25 pages of 200), so the answer is bounded too.
        const hits = await partnersOf(ctx.services).printTypes({
          id: row.id,
          name,
          domain: row.domain.trim(),
          apiKey: row.apiKey.trim(),
          apiSignature: row.apiSignature.trim(),
        });
        return { count: hits.length, hits };
      } catch (e) {
        if (e instanceof PartnerError) throw clientError(e.message, 'BAD_GATEWAY');
        throw e;
      }
    },
  },
};
