import type { ReactNode } from 'react';
import { NavIcon } from '../NavIcons';
import { Bar, End, Title, Toggle } from './TitleBar.styles';

export interface TitleBarProps {
  /** Title of the current page, the page's only h1. */
  title: ReactNode;
  /** Whether the side menu shows icons only; the toggle reports the opposite as aria-expanded. */
  siderCollapsed?: boolean;
  /** Toggles the side menu between icons only and icons with labels; no toggle when omitted. */
  onToggleSider?: () => void;
  /** Id of the side menu, so the toggle can point at what it controls. */
  siderId?: string;
  /** Accessible name of the collapse toggle. */
  toggleLabel?: string;
  /** The seller's site selector (usually a SiteSelector), shown at the end of the bar. */
  siteSelector?: ReactNode;
  /** Page actions shown at the end of the bar. */
  actions?: ReactNode;
}

/** The bar above the page: collapse toggle, page title, page actions and the seller's site selector. */
export function TitleBar({
  title,
  siderCollapsed = false,
  onToggleSider,
  siderId,
  toggleLabel = 'Side menu',
  siteSelector,
  actions,
}: TitleBarProps) {
  return (
    <Bar>
      {onToggleSider && (
        <Toggle
          type="button"
          aria-label={toggleLabel}
          aria-expanded={!siderCollapsed}
          aria-controls={siderId}
          title={siderCollapsed ? 'Expand menu' : 'Collapse menu'}
          onClick={onToggleSider}
        >
          <NavIcon name={siderCollapsed ? 'expandMenu' : 'collapseMenu'} />
        </Toggle>
      )}
      <Title>{title}</Title>
      {(actions || siteSelector) && (
        <End>
          {actions}
          {siteSelector}
        </End>
      )}
    </Bar>
  );
}
