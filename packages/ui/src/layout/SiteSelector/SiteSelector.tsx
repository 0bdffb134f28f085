import { useId, type ChangeEvent } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Chevron, Control, NativeSelect, SiteField } from './SiteSelector.styles';

/** A site in the seller's site selector. */
export interface SiteOption {
  /** Site id. */
  id: string;
  /** Site name shown in the selector. */
  title: string;
}

export interface SiteSelectorProps {
  /** The seller's own sites, the only ones offered. */
  sites: SiteOption[];
  /** Id of the current site; nothing is selected while it is null. */
  currentSiteId?: string | null;
  /** Called with the id of the site the seller picks. */
  onChange?: (siteId: string) => void;
  /** Visible label of the selector. */
  label?: string;
  /** Shown, and the selector disabled, while the sites load. */
  loading?: boolean;
  /** Shown, and the selector disabled, when the seller has no site yet. */
  emptyText?: string;
}

/**
 * The seller's site selector at the end of the title bar. A native select: it is on every page a
 * seller opens, so it must cost next to nothing (DESIGN.md budgets), and the browser gives it
 * keyboard, touch and screen reader behaviour for free. Searchable lists use Select instead.
 */
export function SiteSelector({
  sites,
  currentSiteId = null,
  onChange,
  label = 'Site',
  loading = false,
  emptyText = 'No sites yet',
}: SiteSelectorProps) {
  const id = useId();
  const unavailable = loading || sites.length === 0;
  const placeholder = loading ? 'Loading…' : sites.length === 0 ? emptyText : 'Select a site';
  const current = sites.some((site) => site.id === currentSiteId) ? currentSiteId : null;

  return (
    <SiteField>
      <label htmlFor={id}>{label}</label>
      <Control>
        <NativeSelect
          id={id}
          value={current ?? ''}
          disabled={unavailable}
          aria-busy={loading || undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            if (event.target.value) onChange?.(event.target.value);
          }}
        >
          {(current === null || unavailable) && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {!loading &&
            sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.title}
              </option>
            ))}
        </NativeSelect>
        <Chevron aria-hidden="true">
          <ChevronDownIcon />
        </Chevron>
      </Control>
    </SiteField>
  );
}
