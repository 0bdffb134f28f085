import { useCallback, useState } from 'react';
import { FETCH_ORDER_MESSAGES as F, MESSAGES } from '@podoffice/domain';
import { FetchOrdersDrawer } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { invalidateExternalOrders, useFetchMultipleOrdersMutation } from '../api';

export interface FetchOrdersHostProps {
  open: boolean;
  onClose: () => void;
  site: { id: string; title: string; platform: string };
}

/**
 * Fetch Orders wired to the API (§7 fetchMultipleOrders): the drawer's request starts the job,
 * its progress shows in the drawer, and when it ends the lists are read again and a toast says
 * what it brought (the drawer keeps it too).
 */
export function FetchOrdersHost({ open, onClose, site }: FetchOrdersHostProps) {
  const dispatch = useAppDispatch();
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [fetchOrders, fetching] = useFetchMultipleOrdersMutation();

  const onEnd = useCallback(
    (job: { status: string; error?: string | null; result?: string | null }) => {
      dispatch(invalidateExternalOrders());
      if (job.status !== 'done') {
        dispatch(notify({ type: 'error', message: job.error ?? MESSAGES.somethingWrong }));
        return;
      }
      const message = (JSON.parse(job.result ?? '{}') as { message?: string }).message ?? null;
      setResult(message);
      if (message) dispatch(notify({ type: 'success', message }));
    },
    [dispatch],
  );
  const progress = useJobProgress(jobId, onEnd);

  return (
    <FetchOrdersDrawer
      open={open}
      onClose={onClose}
      site={site}
      submitting={fetching.isLoading}
      submitError={
        fetching.isError ? errorMessage(fetching.error, MESSAGES.somethingWrong) : undefined
      }
      progress={progress}
      result={result}
      onSubmit={({ orderIds, from, to }) => {
        setResult(null);
        void fetchOrders({
          site_id: site.id,
          order_ids: orderIds,
          range_time: from && to ? { from, to } : null,
        }).then((started) => {
          if (!started.data) return;
          dispatch(notify({ type: 'info', message: F.started }));
          setJobId(started.data.fetchMultipleOrders.id);
        });
      }}
    />
  );
}
