import { EXTERNAL_ORDER_MESSAGES, formatMoney } from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import { Select } from '../Select';
import {
  VariantPicker,
  pickerState,
  type PickerAttribute,
  type PickerSelection,
  type PickerVariant,
} from '../VariantPicker';
import { RadioGroup } from '../RadioGroup';
import { MapFooter } from './MapFooter';
import { Form, Line, LineFacts, Thumb } from './MapExternalOrderModal.styles';
import { MapToProductBody, type MapToProductProps } from './MapToProduct';

/** The shop's order line being mapped, as the modal shows it. */
export interface ExternalOrderLine {
  /** The product's title on the shop. */
  product: string;
  /** The shop variant's title (S, M…). */
  variantTitle?: string | null;
  sku?: string | null;
  quantity: number;
  /** What the shopper paid for one item, in dollars; not shown when unknown (a CSV row). */
  price?: number | null;
  /** The shop's order number (#1001) or id. */
  orderNumber?: string | null;
  image?: string | null;
}

/** A variant of the chosen product type: its options, sku and seller cost. */
export interface MappingVariantOption extends PickerVariant {
  sku: string;
  /** What the seller pays for it (base cost); not shown when unknown. */
  baseCost?: number | null;
}

export interface MapExternalOrderModalProps {
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  line: ExternalOrderLine;
  /** The product types to map to (up to 1,000). */
  productTypes: readonly { id: string; title: string }[];
  productTypesLoading?: boolean;
  /** The product type chosen; its attributes and variants are loaded for it. */
  productTypeId: string | null;
  onProductTypeChange: (id: string | null) => void;
  /** The chosen type's attributes, each with its options in order. */
  attributes: readonly PickerAttribute[];
  /** The chosen type's active variants. */
  variants: readonly MappingVariantOption[];
  variantsLoading?: boolean;
  /** The variants could not be loaded. */
  variantsError?: ReactNode;
  onRetry?: () => void;
  /** Called on Map with the product type and the variant the shop's variant becomes. */
  onSubmit: (mapping: { productTypeId: string; variantId: string }) => void;
  submitting?: boolean;
  /** The server refused the mapping, e.g. its first error message. */
  submitError?: ReactNode;
  /** The modal's title; 'Mapping' by default. */
  title?: string;
  /** The submit button's label; 'Map' by default. */
  submitLabel?: string;
  /** What happens after the submit, said above the buttons; by default that the shop's variant stays mapped. */
  note?: ReactNode;
  /** A variant of the chosen type to start from (a product mapped before), once its variants load. */
  initialVariantId?: string | null;
  /**
   * Mapping to one of the seller's products instead (a product's variant, not a bare product type
   * variant): when given, the modal asks first what to map to, a product type or a product.
   */
  byProduct?: MapToProductProps;
}

/**
 * The Mapping of an external order: the shop's line, a product type, then the variant by its options
 * (every attribute required: 'Please select {slug}'); or, with `byProduct`, one of the seller's
 * products and its variant. Map makes the order, and the shop's variant stays mapped for its next
 * orders, which the modal says.
 */
export function MapExternalOrderModal(props: MapExternalOrderModalProps) {
  const { open, onClose, title = 'Mapping' } = props;
  return (
    <Modal open={open} onClose={onClose} title={title} width={560}>
      <MapContent {...props} />
    </Modal>
  );
}

type MapTarget = 'type' | 'product';

function MapContent(props: MapExternalOrderModalProps) {
  const [target, setTarget] = useState<MapTarget>('type');
  const { byProduct } = props;
  return (
    <Form as="div">
      <LineSummary line={props.line} />
      {byProduct ? (
        <FormField label="Map to" name="mapTarget">
          <RadioGroup<MapTarget>
            options={[
              { value: 'type', label: 'A product type' },
              { value: 'product', label: 'One of the seller’s products' },
            ]}
            value={target}
            onChange={setTarget}
            orientation="horizontal"
          />
        </FormField>
      ) : null}
      {byProduct && target === 'product' ? (
        // A new product starts its variant afresh.
        <MapToProductBody
          key={byProduct.productId ?? ''}
          {...byProduct}
          onClose={props.onClose}
          submitting={props.submitting}
          submitError={props.submitError}
          submitLabel={props.submitLabel}
        />
      ) : (
        // A new type starts the picker afresh.
        <MapBody key={props.productTypeId ?? ''} {...props} />
      )}
    </Form>
  );
}

