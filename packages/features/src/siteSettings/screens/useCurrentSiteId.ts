import { useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';

/** The seller's current site id (null when there is none), for links that follow it. */
export function useCurrentSiteId(): string | null {
  return useAppSelector(selectCurrentSiteId);
}
