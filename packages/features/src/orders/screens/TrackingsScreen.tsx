import { lazy, Suspense, useCallback, useState } from 'react';
import {
  TRACKING_MESSAGES,
  TRACKING_PAGE_SIZE,
  TRACKING_STATUSES,
  TRACKING_STATUS_LABELS,
  canImportTrackings,
  canManageTrackings,
  hasRole,
  needsRepush,
  trackingSiteFilterOf,
  type TrackingStatus,
} from '@podoffice/domain';
import { Alert, Skeleton, StatusTabs, type RowAction } from '@podoffice/ui';
import { useEmbedding } from '../../embed/embedding';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useOrderFilterSitesQuery,
  useRePushTrackingMutation,
  useReSubmitTrackingMutation,
  useReTrackMutation,
  useTrackingListQuery,
  type TrackingRowFieldsFragment,
} from '../api';
import { TrackingsTable } from '../components/TrackingsTable';
import { TrackingExport } from './TrackingExport';
import {
  TRACKING_STATUS_COLOURS,
  toTrackingFilter,
  trackingListParams,
} from './trackings/trackingFilter';
import { Page, Title, TitleRow } from './TrackingsScreen.styles';

// The filter bar (Select, date range), the import (papaparse on first use) and the modal and
// drawer load beside the list, so the route's own chunk stays small.
const TrackingFilters = lazy(() =>
  import('../components/TrackingFilters').then((m) => ({ default: m.TrackingFilters })),
);
const TrackingImport = lazy(() =>
  import('./TrackingImport').then((m) => ({ default: m.TrackingImport })),
);
const TrackingModalHost = lazy(() =>
  import('./TrackingModalHost').then((m) => ({ default: m.TrackingModalHost })),
);
const TrackingLogsHost = lazy(() =>
  import('./TrackingModalHost').then((m) => ({ default: m.TrackingLogsHost })),
);

type Open =
  | { kind: 'edit'; tracking: TrackingRowFieldsFragment }
  | { kind: 'logs'; tracking: TrackingRowFieldsFragment }
  | null;

/**
 * /orders/trackings: title, Export tracking, the import
 * (not for Sellers), filters, the eleven tabs with their counts and the table. An Administrator
 * picks sites; a Seller and a Supporter see their current site's; a Supplier their own orders'.
 * Each row: Update (retrack), View logs, and for those who add trackings Edit, Re-submit and,
 * for a shop order's tracking that never reached the shop, Re push tracking.
 */
