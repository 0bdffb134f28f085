import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/news.graphql. */
export const newsResolvers: Resolvers = {};
