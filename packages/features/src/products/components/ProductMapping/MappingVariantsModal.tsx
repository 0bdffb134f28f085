import { useMemo, useState } from 'react';
import { PRODUCT_MESSAGES as M } from '@podoffice/domain';
import { Alert, Button, LoadState, Modal, Tabs } from '@podoffice/ui';
import {
  VariantPrices,
  variantRowsOf,
  variantsProblem,
  type FormProductType,
  type VariantRow,
} from '../ProductForm';

export interface MappingVariantsModalProps {
  open: boolean;
  /** The chosen product types with their variants (ProductFormTypes). */
  types: FormProductType[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The names of the shop products being mapped, for the modal's sentence. */
  productNames: string[];
  /** Starts the mapping with the variants kept, at their prices. */
  onStart: (variants: VariantRow[]) => void;
  onBack: () => void;
  onClose: () => void;
  busy?: boolean;
}

/**
 * Step 2 of the mapping wizard (the "Variants" modal): one tab per chosen product type, its
 * variants with Base Cost, Regular and Sale Price and Profit, the type's Price (bulk, "Update
 * variants price") and Remove; Start Mapping checks the prices as Add does first.
 */
export function MappingVariantsModal({
  open,
  types,
  loading,
  error,
  onRetry,
  productNames,
  onStart,
  onBack,
  onClose,
  busy = false,
}: MappingVariantsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Variants" width={960}>
      <LoadState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={!loading && types.length === 0}
        emptyMessage="None of the chosen product types can be sold: go back and choose again."
      >
        {types.length > 0 && (
          <VariantsStep
            key={types.map((t) => t.id).join(',')}
            types={types}
            productNames={productNames}
            onStart={onStart}
            onBack={onBack}
            busy={busy}
          />
        )}
      </LoadState>
    </Modal>
  );
}

function VariantsStep({
  types,
  productNames,
  onStart,
  onBack,
  busy,
}: Pick<MappingVariantsModalProps, 'types' | 'productNames' | 'onStart' | 'onBack' | 'busy'>) {
  const candidates = useMemo(() => variantRowsOf(types), [types]);
  const [rows, setRows] = useState<VariantRow[]>(candidates);
  const [tried, setTried] = useState(false);
  const problem = tried ? variantsProblem(rows) : null;
  const start = () => {
    setTried(true);
    if (!variantsProblem(rows)) onStart(rows);
  };
  // One type's rows changed: the others' kept, in the types' order.
  const setTypeRows = (typeId: string, next: VariantRow[]) =>
    setRows(
      types.flatMap((t) => (t.id === typeId ? next : rows.filter((row) => row.typeId === t.id))),
    );
  return (
    <>
      <Alert variant="warning">{M.mappingWarning}</Alert>
      <p>
        {productNames.length === 1
          ? `${productNames[0]} will sell these variants.`
          : `${productNames.length} shop products will sell these variants: ${productNames.join(', ')}.`}
      </p>
      <Tabs
        aria-label="Product types"
        items={types.map((type) => ({
          value: type.id,
          label: type.title,
          content: (
            <VariantPrices
              types={[{ id: type.id, title: type.title }]}
              rows={rows.filter((row) => row.typeId === type.id)}
              candidates={candidates.filter((row) => row.typeId === type.id)}
              onChange={(next) => setTypeRows(type.id, next)}
              showErrors={tried}
            />
          ),
        }))}
      />
      {problem && <Alert variant="error">{problem}</Alert>}
      <Modal.Footer>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="primary" onClick={start} loading={busy}>
          Start Mapping
        </Button>
      </Modal.Footer>
    </>
  );
}
