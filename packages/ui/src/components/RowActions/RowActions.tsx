import { MORE_ICON } from './MoreIcon';
import { DropdownMenu, type DropdownMenuItem } from '../DropdownMenu';

/** One action of a table row, e.g. Edit or Delete. */
export type RowAction = DropdownMenuItem;

export interface RowActionsProps {
  /** Names the row in the button's accessible name: 'category Shirts' gives 'Actions for category Shirts'. */
  name: string;
  /** The row's actions, in menu order; destructive ones marked `danger` (and confirmed by the caller). */
  actions: RowAction[];
  /** Blocks the menu, e.g. while one of its actions runs. */
  disabled?: boolean;
}

/**
 * The actions of one table row behind a compact "more" button (a WAI-ARIA menu button: Enter,
 * Space or Arrow Down opens it, arrows move, Escape closes), so a list shows one quiet control per
 * row instead of a solid red Delete on each. Renders nothing when the row has no action.
 */
export function RowActions({ name, actions, disabled = false }: RowActionsProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu
      label={MORE_ICON}
      aria-label={`Actions for ${name}`}
      items={actions}
      align="end"
      size="sm"
      chevron={false}
      disabled={disabled}
    />
  );
}
