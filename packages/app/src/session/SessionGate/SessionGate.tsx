import type { ReactNode } from 'react';
import { selectCurrentUser, selectToken, useAppSelector, useMeQuery } from '@podoffice/features';
import { LoadingPage } from '../../pages/LoadingPage';

export interface SessionGateProps {
  /** The app, rendered once the session has settled. */
  children: ReactNode;
}

/**
 * Holds the app back while a stored token's user loads (spec 1 §1: the app finishes initialising
 * before screens render). A failed me clears the token in the session slice, so the guards then
 * send the user to /login.
 */
export function SessionGate({ children }: SessionGateProps) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const loading = token !== null && user === null;
  useMeQuery(undefined, { skip: !loading });
  if (loading) return <LoadingPage fullPage label="Starting POD Office" />;
  return <>{children}</>;
}
