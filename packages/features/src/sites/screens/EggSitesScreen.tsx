import { canFetchProductVariants } from '@podoffice/domain';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { SitesFilters } from '../components/SitesFilters';
import { SitesTable } from '../components/SitesTable';
import { useSiteActions } from './useSiteActions';
import { useSitesList } from './useSitesList';
import { Page } from './SitesScreen.styles';

/**
 * /egg/sites (Administrator): every seller's sites, Connected or Pending, with the one action this
 * page is for: fetching a shop's product variants (after the confirmation).
 */
export function EggSitesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const list = useSitesList(true);
  const actions = useSiteActions();
  return (
    <Page>
      <SitesFilters
        value={list.filters}
        onChange={list.setFilters}
        showSellerFilter
        sellers={list.sellerOptions}
        sellersLoading={list.sellersLoading}
      />
      <SitesTable
        sites={list.rows}
        {...list.table}
        canFetchVariants={canFetchProductVariants(user)}
        onFetchVariants={actions.fetchVariants}
      />
    </Page>
  );
}
