import { EXTERNAL_ORDER_MESSAGES, formatMoney } from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Select } from '../Select';
import { MapFooter } from './MapFooter';
import { Form, LineFacts } from './MapExternalOrderModal.styles';

/** A product of the seller's, as the product choice lists it. */
export interface ProductMappingOption {
  id: string;
  title: string;
  sku: string;
}

/** A variant of the chosen product: what it is made of and what the seller pays for it. */
export interface ProductVariantMappingOption {
  id: string;
  sku: string;
  /** Its options in order (S / Black). */
  label: string;
  productTypeId: string;
  productTypeTitle: string;
  productTypeVariantId: string;
  /** What the seller pays for it (base cost); not shown when unknown. */
  baseCost?: number | null;
  /** Every print area of its type has a design: the order starts in processing. */
  designed?: boolean;
}

export interface MapToProductProps {
  /** The products to choose from (the site's, newest first). */
  products: readonly ProductMappingOption[];
  productsLoading?: boolean;
  /** The products could not be loaded. */
  productsError?: ReactNode;
  onRetryProducts?: () => void;
  /** How many products there are when more than `products` lists: the modal says to search. */
  productsTotal?: number;
  productId: string | null;
  onProductChange: (id: string | null) => void;
  /** The chosen product's variants. */
  variants: readonly ProductVariantMappingOption[];
  variantsLoading?: boolean;
  variantsError?: ReactNode;
  onRetryVariants?: () => void;
  /** Called on Map with the product and the variant the shop's variant becomes. */
  onSubmit: (mapping: { productId: string; variant: ProductVariantMappingOption }) => void;
}

interface BodyProps extends MapToProductProps {
  onClose: () => void;
  submitting?: boolean;
  submitError?: ReactNode;
  submitLabel?: string;
}

/**
 * Mapping to a product: the product, then its variant; both required ('Select a product and
 * product type variant'). The order starts with the product's designs, which the modal says.
 */
export function MapToProductBody({
  products,
  productsLoading = false,
  productsError,
  onRetryProducts,
  productsTotal,
  productId,
  onProductChange,
  variants,
  variantsLoading = false,
  variantsError,
  onRetryVariants,
  onSubmit,
  onClose,
  submitting = false,
  submitError,
  submitLabel = 'Map',
}: BodyProps) {
  const [variantId, setVariantId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const chosen = variants.find((v) => v.id === variantId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!productId || !chosen) return setMessage(EXTERNAL_ORDER_MESSAGES.productAndVariant);
    setMessage(null);
    onSubmit({ productId, variant: chosen });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <LoadState
        loading={false}
        error={productsError}
        onRetry={onRetryProducts}
        empty={!productsLoading && products.length === 0}
        emptyMessage="This site has no product yet: map to a product type, or add a product first"
      >
        <FormField
          label="Product"
          name="product"
          required
          help={
            productsTotal !== undefined && productsTotal > products.length
              ? `The ${products.length} newest of ${productsTotal} products: type a title or SKU to find one among them`
              : undefined
          }
        >
          <Select<string>
            options={products.map((p) => ({ value: p.id, label: `${p.title} (${p.sku})` }))}
            value={productId}
            searchable
            loading={productsLoading}
            placeholder="Select a product"
            onChange={(next) => {
              setMessage(null);
              onProductChange(next);
            }}
          />
        </FormField>
      </LoadState>
      {productId ? (
        <LoadState
          loading={variantsLoading}
          loadingLabel="Loading variants"
          error={variantsError}
          onRetry={onRetryVariants}
          empty={variants.length === 0}
          emptyMessage="This product has no variant"
        >
          <FormField label="Variant" name="productVariant" required>
            <Select<string>
              options={variants.map((v) => ({
                value: v.id,
                label: `${v.productTypeTitle}: ${v.label} (${v.sku})`,
              }))}
              value={variantId}
              searchable
              placeholder="Select a variant"
              onChange={(next) => {
                setMessage(null);
                setVariantId(next);
              }}
            />
          </FormField>
          {chosen ? (
            <LineFacts aria-live="polite">
              <dt>Variant SKU</dt>
              <dd>{chosen.sku}</dd>
              {chosen.baseCost != null ? (
                <>
                  <dt>Base cost</dt>
                  <dd>{formatMoney(chosen.baseCost)}</dd>
                </>
              ) : null}
              <dt>Designs</dt>
              <dd>
                {chosen.designed
                  ? 'Every print area is designed: the order starts in processing'
                  : 'Some print areas have no design yet: the order waits in pending design'}
              </dd>
            </LineFacts>
          ) : null}
        </LoadState>
      ) : null}
      <Alert variant="info">
        The order takes the product’s designs, and the shop’s variant stays mapped: its next orders
        arrive as internal orders.
      </Alert>
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
