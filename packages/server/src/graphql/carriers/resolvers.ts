import { hasRole } from '@podoffice/domain';
import { forbidden } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/carriers.graphql. */
export const carriersResolvers: Resolvers = {
  Query: {
    carriers: async (_parent, _args, ctx) => {
      if (!hasRole(await ctx.viewer(), 'Administrator')) throw forbidden();
      // No entries until the area has its table (a drizzle migration in src/db/schema.ts).
      return [];
    },
  },
};
