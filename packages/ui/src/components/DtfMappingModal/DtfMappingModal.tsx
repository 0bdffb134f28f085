import {
  chosenPlacements,
  DTF_DEFAULT_SHIPPING_METHOD,
  DTF_MESSAGES,
  DTF_PARTNER_NAME,
  DTF_SHIPPING_METHODS,
  dtfMappingComplete,
  isDtfShippingMethod,
  orderIdLabel,
  type DtfOrderMapping,
} from '@podoffice/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import { Select } from '../Select';
import {
  Choices,
  Context,
  DesignTitle,
  Form,
  Hidden,
  MissingDesign,
  NoDesigns,
  Row,
  Rows,
  Section,
  SectionHeading,
  Thumbnail,
} from './DtfMappingModal.styles';

/** One of the order's print files: what prints, if its file was found. */
export interface DtfMappingDesign {
  /** The print file's id (OrderPrintFile.id), sent as a placement's print_file_id. */
  id: string;
  /** The print area's title, e.g. Front; the thumbnail's alt text. */
  title: string;
  /** The design file's address; null when the order has no file for it ('Design not found'). */
  url: string | null;
}

/** One of the partner's products the order can be made as. */
export interface DtfMappingSkuOption {
  /** The partner's product sku, sent as the mapping's sku. */
  sku: string;
  /** What the Product select shows and filters on. */
  label: string;
}

/** What Save sends: the order's mapping without its id (the screen knows the order). */
export type DtfMappingValue = Omit<DtfOrderMapping, 'order_id'>;

/** A mapping filled in first: the server's suggestion or an earlier save. */
export type DtfMappingInitialValue = Partial<DtfMappingValue>;

export interface DtfMappingModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel, Escape or the close button. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title; a new order starts a fresh form. */
  orderId: number;
  /** The shop's order number, shown under the title. */
  originNumber?: string;
  /** The order's product name, shown under the title. */
  productName?: string;
  /** The order's print files, in display order. */
  designs: readonly DtfMappingDesign[];
  /** The partner's products (its print-type catalogue), for Product. */
  skuOptions: readonly DtfMappingSkuOption[];
  /** The partner's placement keys (front, back, left_sleeve…) a design can print at. */
  placementOptions: readonly string[];
  /** Filled in first; a shipping method left out starts as standard. */
  initialValue?: DtfMappingInitialValue;
  /** The mapping data (products, placements) is loading. */
  loading?: boolean;
  /** The mapping data could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The mapping is being saved: Save shows busy. */
  saving?: boolean;
  /** The server refused the mapping, e.g. its first error message. */
  saveError?: ReactNode;
  /** Called on Save with the mapping; only designs given a placement are sent. */
  onSave: (value: DtfMappingValue) => void;
}

/** The value of a design row's "No placement" choice. */
const NO_PLACEMENT = '';

const SHIPPING_OPTIONS = DTF_SHIPPING_METHODS.map((method) => ({
  value: method as string,
  label: method.charAt(0).toUpperCase() + method.slice(1),
}));

/**
 * DTF data mapping: which of the partner's products the order
 * is made as, how it ships, and where each of its designs prints. Save stays disabled until the
 * mapping is complete (a product, a shipping method and at least one placement).
 */
export function DtfMappingModal({
  open,
  onClose,
  orderId,
  originNumber,
  productName,
  ...rest
}: DtfMappingModalProps) {
  const contextId = useId();
  const hasContext = Boolean(originNumber || productName);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`DTF data mapping ${orderIdLabel(orderId)}`}
      describedBy={hasContext ? contextId : undefined}
      width={640}
    >
      <DtfMappingForm
        key={orderId}
        onClose={onClose}
        context={
          hasContext && (
            <Context id={contextId}>
              {originNumber && <span>Order #{originNumber}</span>}
              {productName && <span>{productName}</span>}
            </Context>
          )
        }
        {...rest}
      />
    </Modal>
  );
}

type FormProps = Omit<DtfMappingModalProps, 'open' | 'orderId' | 'originNumber' | 'productName'> & {
  /** The order's number and product, first in the form. */
  context: ReactNode;
};

/**
 * What the user changed. Whatever is left unchanged follows `initialValue`, which may arrive after
 * the form opened (with the mapping data it loads).
 */
interface Edits {
  sku?: string | null;
  shippingMethod?: string | null;
  /** Placement by print file id. */
  placements: ReadonlyMap<string, string>;
}

