import { useState } from 'react';
import type { ProductTypeAttribute } from '@podoffice/domain';
import { Button, Checkbox, Modal } from '@podoffice/ui';
import { Muted, Section } from './VariantTools.styles';

export interface PrintAreasByColorModalProps {
  open: boolean;
  /** The type's colour attribute: one line per option. */
  attribute: ProductTypeAttribute;
  /** The type's print areas. */
  printAreas: readonly { id: string; title: string }[];
  /** Each colour's print areas now (its first variant's), ticked when the modal opens. */
  initial: ReadonlyMap<string, readonly string[]>;
  /** Gives every variant of each colour the print areas ticked for it. */
  onApply: (areasByOption: Record<string, string[]>) => void;
  onClose: () => void;
}

/**
 * Add print areas by Color attribute: for each colour, the print areas its variants
 * print on (a dark shirt may print on the front only), applied to every variant of that colour.
 */
export function PrintAreasByColorModal({
  open,
  attribute,
  printAreas,
  initial,
  onApply,
  onClose,
}: PrintAreasByColorModalProps) {
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(attribute.options.map((o) => [o.name, [...(initial.get(o.name) ?? [])]])),
  );
  const toggle = (option: string, areaId: string, on: boolean) =>
    setChosen((current) => {
      const list = current[option] ?? [];
      return {
        ...current,
        [option]: on ? [...list, areaId] : list.filter((id) => id !== areaId),
      };
    });
  const everywhere = (areaId: string) =>
    setChosen((current) =>
      Object.fromEntries(
        Object.entries(current).map(([option, list]) => [
          option,
          list.includes(areaId) ? list : [...list, areaId],
        ]),
      ),
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Add print areas by ${attribute.name} attribute`}
      width={640}
    >
      <Muted>
        Every variant of a {attribute.name.toLowerCase()} gets the print areas ticked for it.
      </Muted>
      {printAreas.length === 0 ? (
        <Muted>This product type has no print areas: add them in its form first.</Muted>
      ) : (
        <>
          <Section>
            <legend>Every {attribute.name.toLowerCase()}</legend>
            {printAreas.map((area) => (
              <Button
                key={area.id}
                size="sm"
                variant="secondary"
                onClick={() => everywhere(area.id)}
              >
                {`${area.title} on all`}
              </Button>
            ))}
          </Section>
          {attribute.options.map((option) => (
            <Section key={option.name}>
              <legend>{option.name}</legend>
              {printAreas.map((area) => (
                <Checkbox
                  key={area.id}
                  label={area.title}
                  aria-label={`${area.title} for ${option.name}`}
                  checked={chosen[option.name]?.includes(area.id) ?? false}
                  onChange={(e) => toggle(option.name, area.id, e.target.checked)}
                />
              ))}
            </Section>
          ))}
        </>
      )}
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={printAreas.length === 0}
          onClick={() => onApply(chosen)}
        >
          Apply
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default PrintAreasByColorModal;
