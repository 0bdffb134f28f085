import {
  normalTrackingCode,
  orderIdLabel,
  TRACKING_MESSAGES,
  trackingCostSent,
  trackingFormErrors,
  type TrackingFormValues,
} from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { SELECT_CARRIER } from '../ChangeCarrierModal';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import { MoneyInput } from '../MoneyInput';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { Costs, Form } from './TrackingFormModal.styles';

/** A carrier of the order's product type, one the tracking can be sent with. */
export interface TrackingCarrierOption {
  id: string | number;
  name: string;
}

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
type FieldErrors = Partial<Record<keyof TrackingFormValues, string>>;

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
  const [carrierId, setCarrierId] = useState<string | null>(() =>
    removedCarrierName ? null : asText(initialValues?.carrier_id),
  );
  const [code, setCode] = useState(initialValues?.tracking_code ?? '');
  const [baseCost, setBaseCost] = useState<number | null>(initialValues?.base_cost ?? null);
  const [shippingCost, setShippingCost] = useState<number | null>(
    initialValues?.shipping_cost ?? null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const options = carriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name }));
  const chosen = carriers.find((carrier) => String(carrier.id) === carrierId);
  const busy = submitting !== null;
  const unavailable = loading || Boolean(error) || carriers.length === 0;

  const clear = (field: keyof TrackingFormValues) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const send = (resubmit: boolean) => {
    const found = trackingFormErrors({
      carrier_id: chosen ? String(chosen.id) : null,
      tracking_code: code,
      base_cost: baseCost,
      shipping_cost: shippingCost,
    });
    setErrors(found);
    if (!chosen || Object.values(found).some(Boolean)) return;
    onSubmit(
      {
        carrier_id: String(chosen.id),
        tracking_code: normalTrackingCode(code),
        base_cost: trackingCostSent(baseCost),
        shipping_cost: trackingCostSent(shippingCost),
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
      <LoadState
        loading={loading}
        loadingLabel="Loading carriers"
        loadingLines={1}
        error={error}
        onRetry={onRetry}
        empty={carriers.length === 0}
        emptyMessage="No carriers for this product type"
      >
        <FormField label="Carrier" name="carrier_id" required error={errors.carrier_id}>
          <Select<string>
            options={options}
            value={chosen ? carrierId : null}
            placeholder={SELECT_CARRIER}
            onChange={(next) => {
              setCarrierId(next);
              clear('carrier_id');
            }}
          />
        </FormField>
      </LoadState>
      <FormField label="Tracking code" name="tracking_code" required error={errors.tracking_code}>
        <TextInput
          value={code}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setCode(event.target.value);
            clear('tracking_code');
          }}
        />
      </FormField>
      <Costs>
        <FormField label="Total cost" name="base_cost" required error={errors.base_cost}>
          <MoneyInput
            value={baseCost}
            allowNegative
            onChange={(next) => {
              setBaseCost(next);
              clear('base_cost');
            }}
          />
        </FormField>
        <FormField label="Shipping cost" name="shipping_cost" error={errors.shipping_cost}>
          <MoneyInput
            value={shippingCost}
            allowNegative
            onChange={(next) => {
              setShippingCost(next);
              clear('shipping_cost');
            }}
          />
        </FormField>
      </Costs>
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
