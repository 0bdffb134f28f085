import type { UserRole } from '@podoffice/domain';
import { fixtureToken, usersByRole } from '../shared/fixtures';
import type { AppPreloadedState } from '../store/store';

/** The store state of a signed-in fixture user of this role; no role means signed out. */
export function sessionFor(role: UserRole | undefined): AppPreloadedState {
  if (!role) return { session: {} };
  const user = usersByRole[role];
  return { session: { token: fixtureToken(user), expiredAt: null, user, storage: 'session' } };
}
