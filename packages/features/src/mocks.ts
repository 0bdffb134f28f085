// The ./mocks entry: fixtures and MSW handlers for stories, tests and embedders' own mocks.
export { apiLink, graphqlError, neverResolves } from './shared/msw';
export {
  FIXTURE_PASSWORD,
  fixtureToken,
  makeUser,
  userOfRequest,
  usersByRole,
  type UserFixture,
} from './shared/fixtures';
export { authFailure, authHandlers, authLoading, meAs, userByEmail } from './auth/mocks';
export {
  balanceFailure,
  balanceHandlers,
  balanceLoading,
  balanceSellers,
  balanceSites,
  balanceTotals,
  emptyBalanceHandlers,
  makeBalanceEntries,
  makeBalanceEntry,
  queryBalances,
  type BalanceEntryFixture,
  type BalanceSiteFixture,
} from './balance/mocks';
export * from './users/mocks';
export * from './profile/mocks';
export * from './sites/mocks';
export * from './siteSettings/mocks';
export * from './levels/mocks';
export * from './news/mocks';
export * from './categories/mocks';
export * from './attributes/mocks';
export * from './discounts/mocks';
export * from './policies/mocks';
export * from './appSettings/mocks';
export * from './exports/mocks';
export * from './logs/mocks';
export * from './search/mocks';
export * from './carriers/mocks';
export * from './customers/mocks';
export * from './dashboard/mocks';
export * from './catalog/mocks';
export * from './productTypes/mocks';
export * from './productTypes/formMocks';
export * from './orders/mocks';
export * from './orders/apiOrderMocks';
export * from './orders/trackingMocks';
export * from './orders/designMocks';
export * from './externalOrders/mocks';
export * from './orderImports/mocks';
export * from './products/mocks';
export * from './products/mappingMocks';
