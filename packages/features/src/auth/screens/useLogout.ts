import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { signedOut } from '../../store/session';

/** Returns a function that signs out: forgets the token and every cached answer, then goes to /login. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
