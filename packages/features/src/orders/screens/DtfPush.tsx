import { useCallback, useState } from 'react';
import {
  DTF_MESSAGES,
  dtfPushError,
  dtfPushGroups,
  orderActorOf,
  type DtfOrderMapping,
  type DtfPushResult,
} from '@podoffice/domain';
import { Alert, Button, JobProgress } from '@podoffice/ui';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  invalidateOrderList,
  useDtfPushAllOrderReadyMutation,
  useDtfPushOrderMutation,
  type OrderRowFieldsFragment,
} from '../api';
import { ExportProgress } from './OrdersScreen.styles';
import { DtfResults } from './DtfPush.styles';

export interface DtfPushProps {
  /** The selected orders of the page. */
  selected: readonly OrderRowFieldsFragment[];
  /** The mappings saved in this page (DTF data mapping), by order id. */
  mappings: Readonly<Record<string, DtfOrderMapping>>;
  /** The push has ended: the pushed orders' mappings and the selection are done with. */
  onPushed: (orderIds: readonly string[]) => void;
}

/**
 * Push DTF: the selected orders with their mappings, checked by the push rules
 * before anything is sent, pushed by a job that the page follows; its result says per order number
 * 'Order #{origin_number} {message}' in success or error style, and the list reloads. The partner
 * supplier's account with nothing selected pushes all its ready orders.
 */
export function DtfPush({ selected, mappings, onPushed }: DtfPushProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const partner = user ? orderActorOf(user).isDtfPartner : false;
  const [jobId, setJobId] = useState<string | null>(null);
  const [sent, setSent] = useState<readonly string[]>([]);
  const [results, setResults] = useState<DtfPushResult[]>([]);
  const [pushOrders, pushing] = useDtfPushOrderMutation();
  const [pushAll, pushingAll] = useDtfPushAllOrderReadyMutation();

  const onEnd = useCallback(
    (job: { status: string; error?: string | null; result?: string | null }) => {
      dispatch(invalidateOrderList());
      if (job.status !== 'done') {
        dispatch(notify({ type: 'error', message: job.error ?? 'The push failed' }));
        return;
      }
      const list = (JSON.parse(job.result ?? '{}') as { results?: DtfPushResult[] }).results ?? [];
      setResults(list);
      if (list.length === 0) dispatch(notify({ type: 'info', message: DTF_MESSAGES.nothingReady }));
      onPushed(sent);
    },
    [dispatch, onPushed, sent],
  );
  const progress = useJobProgress(jobId, onEnd);

  const push = async () => {
    setResults([]);
    if (selected.length === 0 && partner) {
      const started = await pushAll();
      if (!started.data) return;
      dispatch(notify({ type: 'info', message: DTF_MESSAGES.pushAllStarted }));
      setSent([]);
      setJobId(started.data.dtfPushAllOrderReady.id);
      return;
    }
    const orders = selected.map((o) => ({
      id: o.id,
      supplier_id: o.supplier?.id ?? null,
      origin_number: o.origin_number ?? null,
    }));
    const chosen = Object.values(mappings);
    const refusal = dtfPushError(orders, chosen);
    if (refusal) {
      dispatch(notify({ type: 'error', message: refusal }));
      return;
    }
    const started = await pushOrders({ input: { groups: dtfPushGroups(orders, chosen) } });
    // A refusal of the server is the global toast's (§8: the first item of the errors).
    if (!started.data) return;
    setSent(orders.map((o) => o.id));
    setJobId(started.data.dtfPushOrder.id);
  };

  const underWay = progress?.status === 'queued' || progress?.status === 'running';
  return (
    <>
      <Button
        onClick={() => void push()}
        loading={pushing.isLoading || pushingAll.isLoading}
        disabled={underWay}
      >
        Push DTF
      </Button>
      {progress && (
        <ExportProgress>
          <JobProgress title="Pushing to Color Ecommerce" {...progress} />
        </ExportProgress>
      )}
      {results.length > 0 && (
        <DtfResults aria-label="Push DTF results">
          {results.map((r) => (
            <li key={`${r.origin_number}:${r.message}`}>
              <Alert variant={r.success ? 'success' : 'error'}>
                {DTF_MESSAGES.result(r.origin_number, r.message)}
              </Alert>
            </li>
          ))}
        </DtfResults>
      )}
    </>
  );
}
