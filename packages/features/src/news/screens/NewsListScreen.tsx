import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CATALOGUE_LIMITS, MESSAGES } from '@podoffice/domain';
import { Button, ConfirmDialog, TextInput } from '@podoffice/ui';
import { ActiveStatusTabs } from '../../shared/list/ActiveStatusTabs';
import { errorMessage } from '../../api/baseApi';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useDeleteNewsMutation,
  useNewsListQuery,
  useUpdateNewsMutation,
  type NewsListItemFragment,
} from '../api';
import { NewsTable, type NewsFlag } from '../components/NewsTable';
import { NEWS_NOTICES } from '../messages';
import { newsListParams } from './listParams';
import { Page, SearchBox, Toolbar } from './screens.styles';
import { useNewsLoadError } from '../../shared/useNewsLoadError';

/**
 * News (/admin/news; Administrator, Listing): search by title, Active/Inactive, 20 a page (all
 * in the address), the notification and send-mail switches, links to each item, its edit form
 * and Add News, and Delete after a confirmation.
 */
export function NewsListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const place = useListParams(newsListParams);
  const { search, active } = place.filters;
  const pageSize = CATALOGUE_LIMITS.newsPageSize;
  const [searchText, setSearchText] = useState(search);

  const news = useNewsListQuery({
    filter: {
      status: active,
      limit: pageSize,
      offset: (place.page - 1) * pageSize,
      ...(search ? { search } : {}),
    },
  });
  const loadError = useNewsLoadError(news.error);
  const list = usePagedList(place, news, (data) => data.news, pageSize);
  const [updateNews] = useUpdateNewsMutation();
  const [deleteNews] = useDeleteNewsMutation();
  const deletion = useConfirmAction({
    run: (item: NewsListItemFragment) => deleteNews({ id: item.id }),
    success: NEWS_NOTICES.deleted,
    onDone: () => list.afterDelete(),
  });

  const toggle = useCallback(
    async (item: NewsListItemFragment, flag: NewsFlag, on: boolean) => {
      const result = await updateNews({ id: item.id, input: { [flag]: on } });
      dispatch(
        result.error
          ? notify({ type: 'error', message: errorMessage(result.error, MESSAGES.somethingWrong) })
          : notify({ type: 'success', message: NEWS_NOTICES.updated }),
      );
    },
    [dispatch, updateNews],
  );

  const applySearch = () => list.setFilters({ active, search: searchText.trim() });

  return (
    <Page>
      <Toolbar>
        {/* Not a <form>: React would track a form submission inside the router's transition. */}
        <SearchBox role="search" aria-label="Search news">
          <TextInput
            type="search"
            aria-label="Search by title"
            placeholder="Search by title"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applySearch();
            }}
          />
          <Button onClick={applySearch}>Search</Button>
        </SearchBox>
        <Button variant="primary" onClick={() => navigate('/admin/news/addnews')}>
          Add News
        </Button>
      </Toolbar>
      <ActiveStatusTabs
        active={active}
        onChange={(next) => list.setFilters({ search, active: next })}
        aria-label="News status"
      />
      <NewsTable
        items={list.rows}
        {...list.table}
        error={news.isError ? loadError : null}
        onToggle={toggle}
        onDelete={deletion.ask}
        emptyMessage={search ? 'No news match this search.' : 'No news yet.'}
        emptyAction={
          !search &&
          active && (
            <Button onClick={() => navigate('/admin/news/addnews')}>Write your first news</Button>
          )
        }
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete the news ${deletion.target?.title ?? ''}?`}
        message="Sellers will no longer see it."
        confirmLabel="Delete"
        danger
      />
    </Page>
  );
}
