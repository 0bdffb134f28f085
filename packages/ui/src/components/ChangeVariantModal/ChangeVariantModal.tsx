import { formatMoney, orderIdLabel } from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import {
  VariantPicker,
  pickerState,
  type PickerAttribute,
  type PickerSelection,
  type PickerVariant,
} from '../VariantPicker';
import { Chosen, Form } from './ChangeVariantModal.styles';

/** A variant the order can move to: its options, sku and price. */
export interface ChangeVariantOption extends PickerVariant {
  sku: string;
  /** The seller's price of the variant; not shown when unknown. */
  price?: number | null;
}

export interface ChangeVariantModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId?: number;
  /** The product type's attributes, each with its options in order. */
  attributes: readonly PickerAttribute[];
  /** The variants of the order's product type (productVariant). */
  variants: readonly ChangeVariantOption[];
  /** The order's current variant: its options are chosen first. */
  currentVariantId?: string | null;
  /** The variants are loading. */
  loading?: boolean;
  /** The variants could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** Called with the chosen variant's id on Save (reMapOrderVariant). */
  onSubmit: (variantId: string) => void;
  /** The change is being saved: Save shows busy. */
  submitting?: boolean;
  /** The server refused the change, e.g. its first error message. */
  submitError?: ReactNode;
}

/** Not in the spec: what Save says when an attribute has no option picked. */
export const CHOOSE_EVERY_OPTION = 'Please select an option of every attribute.';
/** Not in the spec: what Save says when the variant chosen is the order's own. */
export const SAME_VARIANT = 'The order already has this variant.';

function selectionOf(variant: PickerVariant | undefined): PickerSelection {
  return Object.fromEntries((variant?.attributes ?? []).map((a) => [a.slug, a.option]));
}

/**
 * Change variant: option pickers like the catalog's, an
 * option that leads to no variant disabled, and the chosen variant's sku and price before saving.
 */
export function ChangeVariantModal({
  open,
  onClose,
  orderId,
  attributes,
  variants,
  currentVariantId,
  loading = false,
  error,
  onRetry,
  onSubmit,
  submitting = false,
  submitError,
}: ChangeVariantModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={orderId === undefined ? 'Change variant' : `Change variant ${orderIdLabel(orderId)}`}
      width={520}
    >
      <ChangeVariantBody
        // A new current variant (another order) starts the picker afresh.
        key={currentVariantId ?? ''}
        {...{ attributes, variants, currentVariantId, loading, error, onRetry }}
        {...{ onClose, onSubmit, submitting, submitError }}
      />
    </Modal>
  );
}

type BodyProps = Omit<ChangeVariantModalProps, 'open' | 'orderId'>;

function ChangeVariantBody({
  attributes,
  variants,
  currentVariantId,
  loading,
  error,
  onRetry,
  onClose,
  onSubmit,
  submitting,
  submitError,
}: BodyProps) {
  const current = variants.find((v) => v.id === currentVariantId);
  const [selection, setSelection] = useState<PickerSelection>(() => selectionOf(current));
  const [message, setMessage] = useState<string | null>(null);
  const { enabled, match } = pickerState(attributes, variants, selection);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!match) return setMessage(CHOOSE_EVERY_OPTION);
    if (match.id === currentVariantId) return setMessage(SAME_VARIANT);
    setMessage(null);
    onSubmit(match.id);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <LoadState
        loading={loading}
        loadingLabel="Loading variants"
        error={error}
        onRetry={onRetry}
        empty={variants.length === 0}
        emptyMessage="No variants to choose from"
      >
        <VariantPicker
          attributes={attributes}
          selection={selection}
          enabled={enabled}
          onChange={(next) => {
            setSelection(next);
            setMessage(null);
          }}
        />
        <Chosen aria-live="polite">
          {match ? (
            <>
              <dt>SKU</dt>
              <dd>{match.sku}</dd>
              {match.price != null && (
                <>
                  <dt>Price</dt>
                  <dd>{formatMoney(match.price)}</dd>
                </>
              )}
            </>
          ) : null}
        </Chosen>
      </LoadState>
      {message && <Alert variant="warning">{message}</Alert>}
      {submitError && <Alert variant="error">{submitError}</Alert>}
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={submitting}
          disabled={loading || Boolean(error) || variants.length === 0}
        >
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
