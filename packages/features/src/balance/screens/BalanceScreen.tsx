import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BALANCE_PAGE_SIZE,
  CARD_DEPOSIT_RETURN,
  MESSAGES,
  canApproveBalance,
  canFilterBalanceBySeller,
  canFilterBalanceBySite,
  canMakeDeposit,
  canReadUserDetails,
} from '@podoffice/domain';
import { Button, Skeleton, type SelectOption } from '@podoffice/ui';
import { useToastedAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { sellerOption } from '../../shared/sellerOption';
import { effectiveSiteId, selectCurrentSiteId } from '../../store/currentSite';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
  useBalanceSitesQuery,
  useBalanceTotalsQuery,
  useBalancesQuery,
  useSellersQuery,
  useUpdateBalanceMutation,
  type BalanceEntryFragment,
} from '../api';
import { BalanceCards } from '../components/BalanceCards';
import { BalanceFilters, type BalanceFilterValues } from '../components/BalanceFilters';
import { BalanceTable, DECISION_MESSAGES, type BalanceDecision } from '../components/BalanceTable';
import { balanceFilterParams, toBalanceFilter, toBalanceTotalsFilter } from './filterParams';
import { Page } from './BalanceScreen.styles';

// Only sellers deposit, and only some of the time: the form (Formik, Yup) loads with the drawer.
// Only an address coming back from the card provider needs the capture code (see CardDepositReturn).
const CardDepositReturn = lazy(() =>
  import('./CardDepositReturn').then((module) => ({ default: module.CardDepositReturn })),
);
// Closed on every first paint: the drawer loads when a seller first asks for it, and the form in it
// (it brings Formik and Yup) once the drawer is open.
const DepositDrawer = lazy(() =>
  import('./DepositDrawer').then((module) => ({ default: module.DepositDrawer })),
);
const DepositPanel = lazy(() =>
  import('./DepositPanel').then((module) => ({ default: module.DepositPanel })),
);

/** Dropdowns load up to 9999 sites. */
const SITE_DROPDOWN_LIMIT = 9999;

export interface BalanceScreenProps {
  /**
   * Sends the browser to the card provider's page for a card express deposit; the whole page
   * leaves by default. Stories and tests pass their own.
   */
  onCardPayment?: (approveUrl: string) => void;
}

/**
 * Balance (/balance; the app's title bar carries the page heading): the four cards, the filters (kept in the address), the entries with
 * Approve and Deny for Administrator and Accounting, and Make a Deposit for sellers. A seller's
 * balance is the current site's (the title bar's site selector), and a deposit goes to it by default.
 * A seller coming back from the card provider has the card deposit recorded here.
 */
export function BalanceScreen({ onCardPayment }: BalanceScreenProps = {}) {
  const user = useAppSelector(selectCurrentUser);
  const [depositOpen, setDepositOpen] = useState(false);
  // Set on the first Make a Deposit; the drawer then stays mounted, as it did when loaded eagerly.
  const [depositAsked, setDepositAsked] = useState(false);

  const bySeller = canFilterBalanceBySeller(user);
  const bySite = canFilterBalanceBySite(user);
  const canDeposit = canMakeDeposit(user);
  const canDecide = canApproveBalance(user);
  const [params] = useSearchParams();
  const cardReturn = params.has(CARD_DEPOSIT_RETURN.param);

  const place = useListParams(balanceFilterParams, {
    // A role that has no seller or site filter never sends one, whatever the address says.
    restrict: (requested): BalanceFilterValues => ({
      ...requested,
      sellerId: bySeller ? requested.sellerId : null,
      siteId: bySite ? requested.siteId : null,
    }),
  });
  const { filters, page } = place;

  const sites = useBalanceSitesQuery(
    {
      filter: {
        limit: SITE_DROPDOWN_LIMIT,
        ...(canDeposit && user
          ? { user_id: user.id }
          : filters.sellerId
            ? { user_id: filters.sellerId }
            : {}),
      },
    },
    { skip: !bySite && !canDeposit },
  );
  const sellers = useSellersQuery({ withEmail: canReadUserDetails(user) }, { skip: !bySeller });

  // Sellers follow the current site (the title bar's selector); with none kept yet, the list
  // waits for their sites and shows the first (or all of theirs when the sites fail to load).
  const followsCurrentSite = canDeposit;
  const ownSiteIds = useMemo(
    () => (followsCurrentSite ? sites.data?.sites.hits.map((site) => site.id) : undefined),
    [followsCurrentSite, sites.data],
  );
  const sellerSiteId = effectiveSiteId(useAppSelector(selectCurrentSiteId), ownSiteIds);
  const waitingForSite = followsCurrentSite && !sellerSiteId && !ownSiteIds && !sites.isError;

  const scoped = followsCurrentSite ? { ...filters, siteId: sellerSiteId } : filters;
  const balances = useBalancesQuery(
    { filter: toBalanceFilter(scoped, page) },
    { skip: waitingForSite },
  );
  const totalsQuery = useBalanceTotalsQuery(
    { filter: toBalanceTotalsFilter(scoped) },
    { skip: waitingForSite },
  );
  const [updateBalance] = useUpdateBalanceMutation();

  const siteOptions = useMemo<SelectOption[]>(
    () => (sites.data?.sites.hits ?? []).map((site) => ({ value: site.id, label: site.title })),
    [sites.data],
  );
  const sellerOptions = useMemo<SelectOption[]>(
    () => (sellers.data?.usersByRole ?? []).map(sellerOption),
    [sellers.data],
  );

  const decide = useToastedAction({
    run: ({ entry, status }: { entry: BalanceEntryFragment; status: BalanceDecision }) =>
      updateBalance({ id: entry.id, status }),
    success: ({ status }) => DECISION_MESSAGES[status],
    failure: MESSAGES.somethingWrong,
  });

  const list = usePagedList(place, balances, (data) => data.balances, BALANCE_PAGE_SIZE);
  const totals = totalsQuery.isError ? null : totalsQuery.currentData?.balances;
  const showSkeleton = waitingForSite || list.loading;
  return (
    <Page>
      {cardReturn && (
        <Suspense fallback={null}>
          <CardDepositReturn canDeposit={canDeposit} />
        </Suspense>
      )}
      <BalanceCards
        totals={totals}
        loading={waitingForSite || (totalsQuery.isFetching && !totalsQuery.currentData)}
      />
      <BalanceFilters
        value={filters}
        onChange={list.setFilters}
        showSellerFilter={bySeller}
        showSiteFilter={bySite}
        sellers={sellerOptions}
        sites={siteOptions}
        sellersLoading={sellers.isLoading}
        sitesLoading={sites.isLoading}
        actions={
          canDeposit && (
            <Button
              variant="primary"
              onClick={() => {
                setDepositAsked(true);
                setDepositOpen(true);
              }}
            >
              Make a Deposit
            </Button>
          )
        }
      />
      <BalanceTable
        entries={list.rows}
        {...list.table}
        loading={showSkeleton}
        canDecide={canDecide}
        onDecide={(entry, status) => decide({ entry, status })}
      />
      {canDeposit && depositAsked && (
        <Suspense fallback={null}>
          <DepositDrawer open={depositOpen} onClose={() => setDepositOpen(false)}>
            <Suspense fallback={<Skeleton lines={6} label="Loading the deposit form" />}>
              <DepositPanel
                sites={sites.data?.sites.hits ?? []}
                initialSiteId={sellerSiteId ?? undefined}
                onDone={() => setDepositOpen(false)}
                onCardPayment={onCardPayment}
              />
            </Suspense>
          </DepositDrawer>
        </Suspense>
      )}
    </Page>
  );
}
