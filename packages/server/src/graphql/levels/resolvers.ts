import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/levels.graphql. */
export const levelsResolvers: Resolvers = {};
