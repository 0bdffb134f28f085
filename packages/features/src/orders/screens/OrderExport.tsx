import { useId } from 'react';
import { orderExportAvailability, orderExportCall, type OrderStatus } from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { OrderFilter } from '../../api/types.generated';
import { useReceiverExport } from '../../shared/jobs/useReceiverExport';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useExportOrdersMutation, useSupplierExportOrderMutation } from '../api';
import { ExportBar, ExportProgress, ExportReason } from './OrdersScreen.styles';

/** The export's success, once its job has mailed the link. */
export const ORDER_EXPORT_DONE = 'Export orders success! Please check your email again';

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
export function OrderExport({ filter, statuses }: OrderExportProps) {
  const user = useAppSelector(selectCurrentUser);
  const reasonId = useId();
  const [exportOrders, exporting] = useExportOrdersMutation();
  const [supplierExport, supplierExporting] = useSupplierExportOrderMutation();
  const availability = orderExportAvailability(user, statuses);
  const { progress, openModal, modal } = useReceiverExport(ORDER_EXPORT_DONE, async (emails) => {
    // The whole list, not the page shown.
    const { limit: _limit, offset: _offset, ...whole } = filter;
    const args = { filter: whole, emails };
    if (orderExportCall(user) === 'supplierExportOrder') {
      const r = await supplierExport(args);
      return { jobId: r.data?.supplierExportOrder.id, error: r.error };
    }
    const r = await exportOrders(args);
    return { jobId: r.data?.exportOrders.id, error: r.error };
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
      <ReceiverEmailsModal
        {...modal}
        title="Export orders"
        submitting={exporting.isLoading || supplierExporting.isLoading}
      />
    </>
  );
}
