import { useState } from 'react';
import { Button, FormField, Modal, MoneyInput } from '@podoffice/ui';

export interface BulkPriceModalProps {
  /** The product type whose variants get the prices; null: closed. */
  typeTitle: string | null;
  /** Only the prices given are applied (an empty field keeps each variant's own). */
  onApply: (prices: { regular: number | null; sale: number | null }) => void;
  onClose: () => void;
}

/** 'Update variants price': a Regular Price and a Sale Price for every variant of a type. */
export function BulkPriceModal({ typeTitle, onApply, onClose }: BulkPriceModalProps) {
  const [regular, setRegular] = useState<number | null>(null);
  const [sale, setSale] = useState<number | null>(null);
  const close = () => {
    setRegular(null);
    setSale(null);
    onClose();
  };
  return (
    <Modal open={typeTitle !== null} onClose={close} title="Update variants price" width={420}>
      <p>Every variant of {typeTitle} gets the prices you enter; an empty field changes nothing.</p>
      <FormField label="Regular Price">
        <MoneyInput value={regular} onChange={setRegular} />
      </FormField>
      <FormField label="Sale Price">
        <MoneyInput value={sale} onChange={setSale} />
      </FormField>
      <Modal.Footer>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="primary"
          disabled={regular === null && sale === null}
          onClick={() => {
            onApply({ regular, sale });
            close();
          }}
        >
          Apply
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
