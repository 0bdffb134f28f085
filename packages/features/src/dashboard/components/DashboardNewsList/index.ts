export {
  DashboardNewsList,
  type DashboardNewsListProps,
  type DashboardNewsItem,
} from './DashboardNewsList';