/** The shop's order line being mapped: its picture beside what the shop says of it. */
function LineSummary({ line }: { line: ExternalOrderLine }) {
  return (
    <Line aria-label="Shop order line">
      {line.image ? <Thumb src={line.image} alt="" width={48} height={48} /> : null}
      <LineFacts>
        <dt>Product</dt>
        <dd>
          {line.product}
          {line.variantTitle ? ` — ${line.variantTitle}` : ''}
        </dd>
        {line.sku ? (
          <>
            <dt>SKU</dt>
            <dd>{line.sku}</dd>
          </>
        ) : null}
        <dt>Order</dt>
        <dd>
          {line.orderNumber ? `${line.orderNumber}, ` : ''}
          {line.price != null
            ? `${line.quantity} × ${formatMoney(line.price)}`
            : `quantity ${line.quantity}`}
        </dd>
      </LineFacts>
    </Line>
  );
}

function MapBody({
  onClose,
  productTypes,
  productTypesLoading = false,
  productTypeId,
  onProductTypeChange,
  attributes,
  variants,
  variantsLoading = false,
  variantsError,
  onRetry,
  onSubmit,
  submitting = false,
  submitError,
  submitLabel = 'Map',
  note = 'The shop’s variant stays mapped: its next orders arrive as internal orders.',
  initialVariantId,
}: MapExternalOrderModalProps) {
  const [selection, setSelection] = useState<PickerSelection>({});
  // The variant to start from is chosen once, when the type's variants have come.
  const [seeded, setSeeded] = useState(false);
  const initial = seeded ? undefined : variants.find((v) => v.id === initialVariantId);
  if (initial) {
    setSeeded(true);
    setSelection(Object.fromEntries(initial.attributes.map((a) => [a.slug, a.option])));
  }
  const [message, setMessage] = useState<string | null>(null);
  const [typeMessage, setTypeMessage] = useState<string | null>(null);
  const { enabled, match } = pickerState(attributes, variants, selection);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!productTypeId) return setTypeMessage(EXTERNAL_ORDER_MESSAGES.productTypeRequired);
    const missing = attributes.find((a) => !selection[a.slug]);
    if (missing) return setMessage(EXTERNAL_ORDER_MESSAGES.selectOption(missing.slug));
    if (!match) return setMessage(EXTERNAL_ORDER_MESSAGES.variantNotOfType);
    setMessage(null);
    onSubmit({ productTypeId, variantId: match.id });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <FormField label="Product type" name="productType" required error={typeMessage ?? undefined}>
        <Select<string>
          options={productTypes.map((t) => ({ value: t.id, label: t.title }))}
          value={productTypeId}
          searchable
          loading={productTypesLoading}
          placeholder="Select a product type"
          onChange={(next) => {
            setTypeMessage(null);
            onProductTypeChange(next);
          }}
        />
      </FormField>
      {productTypeId ? (
        <LoadState
          loading={variantsLoading}
          loadingLabel="Loading variants"
          error={variantsError}
          onRetry={onRetry}
          empty={variants.length === 0}
          emptyMessage="This product type has no active variant"
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
          {match ? (
            <LineFacts aria-live="polite">
              <dt>Variant SKU</dt>
              <dd>{match.sku}</dd>
              {match.baseCost != null ? (
                <>
                  <dt>Base cost</dt>
                  <dd>{formatMoney(match.baseCost)}</dd>
                </>
              ) : null}
            </LineFacts>
          ) : null}
        </LoadState>
      ) : null}
      {note ? <Alert variant="info">{note}</Alert> : null}
      <MapFooter
        message={message}
        submitError={submitError}
        onClose={onClose}
        submitting={submitting}
        submitLabel={submitLabel}
      />
    </Form>
  );
}
