import { useEffect } from 'react';
import { useLogout } from '@podoffice/features';
import { LoadingPage } from '../LoadingPage';

/**
 * /user/logout (spec 1 §4): the server revokes the session, then the token and the cached answers
 * are cleared and the user goes to /login.
 */
export function LogoutPage() {
  const logout = useLogout();
  useEffect(() => {
    void logout();
  }, [logout]);
  return <LoadingPage label="Signing out" />;
}
