import { carrierPriceLabel, orderIdLabel } from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import { Select } from '../Select';
import { Form } from './ChangeCarrierModal.styles';

/** A carrier the order's product type ships with, at the price it costs this order. */
export interface OrderCarrierOption {
  id: string | number;
  name: string;
  /** Dollars; 0 reads Free. */
  price: number;
}

/** What the picker shows while the order has no carrier. */
export const SELECT_CARRIER = 'Select Carrier';

/** The words for a missing carrier (the tracking form's), said by Save with none chosen. */
export const CARRIER_REQUIRED = 'Please select carrier!';

export interface ChangeCarrierModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The carriers to choose from, with the variant's price for each (a carrier cost overrides the type's). */
  carriers: readonly OrderCarrierOption[];
  /** The order's carrier now; none shows 'Select Carrier'. */
  carrierId?: string | number | null;
  /** Called with the chosen carrier on Save (assignOrderCarrier takes its id and price). */
  onSubmit: (carrier: OrderCarrierOption) => void;
  /** The carriers are loading. */
  loading?: boolean;
  /** The carriers could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The change is being saved: Save shows busy. */
  submitting?: boolean;
  /** The server refused the change, e.g. its first error message. */
  submitError?: ReactNode;
}

/** Change the shipping carrier of an order. */
export function ChangeCarrierModal({
  open,
  onClose,
  orderId,
  carrierId,
  ...rest
}: ChangeCarrierModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Change carrier ${orderIdLabel(orderId)}`}
      width={460}
    >
      <CarrierForm key={carrierId ?? ''} carrierId={carrierId} onClose={onClose} {...rest} />
    </Modal>
  );
}

type FormProps = Omit<ChangeCarrierModalProps, 'open' | 'orderId'>;

function CarrierForm({
  carriers,
  carrierId,
  onClose,
  onSubmit,
  loading = false,
  error,
  onRetry,
  submitting = false,
  submitError,
}: FormProps) {
  // Ids come as strings or numbers from different calls; the picker compares them as text.
  const [value, setValue] = useState<string | null>(
    carrierId === null || carrierId === undefined ? null : String(carrierId),
  );
  const [message, setMessage] = useState<string | null>(null);
  const options = carriers.map((carrier) => ({
    value: String(carrier.id),
    label: `${carrier.name} — ${carrierPriceLabel(carrier.price)}`,
  }));
  const chosen = carriers.find((carrier) => String(carrier.id) === value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMessage(CARRIER_REQUIRED);
    setMessage(null);
    onSubmit(chosen);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <LoadState
        loading={loading}
        loadingLabel="Loading carriers"
        loadingLines={2}
        error={error}
        onRetry={onRetry}
        empty={carriers.length === 0}
        emptyMessage="No carriers for this product type"
      >
        <FormField label="Shipping carrier" name="carrier_id" required error={message ?? undefined}>
          <Select<string>
            options={options}
            value={chosen ? value : null}
            placeholder={SELECT_CARRIER}
            onChange={(next) => {
              setValue(next);
              setMessage(null);
            }}
          />
        </FormField>
      </LoadState>
      {submitError && <Alert variant="error">{submitError}</Alert>}
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={submitting}
          disabled={loading || Boolean(error) || carriers.length === 0}
        >
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
