import { useEffect } from 'react';
import { PRODUCT_TYPE_MESSAGES } from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';

/**
 * A failed category or supplier load says 'Something wrong!' once; the list still
 * works without that picker.
 */
export function useLoadFailureNotice(failed: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (failed) dispatch(notify({ type: 'error', message: PRODUCT_TYPE_MESSAGES.somethingWrong }));
  }, [failed, dispatch]);
}
