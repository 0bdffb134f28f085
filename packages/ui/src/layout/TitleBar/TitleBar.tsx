import type { ReactNode } from 'react';
import { Select } from '../../components/Select';
import { NavIcon } from '../NavIcons';
import { Bar, End, SiteField, Title, Toggle } from './TitleBar.styles';

/** A site in the seller's site selector. */
export interface SiteOption {
  /** Site id. */
  id: string;
  /** Site name shown in the selector. */
  title: string;
}

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
  /** The seller's own sites: shows the site selector (sellers only, spec 1 §1). */
  sites?: SiteOption[];
  /** Id of the current site, selected in the site selector. */
  currentSiteId?: string | null;
  /** Called with the id of the site the seller picks. */
  onSiteChange?: (siteId: string) => void;
  /** Label of the site selector. */
  siteLabel?: string;
  /** A custom site selector in place of the built-in one. */
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
  sites,
  currentSiteId,
  onSiteChange,
  siteLabel = 'Site',
  siteSelector,
  actions,
}: TitleBarProps) {
  const selector =
    siteSelector ??
    (sites && (
      <SiteField>
        <span aria-hidden="true">{siteLabel}</span>
        <Select
          aria-label={siteLabel}
          placeholder="Select a site"
          options={sites.map((site) => ({ value: site.id, label: site.title }))}
          value={currentSiteId ?? null}
          onChange={(id) => {
            if (id !== null) onSiteChange?.(id);
          }}
        />
      </SiteField>
    ));

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
      {(actions || selector) && (
        <End>
          {actions}
          {selector}
        </End>
      )}
    </Bar>
  );
}
