import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { signedOut } from '../../store/session';
import { authApi } from '../api';

// Signing out must not hang on an unreachable server: the local session ends regardless.
const SERVER_LOGOUT_WAIT_MS = 3000;

/**
 * Returns a function that signs out: asks the server to revoke the session (every device of the
 * user), then forgets the token and every cached answer and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Signed out already (an old tab), the server refuses; the local session ends either way.
    const request = dispatch(authApi.endpoints.Logout.initiate());
    await Promise.race([
      request,
      new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS)),
    ]);
    request.reset();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
