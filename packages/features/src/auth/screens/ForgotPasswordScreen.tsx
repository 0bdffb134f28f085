import { useState } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useResetPasswordMutation } from '../api';
import { AuthPanel } from '../components/AuthPanel';
import { ForgotPasswordForm, type ForgotPasswordValues } from '../components/ForgotPasswordForm';

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

/** Forgot password: mails a reset link to the address and says so. */
export function ForgotPasswordScreen() {
  const [resetPassword] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async ({ email }: ForgotPasswordValues) => {
    setOutcome(null);
    const result = await resetPassword({ email });
    setOutcome(
      result.error
        ? { kind: 'error', message: errorMessage(result.error, MESSAGES.somethingWrong) }
        : { kind: 'success' },
    );
  };

  const status =
    outcome?.kind === 'success' ? (
      <Alert variant="success">{MESSAGES.forgotSuccess}</Alert>
    ) : outcome?.kind === 'error' ? (
      <Alert variant="error">{outcome.message}</Alert>
    ) : null;

  return (
    <AuthPanel
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm onSubmit={handleSubmit} status={status} />
    </AuthPanel>
  );
}
