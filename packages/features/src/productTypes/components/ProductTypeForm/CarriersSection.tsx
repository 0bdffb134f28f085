import { chooseFlag, removeFlagged } from '@podoffice/domain';
import { MoneyInput, OrderableList, Select, moveItem, type SelectOption } from '@podoffice/ui';
import { newCarrierRow, type CarrierRow } from './formValues';
import { DefaultChoice, Legend, RowFields, Section, SectionError } from './ProductTypeForm.styles';

interface CarriersSectionProps {
  rows: CarrierRow[];
  onChange: (rows: CarrierRow[]) => void;
  error?: string;
  carriers: readonly SelectOption[];
  carriersLoading: boolean;
  disabled: boolean;
}

/**
 * Shipping Carries (its spelling kept: the product's text, word for word): each carrier once,
 * with its cost in $ (at least 0; 0 shows as Free to sellers) and one default (exactly one; the
 * first added, or the first left).
 */
export function CarriersSection({
  rows,
  onChange,
  error,
  carriers,
  carriersLoading,
  disabled,
}: CarriersSectionProps) {
  const update = (index: number, patch: Partial<CarrierRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const nameOf = (row: CarrierRow, index: number) =>
    carriers.find((c) => c.value === row.carrier_id)?.label ?? `carrier ${index + 1}`;
  const optionsFor = (row: CarrierRow) => {
    const taken = new Set(rows.filter((r) => r !== row).map((r) => r.carrier_id));
    return carriers.map((c) => ({ ...c, disabled: c.disabled || taken.has(c.value) }));
  };
  return (
    <Section>
      <Legend>Shipping Carries</Legend>
      <OrderableList
        label="Shipping Carries"
        items={rows}
        getKey={(row) => row.key}
        itemName={nameOf}
        onReorder={(from, to) => onChange(moveItem(rows, from, to))}
        onRemove={(index) => onChange(removeFlagged(rows, 'default', index))}
        onAdd={() => onChange([...rows, newCarrierRow(rows.length === 0)])}
        addLabel="Add carrier"
        emptyText="No shipping carriers yet."
        disabled={disabled}
        renderItem={(row, index) => (
          <RowFields>
            <Select
              aria-label={`Carrier ${index + 1}`}
              placeholder="Select carrier"
              searchable
              options={optionsFor(row)}
              value={row.carrier_id || null}
              onChange={(value) => update(index, { carrier_id: value ?? '' })}
              loading={carriersLoading}
              disabled={disabled}
            />
            <MoneyInput
              aria-label={`Cost of ${nameOf(row, index)}`}
              value={row.price}
              onChange={(price) => update(index, { price })}
              disabled={disabled}
            />
            <DefaultChoice>
              <input
                type="radio"
                name="carrier-default"
                aria-label={`Default carrier ${nameOf(row, index)}`}
                checked={row.default}
                onChange={() => onChange(chooseFlag(rows, 'default', index))}
                disabled={disabled}
              />
              Default
            </DefaultChoice>
          </RowFields>
        )}
      />
      {error && <SectionError role="alert">{error}</SectionError>}
    </Section>
  );
}
