import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/discounts.graphql. */
export const discountsResolvers: Resolvers = {};
