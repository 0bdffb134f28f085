import { memo, useCallback, useMemo, useState } from 'react';
import {
  optionKey,
  optionOf,
  variantOptions,
  type ProductTypeAttribute,
  type ProductTypeVariantDraft,
} from '@podoffice/domain';
import { Button, Checkbox, FormField, Modal, Select, variantRowId } from '@podoffice/ui';
import { Fields, Muted, Rows } from './VariantTools.styles';

/** What Select Variants does with the rows picked. */
export type SelectVariantsAction = 'activate' | 'deactivate' | 'remove';

export interface SelectVariantsModalProps {
  open: boolean;
  /** The grid's rows. */
  variants: readonly ProductTypeVariantDraft[];
  /** The type's attributes, to pick rows by option. */
  attributes: readonly ProductTypeAttribute[];
  /** The rows picked before (their row ids). */
  initial: ReadonlySet<string>;
  /** Keeps the picked rows as the selection (Bulk edit price and mapping act on it). */
  onDone: (selected: Set<string>) => void;
  /** Activates, deactivates or removes the picked rows. */
  onAction: (action: SelectVariantsAction, selected: Set<string>) => void;
  onClose: () => void;
}

const nameOf = (variant: ProductTypeVariantDraft) =>
  variant.attributes.map((a) => a.option).join(' / ') || variant.sku;

/** One row of the list, memoized: ticking one of 2,000 re-renders that one. */
const VariantCheck = memo(function VariantCheck({
  id,
  label,
  checked,
  onToggle,
}: {
  id: string;
  label: string;
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <li>
      <Checkbox label={label} checked={checked} onChange={(e) => onToggle(id, e.target.checked)} />
    </li>
  );
});

/**
 * Select Variants: narrow the rows by options, tick them (one by one or all shown), then
 * activate, deactivate or remove them, or keep them selected for the bulk edits.
 */
export function SelectVariantsModal({
  open,
  variants,
  attributes,
  initial,
  onDone,
  onAction,
  onClose,
}: SelectVariantsModalProps) {
  const [selected, setSelected] = useState(() => new Set(initial));
  const [filters, setFilters] = useState<Record<string, string[]>>({});

  const shown = useMemo(() => {
    const active = Object.entries(filters)
      .filter(([, options]) => options.length > 0)
      .map(([slug, options]) => ({
        attribute: attributes.find((a) => a.slug === slug)!,
        keys: new Set(options.map(optionKey)),
      }));
    if (active.length === 0) return variants;
    return variants.filter((variant) => {
      const options = variantOptions(variant.attributes);
      return active.every(({ attribute, keys }) => {
        const option = optionOf(options, attribute);
        return option !== undefined && keys.has(option);
      });
    });
  }, [variants, attributes, filters]);

  const shownIds = shown.map(variantRowId);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const someShown = shownIds.some((id) => selected.has(id));
  const toggleShown = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of shownIds) {
        if (allShown) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const none = selected.size === 0;

  return (
    <Modal open={open} onClose={onClose} title="Select Variants" width={680}>
      <Fields>
        {attributes.map((attribute) => (
          <FormField key={attribute.slug} label={attribute.name}>
            <Select
              multiple
              options={attribute.options.map((o) => ({ value: o.name, label: o.name }))}
              value={filters[attribute.slug] ?? []}
              placeholder={`Any ${attribute.name.toLowerCase()}`}
              onChange={(value) => setFilters((f) => ({ ...f, [attribute.slug]: value }))}
            />
          </FormField>
        ))}
      </Fields>
      <Muted role="status">
        {selected.size.toLocaleString('en-US')} of {variants.length.toLocaleString('en-US')}{' '}
        variant(s) selected
      </Muted>
      <Checkbox
        label={`Select all shown (${shown.length.toLocaleString('en-US')})`}
        checked={allShown}
        indeterminate={!allShown && someShown}
        disabled={shown.length === 0}
        onChange={toggleShown}
      />
      <Rows aria-label="Variants">
        {shown.map((variant, i) => (
          <VariantCheck
            key={shownIds[i]}
            id={shownIds[i]!}
            label={`${nameOf(variant)} (${variant.sku})`}
            checked={selected.has(shownIds[i]!)}
            onToggle={toggle}
          />
        ))}
      </Rows>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="secondary" disabled={none} onClick={() => onAction('activate', selected)}>
          Activate
        </Button>
        <Button
          variant="secondary"
          disabled={none}
          onClick={() => onAction('deactivate', selected)}
        >
          Deactivate
        </Button>
        <Button variant="danger" disabled={none} onClick={() => onAction('remove', selected)}>
          Remove
        </Button>
        <Button variant="primary" onClick={() => onDone(selected)}>
          Keep selection
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default SelectVariantsModal;
