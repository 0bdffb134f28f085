import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/attributes.graphql. */
export const attributesResolvers: Resolvers = {};
