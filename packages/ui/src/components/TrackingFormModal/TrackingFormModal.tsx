import {
  normalTrackingCode,
  orderIdLabel,
  TRACKING_MESSAGES,
  trackingCostSent,
  trackingFormErrors,
} from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Modal } from '../Modal';
import {
  TrackingFields,
  type TrackingCarrierOption,
  type TrackingFieldsErrors,
  type TrackingFieldsValue,
} from '../TrackingFields';
import { Form } from './TrackingFormModal.styles';

/** What an edited tracking starts with (addTracking's fields). */
export interface TrackingFormInitialValues {
  carrier_id?: string | number | null;
  tracking_code?: string | null;
  /** Total cost in dollars. */
  base_cost?: number | null;
  /** Shipping cost in dollars. */
  shipping_cost?: number | null;
}

/** What Save sends (addTracking): the code without spaces, an empty or negative cost as -1. */
export interface TrackingFormSubmitValues {
  carrier_id: string;
  tracking_code: string;
  base_cost: number;
  shipping_cost: number;
}

/** Which button sent the form. */
export interface TrackingFormSubmitOptions {
  /** Save & Re-Submit: the tracking goes to the tracking service again after it is saved. */
  resubmit: boolean;
}

/** Which button's request is under way. */
export type TrackingFormSubmitting = 'save' | 'resubmit' | null;

export interface TrackingFormModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title; a new order starts a fresh form. */
  orderId: number;
  /** 'add' for a new tracking code; 'edit' fills in the tracking and offers Save & Re-Submit. */
  mode: 'add' | 'edit';
  /** The carriers of the order's product type. */
  carriers: readonly TrackingCarrierOption[];
  /** The tracking's values, filled in first. */
  initialValues?: TrackingFormInitialValues;
  /** The tracking's carrier is no longer one of the product type's: warns and leaves Carrier empty. */
  removedCarrierName?: string;
  /** The carriers are loading. */
  loading?: boolean;
  /** The carriers could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The request under way: that button shows busy and both are disabled. */
  submitting?: TrackingFormSubmitting;
  /** The server refused the tracking, e.g. 'Save tracking error: {message}'. */
  submitError?: ReactNode;
  /** Called with the checked values on Save (resubmit false) or Save & Re-Submit (resubmit true). */
  onSubmit: (values: TrackingFormSubmitValues, options: TrackingFormSubmitOptions) => void;
}

/** The Add / Edit tracking code modal of an order. */
export function TrackingFormModal({
  open,
  onClose,
  orderId,
  mode,
  ...rest
}: TrackingFormModalProps) {
  const title = mode === 'edit' ? 'Edit tracking code' : 'Add tracking code';
  return (
    <Modal open={open} onClose={onClose} title={`${title} ${orderIdLabel(orderId)}`} width={520}>
      <TrackingForm key={`${mode}:${orderId}`} mode={mode} onClose={onClose} {...rest} />
    </Modal>
  );
}

type FormProps = Omit<TrackingFormModalProps, 'open' | 'orderId'>;

const asText = (id: string | number | null | undefined) =>
  id === null || id === undefined || id === '' ? null : String(id);

function TrackingForm({
  mode,
  onClose,
  carriers,
  initialValues,
  removedCarrierName,
  loading = false,
  error,
  onRetry,
  submitting = null,
  submitError,
  onSubmit,
}: FormProps) {
  // Ids come as strings or numbers from different calls; the picker compares them as text.
  const [value, setValue] = useState<TrackingFieldsValue>(() => ({
    carrierId: removedCarrierName ? null : asText(initialValues?.carrier_id),
    code: initialValues?.tracking_code ?? '',
    baseCost: initialValues?.base_cost ?? null,
    shippingCost: initialValues?.shipping_cost ?? null,
  }));
  const [errors, setErrors] = useState<TrackingFieldsErrors>({});

  const chosen = carriers.find((carrier) => String(carrier.id) === value.carrierId);
  const busy = submitting !== null;
  const unavailable = loading || Boolean(error) || carriers.length === 0;

  const clear = (field: keyof TrackingFieldsErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const send = (resubmit: boolean) => {
    const found = trackingFormErrors({
      carrier_id: chosen ? String(chosen.id) : null,
      tracking_code: value.code,
      base_cost: value.baseCost,
      shipping_cost: value.shippingCost ?? null,
    });
    setErrors(found);
    if (!chosen || Object.values(found).some(Boolean)) return;
    onSubmit(
      {
        carrier_id: String(chosen.id),
        tracking_code: normalTrackingCode(value.code),
        base_cost: trackingCostSent(value.baseCost),
        shipping_cost: trackingCostSent(value.shippingCost ?? null),
      },
      { resubmit },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !unavailable) send(false);
  };

  return (
    <Form onSubmit={submit} noValidate>
      {removedCarrierName && (
        <Alert variant="warning">{TRACKING_MESSAGES.carrierRemoved(removedCarrierName)}</Alert>
      )}
      <TrackingFields
        carriers={carriers}
        loading={loading}
        error={error}
        onRetry={onRetry}
        value={value}
        errors={errors}
        onChange={(next, field) => {
          setValue((current) => ({ ...current, ...next }));
          clear(field);
        }}
      />
      {submitError && <Alert variant="error">{submitError}</Alert>}
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        {mode === 'edit' && (
          <Button
            type="button"
            loading={submitting === 'resubmit'}
            disabled={busy || unavailable}
            onClick={() => send(true)}
          >
            Save &amp; Re-Submit
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          loading={submitting === 'save'}
          disabled={busy || unavailable}
        >
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
