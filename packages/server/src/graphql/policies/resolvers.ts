import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/policies.graphql. */
export const policiesResolvers: Resolvers = {};
