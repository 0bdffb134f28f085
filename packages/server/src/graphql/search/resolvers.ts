import { SEARCH_LIMITS, searchText } from '@podoffice/domain';
import { likePattern } from '../args';
import { badInput } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { SEARCH_SECTIONS } from './sections';

/** Server text for a limit outside 1 to 10. */
export const SEARCH_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SEARCH_LIMITS.perKindMax}`;

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { text, limit }, ctx) => {
      const viewer = await ctx.viewer();
      const perKind = limit ?? SEARCH_LIMITS.perKindDefault;
      if (!Number.isInteger(perKind) || perKind < 1 || perKind > SEARCH_LIMITS.perKindMax) {
        throw badInput(SEARCH_LIMIT_MESSAGE);
      }
      // likePattern refuses text over 100 characters with the API's usual message.
      const pattern = likePattern(text);
      if (!pattern || !searchText(text)) return [];
      const sections = await Promise.all(
        SEARCH_SECTIONS.map((section) => section.find(ctx.db, viewer, pattern, perKind)),
      );
      return sections.flat();
    },
  },
};
