import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/exports.graphql. */
export const exportsResolvers: Resolvers = {};
