import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/siteSettings.graphql. */
export const siteSettingsResolvers: Resolvers = {};
