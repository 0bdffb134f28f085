import { useEffect, useState } from 'react';
import { Button, FormField, Modal, Select } from '@podoffice/ui';
import { MappingList, MappingRow, Muted, Section } from './VariantTools.styles';

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

/** The chosen partner's catalogue as the screen has it: its blanks once read. */
export type MappingCatalog =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; blanks: readonly string[] };

export interface MappingPrintAreasModalProps {
  open: boolean;
  partners: readonly MappingPartner[];
  /** The type's print areas. */
  printAreas: readonly { id: string; title: string }[];
  /** A partner's mapping now (type print area id to partner key), shown when it is chosen. */
  currentMapping: (partnerId: string) => ReadonlyMap<string, string>;
  /** The number of variants chosen in Select Variants; 0 maps every variant. */
  selectedCount: number;
  /** The chosen partner's catalogue (partnerCatalogs), for Partners Variant by blank. */
  catalog: MappingCatalog;
  /** Told the partner chosen (and the first one on opening), so its catalogue is read. */
  onPartnerChange: (partnerId: string) => void;
  /**
   * Maps the print areas; with a blank, also gives the variants that blank's print types of their
   * colour and size as Partners Variant (null keeps their partner variants).
   */
  onApply: (partnerId: string, mapping: MappingChoice[], blank: string | null) => void;
  onClose: () => void;
}

/**
 * Bulk edit mapping print areas (only when partners exist): which of a partner's print
 * areas each print area of the type goes to, so a pushed order names the partner's placement.
 */
export function MappingPrintAreasModal({
  open,
  partners,
  printAreas,
  currentMapping,
  selectedCount,
  catalog,
  onPartnerChange,
  onApply,
  onClose,
}: MappingPrintAreasModalProps) {
  const [partnerId, setPartnerId] = useState<string | null>(partners[0]?.id ?? null);
  const [keys, setKeys] = useState<Record<string, string>>(() =>
    partners[0] ? Object.fromEntries(currentMapping(partners[0].id)) : {},
  );
  const [blank, setBlank] = useState<string | null>(null);
  const partner = partners.find((p) => p.id === partnerId);
  useEffect(() => {
    if (partnerId) onPartnerChange(partnerId);
  }, [partnerId, onPartnerChange]);

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
            setBlank(null);
            setKeys(value ? Object.fromEntries(currentMapping(value)) : {});
          }}
        />
      </FormField>
      {partner && partner.printAreas.length === 0 && (
        <Muted>{partner.name} lists no print areas.</Muted>
      )}
      {partner && partner.printAreas.length > 0 && (
        <MappingList>
          <legend>Print areas</legend>
          {printAreas.map((area) => (
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
        </MappingList>
      )}
      {partner && (
        <Section>
          <legend>Partners Variant</legend>
          {/* The field is there while the catalogue is read (disabled, saying so), so the dialog
              keeps its height: centred, it would move under a click aimed at a control above. */}
          <FormField
            label="Blank"
            help="Each variant gets this blank's print types of its colour and size, one per mapped print area."
            error={catalog.status === 'error' ? catalog.message : undefined}
          >
            <Select
              disabled={catalog.status !== 'ready'}
              placeholder={
                catalog.status === 'loading'
                  ? `Reading the catalogue of ${partner.name}…`
                  : 'Keep the partner variants'
              }
              options={
                catalog.status === 'ready'
                  ? [
                      { value: '', label: 'Keep the partner variants' },
                      ...catalog.blanks.map((b) => ({ value: b, label: b })),
                    ]
                  : []
              }
              value={catalog.status === 'ready' ? (blank ?? '') : null}
              onChange={(value) => setBlank(value || null)}
            />
          </FormField>
        </Section>
      )}
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
              blank,
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
