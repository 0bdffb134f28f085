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
