import { MESSAGES, SUPPLIER_STATS_MESSAGES } from '@podoffice/domain';
import {
  Alert,
  Button,
  Card,
  DateRangePicker,
  ShareList,
  Skeleton,
  TopProductTypesTable,
  presetRange,
  type DateRangeValue,
  type ShareItem,
  type TopProductTypeRow,
} from '@podoffice/ui';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../api/baseApi';
import { useNewsLoadError } from '../../shared/useNewsLoadError';
import {
  DASHBOARD_NEWS_PAGE,
  useDashboardNewsQuery,
  useSupplierStatsQuery,
  useSupplierTransactionsQuery,
  type SupplierStatsQuery,
} from '../api';
import { DashboardNewsList } from '../components/DashboardNewsList';
import { RevenueChart } from '../components/RevenueChart';
import { SupplierAmounts } from '../components/SupplierAmounts';
import { Panels, RangeBar } from './DashboardScreen.styles';
import { useListSearchParams } from '../../embed/embedding';

type Stats = SupplierStatsQuery['supplierStats'];
type TopTypes = Stats['aggregations']['top_product_types']['product_types'];

/** The range the dashboard opens with: the last 30 days. */
export const DEFAULT_SUPPLIER_RANGE = 'last30' as const;

/** The table's rows: the range's top 10 product types. */
export function topProductTypeRows(top: TopTypes): TopProductTypeRow[] {
  return top.buckets.map((b) => ({
    id: b.key,
    title: b.product_type.title,
    sku: b.product_type.sku,
    suppliers: b.product_type.suppliers.map((s) => `${s.first_name} ${s.last_name}`.trim()),
    categories: b.product_type.categories.map((c) => c.title),
    totalOrder: b.doc_count,
  }));
}

/** The pie-style list: the top 10, then Other Product Types (the orders of every other type). */
export function productTypeShares(top: TopTypes): ShareItem[] {
  return [
    ...top.buckets.map((b) => ({ key: b.key, label: b.product_type.title, value: b.doc_count })),
    {
      key: 'other',
      label: 'Other Product Types',
      value: top.sum_other_doc_count,
      other: true,
    },
  ];
}

/** The range from the address (?from=&to=, so a reload or a shared link keeps it), else the default. */
function useRange(today: string | undefined) {
  const [params, setParams] = useListSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range: DateRangeValue =
    from || to ? { from, to } : presetRange(DEFAULT_SUPPLIER_RANGE, today ? dayjs(today) : dayjs());
  const setRange = (next: DateRangeValue) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  return [range, setRange] as const;
}

export interface SupplierDashboardProps {
  /** The day ranges count from ('YYYY-MM-DD'); today by default. */
  today?: string;
  /** The level of its cards' headings: one below the title above them (DashboardScreen's). */
  headingLevel?: 2 | 3;
}

/**
 * The supplier dashboard's figures: the date range, the revenue series, the pending
 * and approved amounts, the top product types (table, 5 of the top 10 a page, and the top 10 +
 * Other Product Types list) and the news, 3 per load. Loaded with the chart library only when a
 * Supplier opens /dashboard.
 */
export function SupplierDashboard({ today, headingLevel = 3 }: SupplierDashboardProps) {
  const [range, setRange] = useRange(today);
  const complete = range.from !== null && range.to !== null;
  const stats = useSupplierStatsQuery(
    { filter: { from: range.from ?? '', to: range.to ?? '' } },
    { skip: !complete },
  );
  const transactions = useSupplierTransactionsQuery({});
  const [newsLoads, setNewsLoads] = useState(1);
  const news = useDashboardNewsQuery({
    filter: {
      status: true,
      limit: DASHBOARD_NEWS_PAGE,
      offset: (newsLoads - 1) * DASHBOARD_NEWS_PAGE,
    },
  });
  const newsError = useNewsLoadError(news.error);

  const statsError = stats.isError ? errorMessage(stats.error, MESSAGES.somethingWrong) : undefined;
  const data = stats.isFetching ? undefined : stats.data?.supplierStats;
  const top = data?.aggregations.top_product_types.product_types;
  const statsLoading = complete && (stats.isLoading || stats.isFetching);

  return (
    <>
      <RangeBar>
        <DateRangePicker
          aria-label="Date range"
          value={range}
          onChange={setRange}
          today={today}
          clearable={false}
          presets={['last7', 'last30', 'thisMonth', 'lastMonth']}
        />
      </RangeBar>
      {!complete && <Alert variant="warning" title={SUPPLIER_STATS_MESSAGES.invalid} />}
      <SupplierAmounts
        revenue={data?.aggregations.revenue.value}
        orders={data?.count}
        pending={transactions.data?.supplierTransactions.pendingAmount}
        approved={transactions.data?.supplierTransactions.approvedAmount}
        loadingRevenue={statsLoading}
        loadingTransactions={transactions.isLoading}
      />
      {/* Without both dates there is no range to chart: the warning above says so. */}
      {complete && statsError && (
        // §8: the failed load stops the loading state; its message shows once, with Try again.
        <Alert
          variant="error"
          title={statsError}
          action={<Button onClick={() => void stats.refetch()}>Try again</Button>}
        />
      )}
      {complete && !statsError && (
        <>
          <Card>
            {statsLoading ? (
              <Skeleton lines={6} label="Loading the revenue" />
            ) : (
              <RevenueChart
                points={(data?.aggregations.period.buckets ?? []).map((b) => ({
                  key: b.key,
                  label: b.key_as_string,
                  revenue: b.revenue.value,
                }))}
              />
            )}
          </Card>
          <Panels>
            <TopProductTypesTable
              rows={top ? topProductTypeRows(top) : []}
              loading={statsLoading}
            />
            <Card>
              <ShareList
                title="Top 10 Product Types"
                items={top ? productTypeShares(top) : []}
                loading={statsLoading}
              />
            </Card>
          </Panels>
        </>
      )}
      <DashboardNewsList
        items={news.data?.news.hits ?? []}
        total={news.data?.news.count ?? 0}
        loading={news.isLoading}
        loadingMore={news.isFetching && !news.isLoading}
        error={news.data ? undefined : (newsError ?? undefined)}
        onRetry={() => void news.refetch()}
        onLoadMore={() => setNewsLoads((n) => n + 1)}
        headingLevel={headingLevel}
      />
    </>
  );
}

export default SupplierDashboard;
