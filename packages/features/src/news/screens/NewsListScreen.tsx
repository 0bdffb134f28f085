import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CATALOGUE_LIMITS, MESSAGES, pageAfterDelete } from '@podoffice/domain';
import { Button, ConfirmDialog, StatusTabs, TextInput } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
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
import { usePagedRows } from '../../shared/pagedList';
import { listFromParams, paramsFromList } from './listParams';
import { Page, SearchBox, Toolbar } from './screens.styles';
import { useNewsLoadError } from './useNewsLoadError';

const TABS = [
  { key: 'active', label: 'Active' },
  { key: 'inactive', label: 'Inactive' },
];

/**
 * News (/admin/news; Administrator, Listing): search by title, Active/Inactive, 20 a page (all
 * in the address), the notification and send-mail switches, links to each item, its edit form
 * and Add News, and Delete after a confirmation.
 */
export function NewsListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const place = listFromParams(params);
  const { search, active, page } = place;
  const pageSize = CATALOGUE_LIMITS.newsPageSize;
  const [searchText, setSearchText] = useState(search);

  const list = useNewsListQuery({
    filter: {
      status: active,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      ...(search ? { search } : {}),
    },
  });
  const loadError = useNewsLoadError(list.error);
  const { rows, total, loading } = usePagedRows(list, (data) => data.news, {
    page,
    pageSize,
    replacePage: (next) => setParams(paramsFromList({ ...place, page: next }), { replace: true }),
  });
  const [updateNews] = useUpdateNewsMutation();
  const [deleteNews, deletion] = useDeleteNewsMutation();
  const [deleting, setDeleting] = useState<NewsListItemFragment | null>(null);

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

  const applySearch = () =>
    setParams(paramsFromList({ ...place, search: searchText.trim(), page: 1 }));

  const remove = async () => {
    if (!deleting) return;
    const result = await deleteNews({ id: deleting.id });
    setDeleting(null);
    if (result.error) return;
    dispatch(notify({ type: 'success', message: NEWS_NOTICES.deleted }));
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) setParams(paramsFromList({ ...place, page: next }));
  };

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
      <StatusTabs
        tabs={TABS}
        value={active ? 'active' : 'inactive'}
        onChange={(key) =>
          setParams(paramsFromList({ ...place, active: key !== 'inactive', page: 1 }))
        }
        ariaLabel="News status"
      />
      <NewsTable
        items={rows}
        total={total}
        page={page}
        onPageChange={(next) => setParams(paramsFromList({ ...place, page: next }))}
        loading={loading}
        error={list.isError ? loadError : null}
        onRetry={list.refetch}
        onToggle={toggle}
        onDelete={setDeleting}
        emptyMessage={search ? 'No news match this search.' : 'No news yet.'}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the news ${deleting?.title ?? ''}?`}
        message="Sellers will no longer see it."
        confirmLabel="Delete"
        danger
        loading={deletion.isLoading}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
