import { useEffect } from 'react';
import { useLogout } from '@podoffice/features';
import { LoadingPage } from '../LoadingPage';

/** /user/logout (spec 1 §4): clears the token and the cached answers, then goes to /login. */
export function LogoutPage() {
  const logout = useLogout();
  useEffect(() => logout(), [logout]);
  return <LoadingPage label="Signing out" />;
}