function DtfMappingForm({
  context,
  onClose,
  designs,
  skuOptions,
  placementOptions,
  initialValue,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
  onSave,
}: FormProps) {
  const designsId = useId();
  const [edits, setEdits] = useState<Edits>({ placements: new Map() });

  // A prefilled choice the options no longer offer is left empty, to be chosen again.
  const wantedSku = edits.sku !== undefined ? edits.sku : (initialValue?.sku ?? null);
  const sku = skuOptions.some((option) => option.sku === wantedSku) ? wantedSku : null;
  const wantedMethod =
    edits.shippingMethod !== undefined
      ? edits.shippingMethod
      : (initialValue?.shipping_method ?? DTF_DEFAULT_SHIPPING_METHOD);
  const shippingMethod = wantedMethod && isDtfShippingMethod(wantedMethod) ? wantedMethod : null;
  const initialPlacements = new Map(
    (initialValue?.placement ?? []).map((p) => [p.print_file_id, p.placement]),
  );
  const placementOf = (design: DtfMappingDesign) => {
    if (design.url === null) return NO_PLACEMENT;
    const wanted = edits.placements.get(design.id) ?? initialPlacements.get(design.id);
    return wanted !== undefined && placementOptions.includes(wanted) ? wanted : NO_PLACEMENT;
  };

  const value: DtfMappingValue = {
    sku: sku ?? '',
    shipping_method: shippingMethod ?? '',
    placement: chosenPlacements({
      placement: designs.map((design) => ({
        print_file_id: design.id,
        placement: placementOf(design),
      })),
    }),
  };
  const unavailable = loading || Boolean(error) || skuOptions.length === 0;
  const complete = !unavailable && dtfMappingComplete(value);

  const skuChoices = skuOptions.map((option) => ({ value: option.sku, label: option.label }));
  const placementChoices = [
    { value: NO_PLACEMENT, label: 'No placement' },
    ...placementOptions.map((key) => ({ value: key, label: key })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !saving) onSave(value);
  };

  return (
    <Form onSubmit={submit} noValidate>
      {context}
      <LoadState
        loading={loading}
        loadingLabel="Loading mapping data"
        error={error}
        onRetry={onRetry}
        empty={skuOptions.length === 0}
        emptyMessage={`No ${DTF_PARTNER_NAME} products to choose from`}
      >
        <Choices>
          <FormField label="Product" name="sku" required>
            <Select<string>
              searchable
              options={skuChoices}
              value={sku}
              placeholder="Select product"
              emptyText="No product matches"
              onChange={(next) => setEdits((current) => ({ ...current, sku: next }))}
            />
          </FormField>
          <FormField label="Shipping method" name="shipping_method" required>
            <Select<string>
              options={SHIPPING_OPTIONS}
              value={shippingMethod}
              placeholder="Select shipping method"
              onChange={(next) => setEdits((current) => ({ ...current, shippingMethod: next }))}
            />
          </FormField>
        </Choices>
        <Section aria-labelledby={designsId}>
          <SectionHeading id={designsId}>Designs</SectionHeading>
          {designs.length === 0 ? (
            <NoDesigns>{DTF_MESSAGES.designNotFound}</NoDesigns>
          ) : (
            <Rows>
              {designs.map((design) => (
                <Row key={design.id}>
                  {design.url === null ? (
                    <MissingDesign>{DTF_MESSAGES.designNotFound}</MissingDesign>
                  ) : (
                    <Thumbnail src={design.url} alt={design.title} width={64} height={64} />
                  )}
                  <DesignTitle>{design.title}</DesignTitle>
                  <FormField
                    label={
                      <>
                        Placement<Hidden> of {design.title}</Hidden>
                      </>
                    }
                  >
                    <Select<string>
                      options={placementChoices}
                      value={placementOf(design)}
                      disabled={design.url === null}
                      onChange={(next) =>
                        setEdits((current) => ({
                          ...current,
                          placements: new Map(current.placements).set(
                            design.id,
                            next ?? NO_PLACEMENT,
                          ),
                        }))
                      }
                    />
                  </FormField>
                </Row>
              ))}
            </Rows>
          )}
        </Section>
      </LoadState>
      {saveError && <Alert variant="error">{saveError}</Alert>}
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={saving} disabled={!complete}>
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
