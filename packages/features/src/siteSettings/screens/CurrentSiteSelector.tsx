import { useMemo } from 'react';
import { SiteSelector } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { currentSiteChosen, selectCurrentSiteId, useOwnSitesLoaded } from '../../store/currentSite';
import { useCurrentSiteOptionsQuery } from '../api';

/** The site dropdown loads up to 999 sites. */
export const CURRENT_SITE_OPTIONS_LIMIT = 999;

export interface CurrentSiteSelectorProps {
  /** Called with the site the seller picks, after it became the current site. */
  onChange?: (siteId: string) => void;
  /** Visible label of the selector. */
  label?: string;
}

/**
 * The seller's site selector of the title bar, connected: it lists the seller's own
 * sites (the server gives a seller no others), shows the current site and makes the picked one
 * current. Loading the sites also replaces a stored current site that is no longer the seller's.
 * For sellers only: staff never render it, so they never load it.
 */
export function CurrentSiteSelector({ onChange, label }: CurrentSiteSelectorProps) {
  const dispatch = useAppDispatch();
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const sites = useCurrentSiteOptionsQuery({ filter: { limit: CURRENT_SITE_OPTIONS_LIMIT } });
  const hits = sites.data?.sites.hits;
  useOwnSitesLoaded(useMemo(() => hits?.map((site) => site.id), [hits]));

  return (
    <SiteSelector
      sites={hits ?? []}
      currentSiteId={currentSiteId}
      loading={sites.isLoading}
      label={label}
      emptyText={sites.isError ? 'Sites unavailable' : undefined}
      onChange={(siteId) => {
        dispatch(currentSiteChosen(siteId));
        onChange?.(siteId);
      }}
    />
  );
}
