import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useResetPasswordByTokenMutation } from '../api';
import { AuthPanel } from '../components/AuthPanel';
import { ResetPasswordForm, type ResetPasswordValues } from '../components/ResetPasswordForm';

/** Reset password by token (?token= from the mailed link): sets the new password, then /login. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [resetPasswordByToken] = useResetPasswordByTokenMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (token: string, { pass }: ResetPasswordValues) => {
    setError(null);
    const result = await resetPasswordByToken({ token, pass });
    if (result.error) {
      setError(errorMessage(result.error, MESSAGES.somethingWrong));
      return;
    }
    dispatch(notify({ type: 'success', message: MESSAGES.passwordUpdated }));
    navigate('/login', { replace: true });
  };

  if (!token) {
    return (
      <AuthPanel title="Reset password">
        <Alert variant="error" action={<Link to="/forgot-password">Ask for a new link</Link>}>
          {SERVER_MESSAGES.invalidToken}
        </Alert>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title="Reset password" subtitle="Choose a new password for your account.">
      <ResetPasswordForm
        onSubmit={(values) => handleSubmit(token, values)}
        status={error && <Alert variant="error">{error}</Alert>}
      />
    </AuthPanel>
  );
}
