import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CATALOGUE_LIMITS,
  canAddCategory,
  canEditCategory,
  pageAfterDelete,
} from '@podoffice/domain';
import { Button, ConfirmDialog, StatusTabs } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useCategoriesQuery, useDeleteCategoryMutation, type CategoryFieldsFragment } from '../api';
import { CategoriesTable } from '../components/CategoriesTable';
import { CATEGORY_NOTICES } from '../messages';
import { usePagedRows } from '../../shared/pagedList';
import { listFromParams, paramsFromList } from './listParams';
import { Page, Toolbar } from './screens.styles';

const TABS = [
  { key: 'active', label: 'Active' },
  { key: 'inactive', label: 'Inactive' },
];

/**
 * Categories (/admin/categories; Administrator, Supporter, Listing): active ones by default, 50 a
 * page, Active/Inactive and the page kept in the address. Add New for Administrator and Listing;
 * Edit and Delete hidden from Supporters (spec 1 §6).
 */
export function CategoriesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { active, page } = listFromParams(params);
  const pageSize = CATALOGUE_LIMITS.categoriesPageSize;

  const list = useCategoriesQuery({
    filter: { status: active, limit: pageSize, offset: (page - 1) * pageSize },
  });
  const { rows, total, loading, error } = usePagedRows(list, (data) => data.categories, {
    page,
    pageSize,
    replacePage: (next) => setParams(paramsFromList({ active, page: next }), { replace: true }),
  });
  const [deleteCategory, deletion] = useDeleteCategoryMutation();
  const [deleting, setDeleting] = useState<CategoryFieldsFragment | null>(null);

  const edit = useCallback(
    (category: CategoryFieldsFragment) => navigate(`/admin/category/edit/${category.id}`),
    [navigate],
  );

  const remove = async () => {
    if (!deleting) return;
    const result = await deleteCategory({ id: deleting.id });
    setDeleting(null);
    if (result.error) return;
    dispatch(notify({ type: 'success', message: CATEGORY_NOTICES.deleted }));
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) setParams(paramsFromList({ active, page: next }));
  };

  return (
    <Page>
      <Toolbar>
        <StatusTabs
          tabs={TABS}
          value={active ? 'active' : 'inactive'}
          onChange={(key) => setParams(paramsFromList({ active: key !== 'inactive', page: 1 }))}
          ariaLabel="Category status"
        />
        {canAddCategory(user) && (
          <Button variant="primary" onClick={() => navigate('/admin/category/add')}>
            Add New
          </Button>
        )}
      </Toolbar>
      <CategoriesTable
        categories={rows}
        total={total}
        page={page}
        onPageChange={(next) => setParams(paramsFromList({ active, page: next }))}
        loading={loading}
        error={error}
        onRetry={list.refetch}
        canEdit={canEditCategory(user)}
        onEdit={edit}
        onDelete={setDeleting}
        emptyMessage={active ? 'No active categories yet.' : 'No inactive categories.'}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the category ${deleting?.title ?? ''}?`}
        message="Product types filed under it lose this category."
        confirmLabel="Delete"
        danger
        loading={deletion.isLoading}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
