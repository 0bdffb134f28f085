import { useCallback, useState } from 'react';
import {
  FETCH_ORDER_MESSAGES as F,
  MESSAGES,
  canFetchOrdersOf,
  isShopPlatform,
} from '@podoffice/domain';
import { Button, FetchOrdersDrawer } from '@podoffice/ui';
import { baseApi, errorMessage } from '../../api/baseApi';
import { silenceErrorToasts } from '../../api/errorPolicy';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useJobProgress } from '../jobs/useJobProgress';
import { api } from './FetchOrders.generated';

// The button's state says why it is off; a failed read of the site needs no toast.
silenceErrorToasts('FetchOrdersSite');

const { useFetchOrdersSiteQuery, useFetchMultipleOrdersMutation } = api;

export interface FetchOrdersButtonProps {
  /** The current site; none: the button is disabled (External Orders) or absent. */
  siteId: string | null;
  /**
   * Internal Orders: hidden for an offline site (an API or import site, or one not connected);
   * otherwise it shows, disabled, with why.
   */
  hideWhenOffline?: boolean;
}

/**
 * Fetch Orders (fetchMultipleOrders) for the current site: the button, the
 * drawer, and the job it starts; when the job ends the orders and external orders are read again
 * and a toast says what it brought (the drawer keeps it too).
 */
export function FetchOrdersButton({ siteId, hideWhenOffline = false }: FetchOrdersButtonProps) {
  const dispatch = useAppDispatch();
  const site = useFetchOrdersSiteQuery({ id: siteId ?? '' }, { skip: !siteId }).currentData
    ?.siteById;
  const fetchable =
    !!site && isShopPlatform(site.platform) && canFetchOrdersOf(site) && site.verified;
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [fetchOrders, fetching] = useFetchMultipleOrdersMutation();

  const onEnd = useCallback(
    (job: { status: string; error?: string | null; result?: string | null }) => {
      dispatch(baseApi.util.invalidateTags(['ExternalOrder', 'Order', 'Dashboard']));
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

  if (hideWhenOffline && !fetchable) return null;
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={!fetchable}
        title={
          fetchable
            ? undefined
            : siteId
              ? 'This site has no connected shop'
              : 'Choose a site in the title bar first'
        }
      >
        Fetch Orders
      </Button>
      {site && fetchable ? (
        <FetchOrdersDrawer
          open={open}
          onClose={() => setOpen(false)}
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
      ) : null}
    </>
  );
}
