import { useState } from 'react';
import { applyBulkPrices, formatMoney, toCents, fromCents } from '@podoffice/domain';
import { Button, IconButton, MoneyInput } from '@podoffice/ui';
import { BulkPriceModal } from './BulkPriceModal';
import { VariantOptions } from './VariantOptions';
import { CellError, CellNote, Muted, PriceTable, TypeSection } from './ProductForm.styles';
import { defaultFlags, rowErrors, rowProfit, type VariantRow } from './productFormValues';

export interface VariantPricesProps {
  /** The chosen product types, in order: one section each. */
  types: { id: string; title: string }[];
  rows: VariantRow[];
  /** Every variant the types offer (the rows when the form opened): the options bring them back. */
  candidates: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  /** Shows each price's error (after a first Push). */
  showErrors: boolean;
}

const centsOrNull = (value: number | null) => (value === null ? null : toCents(value));

/**
 * The variants' prices: per product type, each variant with its
 * base cost, Regular and Sale price (at least the base cost, the sale not above the regular),
 * the profit, and Remove; the type's Price button sets every variant's prices at once.
 */
export function VariantPrices({
  types,
  rows,
  candidates,
  onChange,
  showErrors,
}: VariantPricesProps) {
  const [bulkType, setBulkType] = useState<{ id: string; title: string } | null>(null);
  const set = (id: string, change: Partial<VariantRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));

  return (
    <>
      {types.map((type) => {
        const own = rows.filter((row) => row.typeId === type.id);
        return (
          <TypeSection key={type.id} aria-labelledby={`variants-${type.id}`}>
            <header>
              <h3 id={`variants-${type.id}`}>
                {type.title} <Muted as="span">({own.length} variants)</Muted>
              </h3>
              <Button size="sm" disabled={own.length === 0} onClick={() => setBulkType(type)}>
                Price
              </Button>
            </header>
            <VariantOptions
              typeTitle={type.title}
              candidates={candidates.filter((row) => row.typeId === type.id)}
              rows={own}
              onChange={(next) =>
                onChange(
                  types.flatMap((t) =>
                    t.id === type.id ? next : rows.filter((row) => row.typeId === t.id),
                  ),
                )
              }
            />
            {own.length === 0 ? (
              <Muted>Every variant of this type was removed.</Muted>
            ) : (
              <PriceTable>
                <thead>
                  <tr>
                    <th scope="col">Variant</th>
                    <th scope="col">Base Cost</th>
                    <th scope="col">Regular Price</th>
                    <th scope="col">Sale Price</th>
                    <th scope="col">Profit</th>
                    <th scope="col">Remove</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((row) => {
                    const errors = showErrors ? rowErrors(row) : {};
                    const profit = rowProfit(row);
                    const flags = defaultFlags(row);
                    return (
                      <tr key={row.id}>
                        <th scope="row">
                          {row.label}
                          <Muted>{row.sku}</Muted>
                        </th>
                        <td>{formatMoney(fromCents(row.baseCents))}</td>
                        <td>
                          <MoneyInput
                            aria-label={`Regular price of ${row.sku}`}
                            value={row.regular}
                            onChange={(regular) => set(row.id, { regular })}
                            aria-invalid={errors.regular ? true : undefined}
                            aria-describedby={errors.regular ? `regular-${row.id}` : undefined}
                          />
                          {errors.regular ? (
                            <CellError id={`regular-${row.id}`}>{errors.regular}</CellError>
                          ) : (
                            flags.regular && <CellNote>Default regular price</CellNote>
                          )}
                        </td>
                        <td>
                          <MoneyInput
                            aria-label={`Sale price of ${row.sku}`}
                            value={row.sale}
                            onChange={(sale) => set(row.id, { sale })}
                            aria-invalid={errors.sale ? true : undefined}
                            aria-describedby={errors.sale ? `sale-${row.id}` : undefined}
                          />
                          {errors.sale ? (
                            <CellError id={`sale-${row.id}`}>{errors.sale}</CellError>
                          ) : (
                            flags.sale && <CellNote>Default sale price</CellNote>
                          )}
                        </td>
                        <td>{profit === null ? '—' : formatMoney(profit)}</td>
                        <td>
                          <IconButton
                            label={`Remove ${row.sku}`}
                            variant="ghost"
                            onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
                          >
                            ×
                          </IconButton>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </PriceTable>
            )}
          </TypeSection>
        );
      })}
      <BulkPriceModal
        typeTitle={bulkType?.title ?? null}
        onClose={() => setBulkType(null)}
        onApply={({ regular, sale }) => {
          const typeId = bulkType?.id;
          const inType = rows.filter((row) => row.typeId === typeId);
          const priced = applyBulkPrices(
            inType.map((row) => ({
              ...row,
              regularCents: centsOrNull(row.regular),
              saleCents: centsOrNull(row.sale),
            })),
            { regularCents: centsOrNull(regular), saleCents: centsOrNull(sale) },
          );
          const byId = new Map(priced.map((p) => [p.id, p]));
          onChange(
            rows.map((row) => {
              const p = byId.get(row.id);
              return p
                ? {
                    ...row,
                    regular: p.regularCents === null ? null : fromCents(p.regularCents),
                    sale: p.saleCents === null ? null : fromCents(p.saleCents),
                  }
                : row;
            }),
          );
        }}
      />
    </>
  );
}
