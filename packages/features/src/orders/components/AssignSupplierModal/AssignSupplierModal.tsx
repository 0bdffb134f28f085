import { useState, type FormEvent } from 'react';
import { ORDER_MESSAGES, orderIdLabel } from '@podoffice/domain';
import { Button, FormField, LoadState, Modal, Select } from '@podoffice/ui';

/** Not in the spec: Save without a supplier chosen (the domain's text). */
export const SUPPLIER_REQUIRED = ORDER_MESSAGES.supplierRequired;

export interface AssignSupplierModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The suppliers of the order's product type. */
  suppliers: readonly { id: string; first_name: string; last_name: string }[];
  /** The order's supplier now, chosen first. */
  supplierId?: string | null;
  /** The suppliers are loading. */
  loading?: boolean;
  /** The suppliers could not be loaded. */
  error?: string;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The change is being saved: Save shows busy. */
  submitting?: boolean;
  /** Called with the chosen supplier's id on Save (AssignOrderSupplier). */
  onSubmit: (supplierId: string) => void;
}

/**
 * Assign supplier (Administrator, AssignOrderSupplier): one of the suppliers of the order's product
 * type, the current one chosen first.
 */
export function AssignSupplierModal({ open, onClose, orderId, ...rest }: AssignSupplierModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Assign supplier ${orderIdLabel(orderId)}`}
      width={420}
    >
      {/* Keyed by the current supplier: the choice starts from it once the suppliers load. */}
      <SupplierForm key={rest.supplierId ?? ''} onClose={onClose} {...rest} />
    </Modal>
  );
}

function SupplierForm({
  suppliers,
  supplierId,
  onClose,
  loading = false,
  error,
  onRetry,
  submitting = false,
  onSubmit,
}: Omit<AssignSupplierModalProps, 'open' | 'orderId'>) {
  const [value, setValue] = useState<string | null>(supplierId ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setMessage(SUPPLIER_REQUIRED);
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <LoadState
        loading={loading}
        loadingLabel="Loading suppliers"
        loadingLines={2}
        error={error}
        onRetry={onRetry}
        empty={suppliers.length === 0}
        emptyMessage="No suppliers for this product type"
      >
        <FormField label="Supplier" name="supplier_id" required error={message ?? undefined}>
          <Select<string>
            options={suppliers.map((s) => ({
              value: s.id,
              label: `${s.first_name} ${s.last_name}`.trim(),
            }))}
            value={value}
            placeholder="Select supplier"
            onChange={(next) => {
              setValue(next);
              setMessage(null);
            }}
          />
        </FormField>
      </LoadState>
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={submitting}
          disabled={loading || Boolean(error) || suppliers.length === 0}
        >
          Save
        </Button>
      </Modal.Footer>
    </form>
  );
}
