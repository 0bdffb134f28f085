import { chooseFlag, removeFlagged } from '@podoffice/domain';
import { NumberInput, OrderableList, TextInput, moveItem } from '@podoffice/ui';
import { newPrintAreaRow, type PrintAreaRow } from './formValues';
import { DefaultChoice, Legend, RowFields, Section, SectionError } from './ProductTypeForm.styles';

interface PrintAreasSectionProps {
  rows: PrintAreaRow[];
  onChange: (rows: PrintAreaRow[]) => void;
  error?: string;
  disabled: boolean;
}

const areaName = (row: PrintAreaRow, index: number) =>
  row.title.trim() || `print area ${index + 1}`;

const size = (value: number | undefined): number | '' =>
  value === undefined ? '' : Math.max(0, Math.round(value));

/**
 * Print Areas (spec 2 §2): orderable rows with a title and a size in pixels, and the default area
 * a design goes to first (spec 2 §4: the first added, or the first left when it is removed).
 */
export function PrintAreasSection({ rows, onChange, error, disabled }: PrintAreasSectionProps) {
  const update = (index: number, patch: Partial<PrintAreaRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Section>
      <Legend>Print Areas</Legend>
      <OrderableList
        label="Print Areas"
        items={rows}
        getKey={(row) => row.key}
        itemName={areaName}
        onReorder={(from, to) => onChange(moveItem(rows, from, to))}
        onRemove={(index) => onChange(removeFlagged(rows, 'default', index))}
        onAdd={() => onChange([...rows, newPrintAreaRow(rows.length === 0)])}
        addLabel="Add print area"
        emptyText="No print areas yet. A product type needs at least one."
        disabled={disabled}
        renderItem={(row, index) => (
          <RowFields>
            <TextInput
              aria-label={`Title of print area ${index + 1}`}
              placeholder="Title, e.g. Front"
              value={row.title}
              onChange={(event) => update(index, { title: event.target.value })}
              disabled={disabled}
            />
            <NumberInput
              aria-label={`Width of ${areaName(row, index)}`}
              placeholder="Width (px)"
              min={0}
              value={row.width === '' ? null : row.width}
              onChange={(value) => update(index, { width: size(value) })}
              disabled={disabled}
            />
            <NumberInput
              aria-label={`Height of ${areaName(row, index)}`}
              placeholder="Height (px)"
              min={0}
              value={row.height === '' ? null : row.height}
              onChange={(value) => update(index, { height: size(value) })}
              disabled={disabled}
            />
            <DefaultChoice>
              <input
                type="radio"
                name="print-area-default"
                aria-label={`Default print area ${areaName(row, index)}`}
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
