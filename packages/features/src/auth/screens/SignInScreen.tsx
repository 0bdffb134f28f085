import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginValues } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { signedIn } from '../../store/session';
import { useLoginMutation } from '../api';
import { AuthPanel } from '../components/AuthPanel';
import { SignInForm } from '../components/SignInForm';
import { destinationAfterSignIn } from '@podoffice/domain';

/** Sign in (/ and /login): stores the session and goes where the user was headed, else by role. */
export function SignInScreen() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async ({ email, password, remember }: LoginValues) => {
    setError(null);
    const result = await login({ email, password });
    if (result.error || !result.data) {
      setError(errorMessage(result.error, 'Sign in failed'));
      return;
    }
    const { token, expired_at, user } = result.data.login;
    dispatch(signedIn({ token, expiredAt: expired_at, user, remember }));
    navigate(destinationAfterSignIn(location.state, user), { replace: true });
  };

  return (
    <AuthPanel title="Sign in" subtitle="Welcome back to POD Office.">
      <SignInForm
        onSubmit={handleSubmit}
        status={error && <Alert variant="error">{error}</Alert>}
      />
    </AuthPanel>
  );
}
