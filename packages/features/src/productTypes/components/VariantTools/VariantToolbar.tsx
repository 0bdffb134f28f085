import { Button } from '@podoffice/ui';
import { Bar, Spacer, Unsaved } from './VariantTools.styles';

export interface VariantToolbarProps {
  /** Shows Add print areas by Color attribute (only when a color attribute exists). */
  showPrintAreasByColor: boolean;
  /** Shows Bulk edit mapping print areas (only when partners exist). */
  showMapping: boolean;
  /** Marks the grid as holding changes not saved yet. */
  unsaved: boolean;
  /** The save is under way: Save shows it and nothing else may start. */
  saving?: boolean;
  onPrintAreasByColor: () => void;
  onBulkPrice: () => void;
  onMapping: () => void;
  onAddMissing: () => void;
  onSelectVariants: () => void;
  onSave: () => void;
}

/** The variant screen's buttons, in their fixed order, Save last. */
export function VariantToolbar({
  showPrintAreasByColor,
  showMapping,
  unsaved,
  saving = false,
  onPrintAreasByColor,
  onBulkPrice,
  onMapping,
  onAddMissing,
  onSelectVariants,
  onSave,
}: VariantToolbarProps) {
  return (
    <Bar role="toolbar" aria-label="Variant tools">
      {showPrintAreasByColor && (
        <Button variant="secondary" onClick={onPrintAreasByColor} disabled={saving}>
          Add print areas by Color attribute
        </Button>
      )}
      <Button variant="secondary" onClick={onBulkPrice} disabled={saving}>
        Bulk edit price
      </Button>
      {showMapping && (
        <Button variant="secondary" onClick={onMapping} disabled={saving}>
          Bulk edit mapping print areas
        </Button>
      )}
      <Button variant="secondary" onClick={onAddMissing} disabled={saving}>
        Add all missing variants
      </Button>
      <Button variant="secondary" onClick={onSelectVariants} disabled={saving}>
        Select Variants
      </Button>
      <Spacer />
      {unsaved && <Unsaved role="status">Unsaved changes</Unsaved>}
      <Button variant="primary" onClick={onSave} loading={saving}>
        Save
      </Button>
    </Bar>
  );
}
