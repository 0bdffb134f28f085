import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { accountsResolvers } from './accounts/resolvers';
import { balanceResolvers } from './balance/resolvers';
import type { Context } from './context';
import type { Resolvers } from './resolvers-types.generated';
import { sitesResolvers } from './sites/resolvers';
import { siteSettingsResolvers } from './siteSettings/resolvers';
import { levelsResolvers } from './levels/resolvers';
import { newsResolvers } from './news/resolvers';
import { categoriesResolvers } from './categories/resolvers';
import { attributesResolvers } from './attributes/resolvers';
import { policiesResolvers } from './policies/resolvers';
import { discountsResolvers } from './discounts/resolvers';
import { appSettingsResolvers } from './appSettings/resolvers';
import { filesResolvers } from './files/resolvers';
import { exportsResolvers } from './exports/resolvers';
import { jobsResolvers } from './jobs/resolvers';
import { logsResolvers } from './logs/resolvers';
import { searchResolvers } from './search/resolvers';
import { carriersResolvers } from './carriers/resolvers';
import { partnersResolvers } from './partners/resolvers';
import { productTypesResolvers } from './productTypes/resolvers';
import { ordersResolvers } from './orders/resolvers';
import { orderStatusChangeResolvers } from './orders/statusChanges';
import { orderEditResolvers } from './orders/edits';
import { customerResolvers } from './orders/customers';
import { orderTransferResolvers } from './orders/transfers';
import { orderDesignResolvers } from './orders/designs';
import { savedViewResolvers } from './orders/savedViews';
import { supplierDashboardResolvers } from './supplierDashboard/resolvers';
import { trackingsResolvers } from './trackings/resolvers';
import { dtfPushResolvers } from './dtfPush/resolvers';
import { externalOrdersResolvers } from './externalOrders/resolvers';
import { orderImportsResolvers } from './orderImports/resolvers';
import { productsResolvers } from './products/resolvers';

/** The contract: every .graphql file of packages/server/schema. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

const commonResolvers: Resolvers = {
  Query: { ping: () => true },
  Mutation: { _noop: () => null },
};

export function buildSchema() {
  return createSchema<Context>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      commonResolvers,
      accountsResolvers,
      sitesResolvers,
      balanceResolvers,
      siteSettingsResolvers,
      levelsResolvers,
      newsResolvers,
      categoriesResolvers,
      attributesResolvers,
      policiesResolvers,
      discountsResolvers,
      appSettingsResolvers,
      filesResolvers,
      exportsResolvers,
      jobsResolvers,
      logsResolvers,
      searchResolvers,
      carriersResolvers,
      partnersResolvers,
      productTypesResolvers,
      ordersResolvers,
      orderStatusChangeResolvers,
      orderEditResolvers,
      customerResolvers,
      orderTransferResolvers,
      orderDesignResolvers,
      savedViewResolvers,
      supplierDashboardResolvers,
      trackingsResolvers,
      dtfPushResolvers,
      externalOrdersResolvers,
      orderImportsResolvers,
      productsResolvers,
    ],
  });
}
