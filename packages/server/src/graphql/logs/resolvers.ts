import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/logs.graphql. */
export const logsResolvers: Resolvers = {};
