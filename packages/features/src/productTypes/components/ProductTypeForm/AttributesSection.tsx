import { useEffect, useRef, useState } from 'react';
import { optionKey } from '@podoffice/domain';
import { OrderableList, Select, moveItem, type SelectOption } from '@podoffice/ui';
import { newAttributeRow, type AttributeOptionValue, type AttributeRow } from './formValues';
import { Legend, RowFields, Section, SectionError } from './ProductTypeForm.styles';

/** An attribute the picker offers (getAttributes). */
export interface AttributeChoice {
  id: string;
  name: string;
}

/** An option of an attribute (getAttributeTerms): its text and its sku. */
export interface AttributeTermChoice {
  name: string;
  sku: string | null;
}

type Terms = Record<string, { loading: boolean; failed: boolean; options: AttributeTermChoice[] }>;

interface AttributesSectionProps {
  rows: AttributeRow[];
  onChange: (rows: AttributeRow[]) => void;
  error?: string;
  attributes: readonly AttributeChoice[];
  attributesLoading: boolean;
  loadAttributeTerms: (attributeId: string) => Promise<AttributeTermChoice[]>;
  disabled: boolean;
}

const rowName = (row: AttributeRow, index: number) => row.name || `attribute ${index + 1}`;

/**
 * Attributes: orderable rows, each an attribute from the picker with options from its
 * terms; an attribute already in another row cannot be picked again
 * (each attribute once). The terms of each picked attribute load once and stay for the form's life.
 */
export function AttributesSection({
  rows,
  onChange,
  error,
  attributes,
  attributesLoading,
  loadAttributeTerms,
  disabled,
}: AttributesSectionProps) {
  const [terms, setTerms] = useState<Terms>({});
  const requested = useRef(new Set<string>());
  const load = useRef(loadAttributeTerms);
  load.current = loadAttributeTerms;

  const pickedIds = rows.map((row) => row.attribute_id).filter((id): id is string => !!id);
  const pickedKey = pickedIds.join(',');
  useEffect(() => {
    for (const id of pickedKey.split(',').filter(Boolean)) {
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      setTerms((all) => ({ ...all, [id]: { loading: true, failed: false, options: [] } }));
      load.current(id).then(
        (options) =>
          setTerms((all) => ({ ...all, [id]: { loading: false, failed: false, options } })),
        () => {
          // A later pick of the same attribute asks again.
          requested.current.delete(id);
          setTerms((all) => ({ ...all, [id]: { loading: false, failed: true, options: [] } }));
        },
      );
    }
  }, [pickedKey]);

  const update = (index: number, patch: Partial<AttributeRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const pick = (index: number, attributeId: string | null) => {
    const attribute = attributes.find((a) => a.id === attributeId);
    update(index, {
      attribute_id: attribute?.id ?? null,
      name: attribute?.name ?? '',
      slug: '',
      options: [],
    });
  };

  const attributeOptions = (row: AttributeRow): SelectOption[] => {
    const taken = new Set(
      rows.filter((other) => other !== row).map((other) => optionKey(other.name)),
    );
    const options = attributes.map((a) => ({
      value: a.id,
      label: a.name,
      disabled: taken.has(optionKey(a.name)),
    }));
    // An attribute no longer in the list (renamed or deleted) still shows in its row.
    return row.attribute_id === null && row.name
      ? [{ value: `name:${row.name}`, label: row.name }, ...options]
      : options;
  };

  const optionChoices = (row: AttributeRow): AttributeTermChoice[] => {
    const loaded = row.attribute_id ? (terms[row.attribute_id]?.options ?? []) : [];
    const known = new Set(loaded.map((t) => optionKey(t.name)));
    return [...loaded, ...row.options.filter((o) => !known.has(optionKey(o.name)))];
  };

  const setOptions = (index: number, row: AttributeRow, names: string[]) => {
    const choices = optionChoices(row);
    const options: AttributeOptionValue[] = names.map((name) => {
      const term = choices.find((t) => t.name === name);
      return { name, sku: term?.sku ?? null };
    });
    update(index, { options });
  };

  return (
    <Section>
      <Legend>Attributes</Legend>
      <OrderableList
        label="Attributes"
        items={rows}
        getKey={(row) => row.key}
        itemName={rowName}
        onReorder={(from, to) => onChange(moveItem(rows, from, to))}
        onRemove={(index) => onChange(rows.filter((_, i) => i !== index))}
        onAdd={() => onChange([...rows, newAttributeRow()])}
        addLabel="Add attribute"
        emptyText="No attributes yet. A product type needs at least one, with its options."
        disabled={disabled}
        renderItem={(row, index) => {
          const state = row.attribute_id ? terms[row.attribute_id] : undefined;
          return (
            <RowFields>
              <Select
                aria-label={`Attribute ${index + 1}`}
                placeholder="Select attribute"
                searchable
                options={attributeOptions(row)}
                value={row.attribute_id ?? (row.name ? `name:${row.name}` : null)}
                onChange={(value) =>
                  value === null || !value.startsWith('name:') ? pick(index, value) : undefined
                }
                loading={attributesLoading}
                disabled={disabled}
              />
              <Select
                multiple
                aria-label={`Options of ${rowName(row, index)}`}
                placeholder={row.name ? 'Select options' : 'Select an attribute first'}
                options={optionChoices(row).map((t) => ({ value: t.name, label: t.name }))}
                value={row.options.map((o) => o.name)}
                onChange={(names) => setOptions(index, row, names)}
                loading={state?.loading ?? false}
                emptyText={state?.failed ? 'Could not load the options' : 'No options'}
                disabled={disabled || !row.name}
              />
            </RowFields>
          );
        }}
      />
      {error && <SectionError role="alert">{error}</SectionError>}
    </Section>
  );
}
