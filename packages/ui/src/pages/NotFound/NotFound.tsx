import { StatusPage, type BackToHomeProps } from './StatusPage';

export interface NotFoundProps extends BackToHomeProps {
  /** What the user reads under the 404. */
  message?: string;
}

/** The page for an unknown path, or an Administrator-only page seen by someone else. */
export function NotFound({
  message = 'Sorry, the page you visited does not exist.',
  ...back
}: NotFoundProps) {
  return <StatusPage code="404" message={message} {...back} />;
}
