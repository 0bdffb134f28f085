import { useState } from 'react';
import { Button, FormField, Modal, Select } from '@podoffice/ui';
import { MappingRow, Muted } from './VariantTools.styles';

/** A partner fulfillment and its print areas (PartnerFulfillment.print_areas). */
export interface MappingPartner {
  id: string;
  name: string;
  printAreas: readonly string[];
}

/** One type print area mapped to a partner's print area; an empty key leaves it unmapped. */
export interface MappingChoice {
  areaId: string;
  areaTitle: string;
  partnerKey: string;
}

export interface MappingPrintAreasModalProps {
  open: boolean;
  partners: readonly MappingPartner[];
  /** The type's print areas. */
  printAreas: readonly { id: string; title: string }[];
  /** A partner's mapping now (type print area id to partner key), shown when it is chosen. */
  currentMapping: (partnerId: string) => ReadonlyMap<string, string>;
  /** The number of variants chosen in Select Variants; 0 maps every variant. */
  selectedCount: number;
  onApply: (partnerId: string, mapping: MappingChoice[]) => void;
  onClose: () => void;
}

/**
 * Bulk edit mapping print areas (spec 2 §2, only when partners exist): which of a partner's print
 * areas each print area of the type goes to, so a pushed order names the partner's placement.
 */
export function MappingPrintAreasModal({
  open,
  partners,
  printAreas,
  currentMapping,
  selectedCount,
  onApply,
  onClose,
}: MappingPrintAreasModalProps) {
  const [partnerId, setPartnerId] = useState<string | null>(partners[0]?.id ?? null);
  const [keys, setKeys] = useState<Record<string, string>>(() =>
    partners[0] ? Object.fromEntries(currentMapping(partners[0].id)) : {},
  );
  const partner = partners.find((p) => p.id === partnerId);

  return (
    <Modal open={open} onClose={onClose} title="Bulk edit mapping print areas" width={560}>
      <Muted>
        {selectedCount > 0
          ? `Applies to the ${selectedCount.toLocaleString('en-US')} selected variant(s).`
          : 'Applies to every variant.'}
      </Muted>
      <FormField label="Partner" required>
        <Select
          options={partners.map((p) => ({ value: p.id, label: p.name }))}
          value={partnerId}
          onChange={(value) => {
            setPartnerId(value);
            setKeys(value ? Object.fromEntries(currentMapping(value)) : {});
          }}
        />
      </FormField>
      {partner && partner.printAreas.length === 0 && (
        <Muted>{partner.name} lists no print areas.</Muted>
      )}
      {partner &&
        partner.printAreas.length > 0 &&
        printAreas.map((area) => (
          <MappingRow key={area.id}>
            <span>{area.title}</span>
            <Select
              aria-label={`${partner.name} print area for ${area.title}`}
              options={[
                { value: '', label: 'Not mapped' },
                ...partner.printAreas.map((key) => ({ value: key, label: key })),
              ]}
              value={keys[area.id] ?? ''}
              onChange={(value) => setKeys((k) => ({ ...k, [area.id]: value ?? '' }))}
            />
          </MappingRow>
        ))}
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={!partner}
          onClick={() =>
            partner &&
            onApply(
              partner.id,
              printAreas.map((area) => ({
                areaId: area.id,
                areaTitle: area.title,
                partnerKey: keys[area.id] ?? '',
              })),
            )
          }
        >
          Apply
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default MappingPrintAreasModal;
