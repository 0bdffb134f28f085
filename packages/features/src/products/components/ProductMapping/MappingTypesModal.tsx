import { useState } from 'react';
import { Button, LoadState, Modal } from '@podoffice/ui';
import { ProductTypePicker, type PickerType } from '../ProductTypePicker';

export interface MappingTypesModalProps {
  open: boolean;
  /** How many shop products are being mapped (the modal says so). */
  count: number;
  types: PickerType[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The chosen types' ids, in the order chosen. */
  onNext: (typeIds: string[]) => void;
  onClose: () => void;
}

/**
 * Step 1 of the mapping wizard (the "Select Product Type" modal): the product types the shop
 * products become, grouped by category as on Add (types of one category together); Next opens
 * the Variants step.
 */
export function MappingTypesModal({
  open,
  count,
  types,
  loading,
  error,
  onRetry,
  onNext,
  onClose,
}: MappingTypesModalProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Modal open={open} onClose={onClose} title="Select Product Type" width={880}>
      <p>
        The {count === 1 ? 'shop product' : `${count} shop products`} will sell the variants of the
        product types you choose.
      </p>
      <LoadState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={types.length === 0}
        emptyMessage="No product types to sell yet."
      >
        <ProductTypePicker types={types} value={chosen} onChange={setChosen} />
      </LoadState>
      <Modal.Footer>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" disabled={chosen.length === 0} onClick={() => onNext(chosen)}>
          Next
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
