import { useState } from 'react';
import {
  BULK_PRICE_ALL,
  PRODUCT_TYPE_MESSAGES as M,
  formatMoneyInput,
  type BulkPriceInput,
  type BulkPrices,
  type ProductTypeAttribute,
} from '@podoffice/domain';
import { Button, FormField, Modal, Select, TextInput } from '@podoffice/ui';
import { Fields, Muted, Wide } from './VariantTools.styles';

export interface BulkPriceModalProps {
  open: boolean;
  /** The type's attributes: the one chosen picks the variants by its options. */
  attributes: readonly ProductTypeAttribute[];
  /** The type's carriers (id and name): one cost field each. */
  carriers: readonly { carrier_id: string; name: string }[];
  /** Whether the type has suppliers: the supplier cost goes to each variant's first one. */
  hasSuppliers: boolean;
  /**
   * Applies the prices (the domain's bulkPrice); answers its message when the choice is
   * incomplete ('Select attribute!', 'Select Options!'), else null and the modal closes.
   */
  onApply: (input: BulkPriceInput) => string | null;
  onClose: () => void;
}

type PriceField = Exclude<keyof BulkPrices, 'carrier_costs'>;
const PRICE_FIELDS: { field: PriceField; label: string }[] = [
  { field: 'retail_cost', label: 'Regular price' },
  { field: 'sale_cost', label: 'Sale price' },
  { field: 'base_cost', label: 'Seller cost' },
  { field: 'fee_ship', label: M.feeShipLabel },
  { field: 'original_cost', label: 'Original cost' },
  { field: 'other_base_cost', label: 'Other base cost' },
];

function MoneyField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <TextInput
        inputMode="decimal"
        placeholder="$0"
        value={formatMoneyInput(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

/**
 * Bulk edit price: an attribute, its options ('All' for every one) and the prices to
 * give the matching variants. Only values above 0 are applied, so an empty field keeps each
 * variant's own price; the supplier cost goes to each variant's first supplier.
 */
export function BulkPriceModal({
  open,
  attributes,
  carriers,
  hasSuppliers,
  onApply,
  onClose,
}: BulkPriceModalProps) {
  const [attribute, setAttribute] = useState<string | null>(null);
  const [options, setOptions] = useState<string[]>([]);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [carrierCosts, setCarrierCosts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const chosen = attributes.find((a) => a.slug === attribute);
  const optionChoices = [
    { value: BULK_PRICE_ALL, label: BULK_PRICE_ALL },
    ...(chosen?.options ?? []).map((o) => ({ value: o.name, label: o.name })),
  ];

  const apply = () => {
    const message = onApply({
      attribute,
      options,
      prices: { ...prices, carrier_costs: carrierCosts },
    });
    setError(message);
  };

  return (
    <Modal open={open} onClose={onClose} title="Bulk edit price" width={640}>
      <Muted>
        Only values above 0 are applied; empty fields keep each variant&apos;s own price.
      </Muted>
      <Fields>
        <FormField label="Attribute" required error={error === M.selectAttribute && error}>
          <Select
            options={attributes.map((a) => ({ value: a.slug, label: a.name }))}
            value={attribute}
            placeholder="Select attribute"
            onChange={(value) => {
              setAttribute(value);
              setOptions([]);
              setError(null);
            }}
          />
        </FormField>
        <FormField label="Options" required error={error === M.selectOptions && error}>
          <Select
            multiple
            options={optionChoices}
            value={options}
            placeholder="Select options"
            disabled={!chosen}
            onChange={(value) => {
              setOptions(value);
              setError(null);
            }}
          />
        </FormField>
        {PRICE_FIELDS.map(({ field, label }) => (
          <MoneyField
            key={field}
            label={label}
            value={prices[field] ?? ''}
            onChange={(value) => setPrices((p) => ({ ...p, [field]: value }))}
          />
        ))}
        {hasSuppliers && (
          <MoneyField
            label="Supplier cost"
            value={prices.supplier_cost ?? ''}
            onChange={(value) => setPrices((p) => ({ ...p, supplier_cost: value }))}
          />
        )}
        {carriers.map((carrier) => (
          <MoneyField
            key={carrier.carrier_id}
            label={`${carrier.name} cost`}
            value={carrierCosts[carrier.carrier_id] ?? ''}
            onChange={(value) => setCarrierCosts((c) => ({ ...c, [carrier.carrier_id]: value }))}
          />
        ))}
        {error && error !== M.selectAttribute && error !== M.selectOptions && (
          <Wide role="alert">{error}</Wide>
        )}
      </Fields>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onClick={apply}>
          Apply
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default BulkPriceModal;
