import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/files.graphql. */
export const filesResolvers: Resolvers = {};
