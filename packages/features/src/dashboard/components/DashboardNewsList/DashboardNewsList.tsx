import { formatDate } from '@podoffice/domain';
import { Link } from 'react-router-dom';
import { Button, Card, LoadState } from '@podoffice/ui';
import { NewsDate, NewsItem, NewsItems } from './DashboardNewsList.styles';

/** One news item of the dashboard's list. */
export interface DashboardNewsItem {
  id: string;
  title: string;
  created_at: string;
}

export interface DashboardNewsListProps {
  /** The news loaded so far, newest first. */
  items: DashboardNewsItem[];
  /** How many active news items there are in all. */
  total: number;
  /** The first load: skeleton lines. */
  loading?: boolean;
  /** A later load: Load more waits. */
  loadingMore?: boolean;
  /** The first load failed: this message replaces the list. */
  error?: string;
  /** Shows Retry beside the error. */
  onRetry?: () => void;
  /** Loads the next 3. */
  onLoadMore: () => void;
  /** The card's heading: under the dashboard's own title (h2) by default, h2 under the page's h1. */
  headingLevel?: 2 | 3;
}

/** The supplier dashboard's news (3 per load), each title a link to the news page. */
export function DashboardNewsList({
  items,
  total,
  loading = false,
  loadingMore = false,
  error,
  onRetry,
  onLoadMore,
  headingLevel = 3,
}: DashboardNewsListProps) {
  const more = items.length < total;
  return (
    <Card
      title="News"
      headingLevel={headingLevel}
      footer={
        more && !loading && !error ? (
          <Button onClick={onLoadMore} loading={loadingMore} disabled={loadingMore}>
            Load more
          </Button>
        ) : undefined
      }
    >
      <LoadState
        loading={loading}
        loadingLabel="Loading the news"
        loadingLines={3}
        error={error}
        onRetry={onRetry}
        empty={items.length === 0}
        emptyMessage="No news yet"
      >
        <NewsItems aria-label="News">
          {items.map((item) => (
            <NewsItem key={item.id}>
              <Link to={`/news/${item.id}`}>{item.title}</Link>
              <NewsDate dateTime={item.created_at}>{formatDate(item.created_at)}</NewsDate>
            </NewsItem>
          ))}
        </NewsItems>
      </LoadState>
    </Card>
  );
}
