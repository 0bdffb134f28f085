import { MESSAGES } from '@podoffice/domain';
import { StatusPage, type BackToHomeProps } from '../NotFound/StatusPage';

export interface AccessDeniedProps extends BackToHomeProps {
  /** What the user reads under the heading. */
  message?: string;
}

/** The page shown when the user's roles do not allow the route ('Access denied'). */
export function AccessDenied({
  message = 'Sorry, you are not authorized to access this page.',
  ...back
}: AccessDeniedProps) {
  return <StatusPage code="403" heading={MESSAGES.accessDenied} message={message} {...back} />;
}
