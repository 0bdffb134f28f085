import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { errorMessage } from '../../api/baseApi';
import { useAccountActivationMutation } from '../api';
import { ActivationResult, type ActivationState } from '../components/ActivationResult';
import { AuthPanel } from '../components/AuthPanel';

/** The activation page moves on to sign in this long after the answer. */
export const ACTIVATION_REDIRECT_MS = 1000;

/** Account activation (/verify/:token): activates on load, shows the result, then /login either way. */
export function AccountActivationScreen() {
  const { token = '' } = useParams<{ token: string }>();
  const [activate] = useAccountActivationMutation();
  const navigate = useNavigate();
  const [state, setState] = useState<ActivationState>('verifying');
  const [message, setMessage] = useState<string>();
  // The link activates once, even when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activate({ token }).then((result) => {
      if (result.data?.accountActivation) {
        setState('success');
      } else {
        setMessage(errorMessage(result.error, SERVER_MESSAGES.invalidToken));
        setState('failure');
      }
    });
  }, [activate, token]);

  // The address this page was opened at: a user who went elsewhere before the redirect stays there.
  // The router may keep this page shown while the next one loads (a transition), so its own
  // location still says /verify; the address bar does not (the e2e route walk saw /reset-password
  // replaced by /login).
  const openedAt = useRef(window.location.href);
  useEffect(() => {
    if (state === 'verifying') return;
    const timer = setTimeout(() => {
      if (window.location.href === openedAt.current) navigate('/login', { replace: true });
    }, ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <AuthPanel title="Account activation">
      <ActivationResult state={state} message={message} />
    </AuthPanel>
  );
}
