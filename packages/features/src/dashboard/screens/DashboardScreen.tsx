import { lazy, Suspense } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { Alert, Button, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useEmbedding } from '../../embed/embedding';
import { selectCurrentSiteId } from '../../store/currentSite';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useDashboardQuery } from '../api';
import { OrderCountsCard } from '../components/OrderCountsCard';
import {
  DASHBOARD_TITLES,
  dashboardKindFor,
  externalOrdersPath,
  internalOrderCounts,
} from '../dashboardView';
import { Page, Title } from './DashboardScreen.styles';

// The supplier's figures and their chart library load only when a Supplier opens the dashboard.
const SupplierDashboard = lazy(() => import('./SupplierDashboard'));

export interface DashboardScreenProps {
  /** The day the supplier dashboard's ranges count from ('YYYY-MM-DD'); today by default. */
  today?: string;
}

/**
 * The dashboard (/dashboard; Administrator, Seller, Supplier). Admin and Seller dashboards: the
 * Internal Order card (All, Pending, Pending Design, Processing, Ready, In Production, Fulfilled,
 * Cancelled, Error) and the External Order card (All), each count a link to its list. A Seller's
 * cards count the current site (the title bar's selector), because the lists their links open
 * show that site alone: a count that summed every site would not be the count its link shows.
 * Without a current site the server counts the Seller's verified, active sites; staff and
 * suppliers send no filter.
 *
 * A Supplier gets the Internal Order card over their orders, then the supplier dashboard's date
 * range, revenue series, pending and approved amounts, top product types and news
 * (SupplierDashboard).
 */
export function DashboardScreen({ today }: DashboardScreenProps = {}) {
  const user = useAppSelector(selectCurrentUser);
  const kind = dashboardKindFor(user);
  const { showTitle } = useEmbedding();
  // The cards' headings sit one level below the title above them: the screen's h2, or the app's
  // title bar (h1) when the screen does not show its own.
  const cardLevel = showTitle ? 3 : 2;
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const siteId = kind === 'seller' ? currentSiteId : null;
  const dashboard = useDashboardQuery(siteId ? { filter: { site_ids: [siteId] } } : {});

  let body;
  if (dashboard.isLoading) {
    body = <Skeleton lines={6} label="Loading the dashboard" />;
  } else if (dashboard.isError || !dashboard.data) {
    body = (
      <Alert
        variant="error"
        title={errorMessage(dashboard.error, MESSAGES.somethingWrong)}
        action={<Button onClick={() => void dashboard.refetch()}>Try again</Button>}
      />
    );
  } else {
    const counts = dashboard.data.dashboard;
    body = (
      <>
        <OrderCountsCard
          title="Internal Order"
          counts={internalOrderCounts(kind, counts.internal_order)}
          headingLevel={cardLevel}
        />
        {kind !== 'supplier' && (
          <OrderCountsCard
            title="External Order"
            headingLevel={cardLevel}
            counts={[
              {
                key: 'all',
                label: 'All',
                count: counts.external_order.all,
                to: externalOrdersPath(kind, user),
              },
            ]}
          />
        )}
      </>
    );
  }

  return (
    <Page>
      {/* In the app the title bar names the dashboard by its kind (the name once, as on /orders). */}
      {showTitle && <Title>{DASHBOARD_TITLES[kind]}</Title>}
      {body}
      {kind === 'supplier' && (
        <Suspense fallback={<Skeleton lines={8} label="Loading the supplier dashboard" />}>
          <SupplierDashboard today={today} headingLevel={cardLevel} />
        </Suspense>
      )}
    </Page>
  );
}
