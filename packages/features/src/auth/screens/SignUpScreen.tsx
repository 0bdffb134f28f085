import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, registerInputSchema, type RegisterValues } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useRegisterMutation } from '../api';
import { AuthPanel } from '../components/AuthPanel';
import { SignUpForm } from '../components/SignUpForm';

/** The welcome message stays this long before the page moves on to sign in. */
export const REGISTER_SUCCESS_MS = 5000;

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

/** Sign up (/register): creates the account, shows the welcome message for 5 seconds, then /login. */
export function SignUpScreen() {
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => navigate('/login'), REGISTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const handleSubmit = async (values: RegisterValues) => {
    setOutcome(null);
    const result = await register({
      input: registerInputSchema.cast(values, { stripUnknown: true }),
    });
    setOutcome(
      result.data?.register
        ? { kind: 'success' }
        : { kind: 'error', message: errorMessage(result.error, MESSAGES.registerError) },
    );
  };

  const status =
    outcome?.kind === 'success' ? (
      <Alert variant="success">{MESSAGES.registerSuccess}</Alert>
    ) : outcome?.kind === 'error' ? (
      <Alert variant="error">{outcome.message}</Alert>
    ) : null;

  return (
    <AuthPanel title="Sign up" subtitle="Create a seller account.">
      <SignUpForm onSubmit={handleSubmit} status={status} disabled={outcome?.kind === 'success'} />
    </AuthPanel>
  );
}
