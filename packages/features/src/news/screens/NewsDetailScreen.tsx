import { useParams } from 'react-router-dom';
import { MESSAGES, formatDate } from '@podoffice/domain';
import { Alert, Card, Skeleton } from '@podoffice/ui';
import { useNewsByIdQuery } from '../api';
import { NewsContent } from '../components/NewsContent';
import { Article, ArticleTitle, Meta } from './screens.styles';
import { useNewsLoadError } from '../../shared/useNewsLoadError';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

/** A news item (/news/{id}, any signed-in user): its title and its HTML content, sanitised. */
export function NewsDetailScreen() {
  const { id = '' } = useParams();
  const item = useNewsByIdQuery({ id });
  const loadError = useNewsLoadError(item.error);

  if (item.isLoading) return <Skeleton lines={8} label="Loading the news" />;
  const news = item.data?.newsById;
  if (item.isError || !news) {
    return <Alert variant="error">{loadError ?? MESSAGES.somethingWrong}</Alert>;
  }
  const author = news.creater ? `${news.creater.first_name} ${news.creater.last_name}` : null;
  return (
    <>
      {/* Every role reads news; the way back is the signed-in home, which the News list is not. */}
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }]} current={news.title} />
      <Card>
        <Article aria-labelledby="news-title">
          <ArticleTitle id="news-title">{news.title}</ArticleTitle>
          <Meta>
            {formatDate(news.created_at)}
            {author && ` · ${author}`}
          </Meta>
          <NewsContent html={news.content} />
        </Article>
      </Card>
    </>
  );
}
