import { useState } from 'react';
import { TRACKING_MESSAGES } from '@podoffice/domain';
import {
  TrackingFormModal,
  TrackingLogsDrawer,
  type TrackingFormSubmitOptions,
  type TrackingFormSubmitValues,
} from '@podoffice/ui';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAddTrackingMutation,
  useTrackingLogsQuery,
  useTrackingOrderCarriersQuery,
} from '../api';
import { activeTrackingCarriers } from './trackingCarriers';

/** The tracking an Edit starts from (a row of the trackings page). */
export interface TrackingBeingEdited {
  carrier_id?: string | null;
  carrier_name?: string | null;
  tracking_code: string;
  base_cost?: number | null;
  shipping_cost?: number | null;
}

export interface TrackingModalHostProps {
  orderId: string;
  /** The tracking to change; none: Add Tracking. */
  tracking?: TrackingBeingEdited;
  onClose: () => void;
  /** After a save (the orders list may move the order out of its tab). */
  onSaved?: () => void;
  /** Add Tracking's carrier until the user picks another: the order's shipping carrier. */
  defaultCarrierId?: string | null;
}

const messageOf = (error: unknown) =>
  (error as { message?: string } | undefined)?.message ?? 'The request failed';

/**
 * Add/Edit tracking code (addTracking): the carriers of the order's
 * product type, the form's checks, then addTracking; a carrier since removed from the type is
 * said and must be chosen again. Save says 'Tracking added', Save & Re-Submit 'Save and re-submit
 * tracking success!'; a refusal stays in the modal with its message's prefix.
 */
export function TrackingModalHost({
  orderId,
  tracking,
  onClose,
  onSaved,
  defaultCarrierId,
}: TrackingModalHostProps) {
  const dispatch = useAppDispatch();
  const carriers = useTrackingOrderCarriersQuery({ id: orderId });
  const [add] = useAddTrackingMutation();
  const [submitting, setSubmitting] = useState<'save' | 'resubmit' | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const options = activeTrackingCarriers(carriers.data);
  const removed =
    tracking?.carrier_id && carriers.data && !options.some((c) => c.id === tracking.carrier_id)
      ? (tracking.carrier_name ?? 'of this tracking')
      : undefined;

  const submit = async (
    values: TrackingFormSubmitValues,
    { resubmit }: TrackingFormSubmitOptions,
  ) => {
    setSubmitting(resubmit ? 'resubmit' : 'save');
    setSubmitError(null);
    const result = await add({ order_id: orderId, ...values, resubmit });
    setSubmitting(null);
    if ('error' in result && result.error) {
      const message = messageOf(result.error);
      setSubmitError(
        resubmit ? TRACKING_MESSAGES.resubmitError(message) : TRACKING_MESSAGES.saveError(message),
      );
      return;
    }
    dispatch(
      notify({
        type: 'success',
        message: resubmit ? TRACKING_MESSAGES.savedAndResubmitted : TRACKING_MESSAGES.added,
      }),
    );
    onSaved?.();
    onClose();
  };

  return (
    <TrackingFormModal
      open
      onClose={onClose}
      orderId={Number(orderId)}
      mode={tracking ? 'edit' : 'add'}
      carriers={options}
      initialValues={
        tracking
          ? {
              carrier_id: removed ? null : tracking.carrier_id,
              tracking_code: tracking.tracking_code,
              base_cost: tracking.base_cost,
              shipping_cost: tracking.shipping_cost,
            }
          : { carrier_id: options.some((c) => c.id === defaultCarrierId) ? defaultCarrierId : null }
      }
      removedCarrierName={removed}
      loading={carriers.isLoading}
      error={carriers.isError ? messageOf(carriers.error) : undefined}
      onRetry={() => void carriers.refetch()}
      submitting={submitting}
      submitError={submitError}
      onSubmit={(values, opts) => void submit(values, opts)}
    />
  );
}

export interface TrackingLogsHostProps {
  trackingId: string;
  trackingCode: string;
  carrierName?: string;
  trackingUrl?: string | null;
  onClose: () => void;
}

/** A tracking's View log drawer with its lines (trackingLogs). */
export function TrackingLogsHost({
  trackingId,
  trackingCode,
  carrierName,
  trackingUrl,
  onClose,
}: TrackingLogsHostProps) {
  const logs = useTrackingLogsQuery({ id: trackingId });
  return (
    <TrackingLogsDrawer
      open
      onClose={onClose}
      trackingCode={trackingCode}
      carrierName={carrierName}
      trackingUrl={trackingUrl ?? undefined}
      logs={logs.data?.trackingLogs ?? []}
      loading={logs.isLoading}
      error={logs.isError ? messageOf(logs.error) : undefined}
      onRetry={() => void logs.refetch()}
    />
  );
}
