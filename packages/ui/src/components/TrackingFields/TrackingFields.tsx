import type { TrackingFormValues } from '@podoffice/domain';
import type { ReactNode } from 'react';
import { SELECT_CARRIER } from '../ChangeCarrierModal';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { MoneyInput } from '../MoneyInput';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { Costs, Row, Stacked } from './TrackingFields.styles';

/** A carrier of the order's product type, one the tracking can be sent with. */
export interface TrackingCarrierOption {
  id: string | number;
  name: string;
}

/** What the fields show: the chosen carrier's id as text, the code as typed, costs in dollars. */
export interface TrackingFieldsValue {
  carrierId: string | null;
  code: string;
  baseCost: number | null;
  shippingCost?: number | null;
}

/** A message under a field, by addTracking's field name (domain's `trackingFormErrors`). */
export type TrackingFieldsErrors = Partial<Record<keyof TrackingFormValues, string>>;

export interface TrackingFieldsProps {
  /** The carriers of the order's product type. */
  carriers: readonly TrackingCarrierOption[];
  /** The carriers are loading: Carrier shows a loading line. */
  loading?: boolean;
  /** The carriers could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  value: TrackingFieldsValue;
  errors?: TrackingFieldsErrors;
  /** One field changed: what changed, and the field whose message it clears. */
  onChange: (next: Partial<TrackingFieldsValue>, field: keyof TrackingFormValues) => void;
  /**
   * 'form': the single order's form (carrier, code, then both costs side by side; the fields join
   * the form's column). 'row': one order among several: a group named by `legend` with carrier,
   * code and total cost on one line; no shipping cost (a bulk add sends none).
   */
  layout?: 'form' | 'row';
  /** Names a row: the order's id (N + 6 digits). */
  legend?: ReactNode;
}

/**
 * An order's tracking fields (spec 2 §5 Tracking form): Carrier of the product type's carriers,
 * Tracking code, Total cost and, in the single form, Shipping cost. Controlled: the caller keeps the
 * values and checks them (domain `trackingFormErrors`), so the single form and the bulk rows read
 * and refuse the same way.
 */
export function TrackingFields({
  carriers,
  loading = false,
  error,
  onRetry,
  value,
  errors = {},
  onChange,
  layout = 'form',
  legend,
}: TrackingFieldsProps) {
  const options = carriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name }));
  // A carrier no longer offered shows as none chosen (Save then asks for one).
  const chosen = options.some((option) => option.value === value.carrierId)
    ? value.carrierId
    : null;
  const carrier = (
    <LoadState
      loading={loading}
      loadingLabel="Loading carriers"
      loadingLines={1}
      error={error}
      onRetry={onRetry}
      empty={carriers.length === 0}
      emptyMessage="No carriers for this product type"
    >
      <FormField label="Carrier" name="carrier_id" required error={errors.carrier_id}>
        <Select<string>
          options={options}
          value={chosen}
          placeholder={SELECT_CARRIER}
          onChange={(next) => onChange({ carrierId: next }, 'carrier_id')}
        />
      </FormField>
    </LoadState>
  );
  const code = (
    <FormField label="Tracking code" name="tracking_code" required error={errors.tracking_code}>
      <TextInput
        value={value.code}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ code: event.target.value }, 'tracking_code')}
      />
    </FormField>
  );
  const baseCost = (
    <FormField label="Total cost" name="base_cost" required error={errors.base_cost}>
      <MoneyInput
        value={value.baseCost}
        allowNegative
        onChange={(next) => onChange({ baseCost: next }, 'base_cost')}
      />
    </FormField>
  );
  if (layout === 'row') {
    return (
      <Row>
        {legend !== undefined && <legend>{legend}</legend>}
        {carrier}
        {code}
        {baseCost}
      </Row>
    );
  }
  return (
    <Stacked>
      {carrier}
      {code}
      <Costs>
        {baseCost}
        <FormField label="Shipping cost" name="shipping_cost" error={errors.shipping_cost}>
          <MoneyInput
            value={value.shippingCost ?? null}
            allowNegative
            onChange={(next) => onChange({ shippingCost: next }, 'shipping_cost')}
          />
        </FormField>
      </Costs>
    </Stacked>
  );
}