export function TrackingsScreen() {
  const user = useAppSelector(selectCurrentUser);
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const dispatch = useAppDispatch();
  const { showTitle } = useEmbedding();
  const scope = trackingSiteFilterOf(user);
  const place = useListParams(trackingListParams);
  const needsSite = scope === 'current' && !currentSiteId;
  const filter = toTrackingFilter(place.filters, place.page, scope, currentSiteId);
  const query = useTrackingListQuery({ filter }, { skip: needsSite });
  const list = usePagedList(place, query, (data) => data.trackingList, TRACKING_PAGE_SIZE);
  const sites = useOrderFilterSitesQuery(undefined, { skip: scope !== 'any' });

  const aggs = query.data?.trackingList.aggs;
  const countOf = (key: string) => aggs?.find((a) => a.key === key)?.doc_count;
  const tabs = [
    {
      key: 'all',
      label: 'All',
      count: aggs ? aggs.reduce((n, a) => n + a.doc_count, 0) : undefined,
    },
    ...TRACKING_STATUSES.map((status) => ({
      key: status,
      label: TRACKING_STATUS_LABELS[status],
      count: countOf(status),
      status: TRACKING_STATUS_COLOURS[status],
    })),
  ];

  const [open, setOpen] = useState<Open>(null);
  const [reTrack] = useReTrackMutation();
  const [reSubmit] = useReSubmitTrackingMutation();
  const [rePush] = useRePushTrackingMutation();
  const manages = canManageTrackings(user);
  const staff = hasRole(user, 'Administrator', 'Supporter');

  const run = useCallback(
    async (
      call: Promise<{ error?: unknown }>,
      success: string,
      failure?: (m: string) => string,
    ) => {
      const result = await call;
      if (!result.error) {
        dispatch(notify({ type: 'success', message: success }));
      } else if (failure) {
        const message = (result.error as { message?: string }).message ?? 'The request failed';
        dispatch(notify({ type: 'error', message: failure(message) }));
      }
    },
    [dispatch],
  );

  const actionsOf = useCallback(
    (tracking: TrackingRowFieldsFragment): RowAction[] => {
      const actions: RowAction[] = [
        {
          key: 'logs',
          label: 'View logs',
          onSelect: () => setOpen({ kind: 'logs', tracking }),
        },
      ];
      if (!manages) return actions;
      actions.unshift({
        key: 'retrack',
        label: 'Update',
        onSelect: () => void run(reTrack({ id: tracking.id }), TRACKING_MESSAGES.retracked),
      });
      // §4 Add Tracking: staff change a tracking; a Supplier adds an order's first only.
      if (staff) {
        actions.push({
          key: 'edit',
          label: 'Edit',
          onSelect: () => setOpen({ kind: 'edit', tracking }),
        });
      }
      actions.push({
        key: 'resubmit',
        label: 'Re-submit',
        onSelect: () =>
          void run(
            reSubmit({ id: tracking.id }),
            TRACKING_MESSAGES.inProcess,
            TRACKING_MESSAGES.resubmitError,
          ),
      });
      if (needsRepush(tracking, tracking.order.site.platform)) {
        actions.push({
          key: 'repush',
          label: 'Re push tracking',
          onSelect: () => void run(rePush({ id: tracking.id }), TRACKING_MESSAGES.repushed),
        });
      }
      return actions;
    },
    [manages, staff, run, reTrack, reSubmit, rePush],
  );

  return (
    <Page>
      <TitleRow>
        {/* In the app the title bar says it (the name once, as on /orders); the table keeps its caption. */}
        {showTitle && <Title>Trackings</Title>}
        {!needsSite && <TrackingExport filter={filter} />}
      </TitleRow>
      {canImportTrackings(user) && (
        <Suspense fallback={null}>
          <TrackingImport />
        </Suspense>
      )}
      {needsSite && (
        <Alert variant="info">Choose a site in the site selector to see its trackings.</Alert>
      )}
      <Suspense fallback={<Skeleton lines={1} label="Loading the filters" />}>
        <TrackingFilters
          value={list.filters}
          onChange={list.setFilters}
          sites={
            scope === 'any'
              ? (sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title }))
              : undefined
          }
          sitesLoading={sites.isLoading}
        />
      </Suspense>
      <StatusTabs
        aria-label="Tracking status"
        tabs={tabs}
        value={list.filters.tab}
        onChange={(key) => list.setFilters({ ...list.filters, tab: key as 'all' | TrackingStatus })}
      />
      <TrackingsTable
        trackings={needsSite ? [] : list.rows}
        {...list.table}
        loading={!needsSite && list.loading}
        actionsOf={actionsOf}
        showSite={scope !== 'current'}
      />
      {open?.kind === 'edit' && (
        <Suspense fallback={null}>
          <TrackingModalHost
            orderId={open.tracking.order_id}
            tracking={{
              carrier_id: open.tracking.carrier?.id ?? null,
              carrier_name: open.tracking.carrier?.name ?? open.tracking.carrier_code,
              tracking_code: open.tracking.tracking_code,
              base_cost: open.tracking.base_cost,
              shipping_cost: open.tracking.shipping_cost,
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
      {open?.kind === 'logs' && (
        <Suspense fallback={null}>
          <TrackingLogsHost
            trackingId={open.tracking.id}
            trackingCode={open.tracking.tracking_code}
            carrierName={open.tracking.carrier?.name ?? open.tracking.carrier_code ?? undefined}
            trackingUrl={open.tracking.carrier?.url}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </Page>
  );
}
