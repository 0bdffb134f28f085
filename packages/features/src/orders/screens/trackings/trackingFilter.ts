import {
  TRACKING_PAGE_SIZE,
  TRACKING_SEARCH_FIELDS,
  TRACKING_STATUSES,
  type trackingSiteFilterOf,
  type TrackingSearchField,
  type TrackingStatus,
} from '@podoffice/domain';
import type { StatusName } from '@podoffice/ui';
import {
  choiceParam,
  dayParam,
  idParam,
  textParam,
  urlFilters,
} from '../../../shared/list/urlFilters';
import type { TrackingFilter } from '../../../api/types.generated';

/** What the trackings page's filter bar, tab and page hold; all of it lives in the address. */
export interface TrackingListFilters {
  tab: 'all' | TrackingStatus;
  /** 'YYYY-MM-DD', both or neither. */
  from: string | null;
  to: string | null;
  field: TrackingSearchField;
  search: string;
  /** An Administrator's site choice. */
  site: string | null;
}

export const trackingListParams = urlFilters<TrackingListFilters>({
  tab: choiceParam('tab', ['all', ...TRACKING_STATUSES] as const, 'all'),
  from: dayParam('from'),
  to: dayParam('to'),
  field: choiceParam('field', TRACKING_SEARCH_FIELDS, 'all'),
  search: textParam('search'),
  site: idParam('site'),
});

export const DEFAULT_TRACKING_FILTERS: TrackingListFilters = {
  tab: 'all',
  from: null,
  to: null,
  field: 'all',
  search: '',
  site: null,
};

/**
 * Whose sites a role filters by (the domain's trackingSiteFilterOf): an
 * Administrator's choice, the current site of a Seller or Supporter, none for a Supplier.
 */
export type TrackingSiteScope = ReturnType<typeof trackingSiteFilterOf>;

/** The server's filter for the list, its export and its counts. */
export function toTrackingFilter(
  filters: TrackingListFilters,
  page: number,
  scope: TrackingSiteScope,
  currentSiteId: string | null,
): TrackingFilter {
  const site = scope === 'any' ? filters.site : scope === 'current' ? currentSiteId : null;
  const dated = filters.from && filters.to;
  return {
    status: filters.tab === 'all' ? undefined : [filters.tab],
    search: filters.search.trim() || undefined,
    field: filters.search.trim() ? filters.field : undefined,
    site_ids: site ? [site] : undefined,
    from: dated ? filters.from : undefined,
    to: dated ? filters.to : undefined,
    limit: TRACKING_PAGE_SIZE,
    offset: (page - 1) * TRACKING_PAGE_SIZE,
  };
}

/** The badge colours of the theme a status reads in. */
export const TRACKING_STATUS_COLOURS: Record<TrackingStatus, StatusName> = {
  unknown: 'notfound',
  pre_transit: 'pending',
  in_transit: 'transit',
  available_for_pickup: 'pickup',
  delivered: 'delivered',
  out_for_delivery: 'transit',
  return_to_sender: 'exception',
  failure: 'undelivered',
  cancelled: 'cancelled',
  error: 'error',
};
