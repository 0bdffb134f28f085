import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/appSettings.graphql. */
export const appSettingsResolvers: Resolvers = {};
