import { orderIdLabel } from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import { NumberInput } from '../NumberInput';
import { Form } from './ChangeQuantityModal.styles';

/** The least quantity an order can have. */
export const MIN_ORDER_QUANTITY = 1;

/**
 * Not in the spec (it gives the minimum, not the words): what Save says below 1 or for a fraction,
 * the same words as the domain's order quantity rule, which features passes as `validate`.
 */
export const QUANTITY_MESSAGES = {
  min: 'Quantity must be at least 1',
  integer: 'Quantity must be a whole number',
} as const;

export interface ChangeQuantityModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The order's quantity now, filled in first. */
  quantity?: number | null;
  /** Called with the new quantity on Save (updateOrderQuantity). */
  onSubmit: (quantity: number) => void;
  /** Checks the quantity before onSubmit: a message refuses it. Whole numbers of at least 1 by default. */
  validate?: (quantity: number | undefined) => string | null;
  /** The order is loading. */
  loading?: boolean;
  /** The order could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The change is being saved: Save shows busy. */
  submitting?: boolean;
  /** The server refused the change, e.g. its first error message. */
  submitError?: ReactNode;
}

function minimumQuantity(quantity: number | undefined): string | null {
  if (quantity === undefined || quantity < MIN_ORDER_QUANTITY) return QUANTITY_MESSAGES.min;
  return Number.isInteger(quantity) ? null : QUANTITY_MESSAGES.integer;
}

/** Change quantity (minimum 1). */
export function ChangeQuantityModal({
  open,
  onClose,
  orderId,
  quantity,
  ...rest
}: ChangeQuantityModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Change quantity ${orderIdLabel(orderId)}`}
      width={420}
    >
      <QuantityForm key={quantity ?? ''} quantity={quantity} onClose={onClose} {...rest} />
    </Modal>
  );
}

type FormProps = Omit<ChangeQuantityModalProps, 'open' | 'orderId'>;

function QuantityForm({
  quantity,
  onClose,
  onSubmit,
  validate = minimumQuantity,
  loading = false,
  error,
  onRetry,
  submitting = false,
  submitError,
}: FormProps) {
  const [value, setValue] = useState<number | undefined>(quantity ?? undefined);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validate(value);
    setMessage(refusal);
    if (refusal === null && value !== undefined) onSubmit(value);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <LoadState
        loading={loading}
        loadingLabel="Loading order"
        loadingLines={2}
        error={error}
        onRetry={onRetry}
      >
        <FormField label="Quantity" name="quantity" required error={message ?? undefined}>
          <NumberInput
            value={value ?? null}
            min={MIN_ORDER_QUANTITY}
            inputMode="numeric"
            data-autofocus=""
            onChange={(next) => {
              setValue(next);
              if (message) setMessage(null);
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
          disabled={loading || Boolean(error)}
        >
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
