import { memo, useId } from 'react';
import {
  ORDER_BULK_EDIT_MAX,
  ORDER_EDIT_MESSAGES,
  orderExportAvailability,
  orderExportCall,
  type OrderExportAvailability,
  type OrderStatus,
} from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { OrderFilter } from '../../api/types.generated';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import {
  useExportEnd,
  useReceiverExport,
  type ExportStart,
} from '../../shared/jobs/useReceiverExport';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useExportOrdersMutation, useSupplierExportOrderMutation } from '../api';
import { ExportBar, ExportProgress, ExportReason } from './OrdersScreen.styles';

/** The export's success, once its job has mailed the link. */
export const ORDER_EXPORT_DONE = 'Export orders success! Please check your email again';

/**
 * Starts an orders export of a filter through the user's call (exportOrders, or a Supplier's
 * supplierExportOrder): the list's Export and the bulk bar's Export selected share it.
 */
function useStartOrderExport() {
  const user = useAppSelector(selectCurrentUser);
  const [exportOrders, exporting] = useExportOrdersMutation();
  const [supplierExport, supplierExporting] = useSupplierExportOrderMutation();
  const start = async (filter: OrderFilter, emails: string[]): Promise<ExportStart> => {
    const args = { filter, emails };
    if (orderExportCall(user) === 'supplierExportOrder') {
      const r = await supplierExport(args);
      return { jobId: r.data?.supplierExportOrder.id, error: r.error };
    }
    const r = await exportOrders(args);
    return { jobId: r.data?.exportOrders.id, error: r.error };
  };
  return { start, submitting: exporting.isLoading || supplierExporting.isLoading };
}

export interface OrderExportProps {
  /** The list's filter (its tab's statuses, dates, search…) without its page. */
  filter: OrderFilter;
  /** The tab's statuses as the export availability reads them ('all' for the All tab). */
  statuses: readonly (OrderStatus | 'all')[];
}

/**
 * The orders list's Export: enabled as the export availability says for the tab shown, it asks for
 * the receivers, starts the export job, follows it in the page (JobProgress, with Retry) and
 * says when it has ended.
 */
// Memoized: the orders screen draws again for each answer it reads; the button, its modal and its
// job's progress only when the filter or the tab changes (pass both kept, e.g. useMemo).
export const OrderExport = memo(function OrderExport({ filter, statuses }: OrderExportProps) {
  const user = useAppSelector(selectCurrentUser);
  const reasonId = useId();
  const { start, submitting } = useStartOrderExport();
  const availability = orderExportAvailability(user, statuses);
  const { progress, openModal, modal } = useReceiverExport(ORDER_EXPORT_DONE, (emails) => {
    // The whole list, not the page shown.
    const { limit: _limit, offset: _offset, ...whole } = filter;
    return start(whole, emails);
  });

  return (
    <>
      <ExportBar>
        <Button
          onClick={openModal}
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
      <ReceiverEmailsModal {...modal} title="Export orders" submitting={submitting} />
    </>
  );
});

export interface OrderExportSelectedProps {
  /** The selected orders: the export holds these (those of them the server lets the user read). */
  orders: readonly { id: string; status: string }[];
  /** The export's job has started: the caller follows it (OrderExportFollow), past the selection. */
  onStarted: (jobId: string) => void;
}

/**
 * The bulk bar's Export selected: the list's export of exactly the selected orders (the filter's
 * order_ids), with their statuses as the filter's, so the export availability reads them as the
 * list's Export reads its tab's (a Supplier: Ready orders only; no Pending ones).
 */
export function OrderExportSelected({ orders, onStarted }: OrderExportSelectedProps) {
  const user = useAppSelector(selectCurrentUser);
  const reasonId = useId();
  const { start, submitting } = useStartOrderExport();
  const statuses = [...new Set(orders.map((o) => o.status))] as OrderStatus[];
  // The server takes at most ORDER_BULK_EDIT_MAX ids in a filter.
  const availability: OrderExportAvailability =
    orders.length > ORDER_BULK_EDIT_MAX
      ? { enabled: false, reason: ORDER_EDIT_MESSAGES.tooManyOrders }
      : orderExportAvailability(user, statuses);
  const { openModal, modal } = useReceiverExport(
    ORDER_EXPORT_DONE,
    (emails) => start({ status: statuses, order_ids: orders.map((o) => o.id) }, emails),
    onStarted,
  );
  return (
    <>
      <Button
        size="sm"
        onClick={openModal}
        disabled={!availability.enabled}
        aria-describedby={availability.enabled ? undefined : reasonId}
      >
        Export selected
      </Button>
      {!availability.enabled && <ExportReason id={reasonId}>{availability.reason}</ExportReason>}
      <ReceiverEmailsModal {...modal} title="Export selected orders" submitting={submitting} />
    </>
  );
}

/** An export job started elsewhere (Export selected), followed: its progress, then its toast. */
export function OrderExportFollow({ jobId }: { jobId: string }) {
  const progress = useJobProgress(jobId, useExportEnd(ORDER_EXPORT_DONE));
  return progress ? <JobProgress title="Exporting orders" {...progress} /> : null;
}
