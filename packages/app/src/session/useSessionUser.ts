import { selectCurrentUser, selectToken, useAppSelector } from '@podoffice/features';

/** The signed-in user, or null when there is no token (or its user has not loaded yet). */
export function useSessionUser() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  return token ? user : null;
}
