import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/categories.graphql. */
export const categoriesResolvers: Resolvers = {};
