import { MESSAGES } from '@podoffice/domain';
import { Alert, Spinner } from '@podoffice/ui';
import { Waiting } from './ActivationResult.styles';

/** Where an account activation stands. */
export type ActivationState = 'verifying' | 'success' | 'failure';

export interface ActivationResultProps {
  /** Verifying while the call runs, then its outcome. */
  state: ActivationState;
  /** The server's message when the activation failed. */
  message?: string;
}

/** The outcome of following the activation link: 'Verify successfilly!' or the server's message. */
export function ActivationResult({ state, message }: ActivationResultProps) {
  if (state === 'verifying') {
    return (
      <Waiting>
        <Spinner label="Verifying your account" />
        <span>Verifying your account…</span>
      </Waiting>
    );
  }
  return (
    <Alert
      variant={state === 'success' ? 'success' : 'error'}
      title={state === 'success' ? MESSAGES.verifySuccess : message}
    >
      Taking you to the sign-in page.
    </Alert>
  );
}
