import { useRef, useState } from 'react';
import { MESSAGES, chooseFlag, removeFlagged } from '@podoffice/domain';
import { FileUpload, NumberInput, OrderableList, TextInput, moveItem } from '@podoffice/ui';
import { newPrintAreaRow, type PrintAreaRow } from './formValues';
import { PRODUCT_TYPE_IMAGE_ACCEPT, isPicture, previewOf } from './images';
import {
  DefaultChoice,
  Legend,
  PrintAreaFields,
  RowFields,
  Section,
  SectionError,
} from './ProductTypeForm.styles';

interface PrintAreasSectionProps {
  rows: PrintAreaRow[];
  onChange: (rows: PrintAreaRow[]) => void;
  error?: string;
  /** Sends a mockup to the file store, reporting progress from 0 to 100; resolves to its url. */
  uploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  disabled: boolean;
}

const areaName = (row: PrintAreaRow, index: number) =>
  row.title.trim() || `print area ${index + 1}`;

const size = (value: number | undefined): number | '' =>
  value === undefined ? '' : Math.max(0, Math.round(value));

/** A mockup upload under way or failed, by row key. */
type Uploads = Record<string, { progress: number | null; failed: boolean }>;

/**
 * Print Areas: orderable rows with a title, a size in pixels, a mockup uploaded to the
 * file store, and the default area a design goes to first (the first added, or the
 * first left when it is removed).
 */
export function PrintAreasSection({
  rows,
  onChange,
  error,
  uploadImage,
  disabled,
}: PrintAreasSectionProps) {
  const [uploads, setUploads] = useState<Uploads>({});
  // An upload ends after other edits: it changes the rows as they are then, not as they were.
  const latest = useRef(rows);
  latest.current = rows;

  const update = (index: number, patch: Partial<PrintAreaRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const uploadMockup = async (key: string, file: File) => {
    const track = (progress: number | null, failed = false) =>
      setUploads((all) => ({ ...all, [key]: { progress, failed } }));
    track(0);
    try {
      const url = await uploadImage(file, (percent) => track(percent));
      onChange(latest.current.map((row) => (row.key === key ? { ...row, mockup: url } : row)));
      track(null);
    } catch {
      track(null, true);
    }
  };

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
        renderItem={(row, index) => {
          const name = areaName(row, index);
          const upload = uploads[row.key];
          return (
            <PrintAreaFields>
              <RowFields>
                <TextInput
                  aria-label={`Title of print area ${index + 1}`}
                  placeholder="Title, e.g. Front"
                  value={row.title}
                  onChange={(event) => update(index, { title: event.target.value })}
                  disabled={disabled}
                />
                <NumberInput
                  aria-label={`Width of ${name}`}
                  prefix="W"
                  suffix="px"
                  min={0}
                  value={row.width === '' ? null : row.width}
                  onChange={(value) => update(index, { width: size(value) })}
                  disabled={disabled}
                />
                <NumberInput
                  aria-label={`Height of ${name}`}
                  prefix="H"
                  suffix="px"
                  min={0}
                  value={row.height === '' ? null : row.height}
                  onChange={(value) => update(index, { height: size(value) })}
                  disabled={disabled}
                />
                <DefaultChoice>
                  <input
                    type="radio"
                    name="print-area-default"
                    aria-label={`Default print area ${name}`}
                    checked={row.default}
                    onChange={() => onChange(chooseFlag(rows, 'default', index))}
                    disabled={disabled}
                  />
                  Default
                </DefaultChoice>
              </RowFields>
              <FileUpload
                compact
                label={`Mockup of ${name}`}
                accept={PRODUCT_TYPE_IMAGE_ACCEPT}
                onFiles={([file]) => file && void uploadMockup(row.key, file)}
                progress={upload?.progress}
                error={upload?.failed ? MESSAGES.uploadFailed : undefined}
                previewUrl={row.mockup && isPicture(row.mockup) ? previewOf(row.mockup) : null}
                previewAlt={`Mockup of ${name}`}
                disabled={disabled}
              />
            </PrintAreaFields>
          );
        }}
      />
      {error && <SectionError role="alert">{error}</SectionError>}
    </Section>
  );
}
