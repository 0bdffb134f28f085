import { useCallback, useId, useState } from 'react';
import { orderExportAvailability, orderExportCall, type OrderStatus } from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { OrderFilter } from '../../api/types.generated';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useExportOrdersMutation, useSupplierExportOrderMutation } from '../api';
import { ExportBar, ExportProgress, ExportReason } from './OrdersScreen.styles';

/** Spec 2 §8: the export's success, once its job has mailed the link. */
export const ORDER_EXPORT_DONE = 'Export orders success! Please check your email again';

export interface OrderExportProps {
  /** The list's filter (its tab's statuses, dates, search…) without its page. */
  filter: OrderFilter;
  /** The tab's statuses as §4's availability reads them ('all' for the All tab). */
  statuses: readonly (OrderStatus | 'all')[];
}

/**
 * The orders list's Export (spec 2 §2, §4, §7): enabled as §4 says for the tab shown, it asks for
 * the receivers (§5), starts the export job, follows it in the page (JobProgress, with Retry) and
 * says when it has ended.
 */
export function OrderExport({ filter, statuses }: OrderExportProps) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exportOrders, exporting] = useExportOrdersMutation();
  const [supplierExport, supplierExporting] = useSupplierExportOrderMutation();
  const availability = orderExportAvailability(user, statuses);
  const onEnd = useCallback(
    (job: { status: string; error?: string | null }) =>
      dispatch(
        job.status === 'done'
          ? notify({ type: 'success', message: ORDER_EXPORT_DONE })
          : notify({ type: 'error', message: job.error ?? 'The export failed' }),
      ),
    [dispatch],
  );
  const progress = useJobProgress(jobId, onEnd);

  const submit = async (emails: string[]) => {
    setRefusal(null);
    // The whole list, not the page shown.
    const { limit: _limit, offset: _offset, ...whole } = filter;
    const args = { filter: whole, emails };
    const result =
      orderExportCall(user) === 'supplierExportOrder'
        ? await supplierExport(args).then((r) => ({
            id: r.data?.supplierExportOrder.id,
            error: r.error,
          }))
        : await exportOrders(args).then((r) => ({ id: r.data?.exportOrders.id, error: r.error }));
    if (result.id) {
      setJobId(result.id);
      setOpen(false);
    } else {
      setRefusal((result.error as { message?: string } | undefined)?.message ?? 'Export failed');
    }
  };

  return (
    <>
      <ExportBar>
        <Button
          onClick={() => setOpen(true)}
          disabled={!availability.enabled}
          aria-describedby={availability.enabled ? undefined : reasonId}
        >
          Export
        </Button>
        {!availability.enabled && <ExportReason id={reasonId}>{availability.reason}</ExportReason>}
      </ExportBar>
      {progress && (
        <ExportProgress>
          <JobProgress title="Exporting orders" {...progress} />
        </ExportProgress>
      )}
      <ReceiverEmailsModal
        open={open}
        title="Export orders"
        initialEmails={user?.email ? [user.email] : ['']}
        onSubmit={(emails) => void submit(emails)}
        onCancel={() => {
          setOpen(false);
          setRefusal(null);
        }}
        submitting={exporting.isLoading || supplierExporting.isLoading}
        error={refusal}
      />
    </>
  );
}
