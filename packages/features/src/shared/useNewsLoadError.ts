import { useEffect } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { errorMessage } from '../api/baseApi';
import { useAppDispatch } from '../store/hooks';
import { notify } from '../store/notifications';

/**
| * On the news screens and the supplier dashboard, a failed news load shows a notification headed 'ERROR' with the server's message;
 * each new failure (a retry that fails again) shows it again.
 */
export function useNewsLoadError(error: unknown): string | null {
  const dispatch = useAppDispatch();
  const message = error ? errorMessage(error, MESSAGES.somethingWrong) : null;
  useEffect(() => {
    if (!error) return;
    dispatch(
      notify({
        type: 'error',
        variant: 'notification',
        title: MESSAGES.newsLoadError,
        message: errorMessage(error, MESSAGES.somethingWrong),
      }),
    );
  }, [dispatch, error]);
  return message;
}
