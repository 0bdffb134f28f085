import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CATALOGUE_LIMITS, canAddCategory, canEditCategory } from '@podoffice/domain';
import { Button, ConfirmDialog } from '@podoffice/ui';
import { ActiveStatusTabs } from '../../shared/list/ActiveStatusTabs';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useCategoriesQuery, useDeleteCategoryMutation, type CategoryFieldsFragment } from '../api';
import { CategoriesTable } from '../components/CategoriesTable';
import { CATEGORY_NOTICES } from '../messages';
import { categoryListParams } from './listParams';
import { Page, Toolbar } from './screens.styles';

/**
 * Categories (/admin/categories; Administrator, Supporter, Listing): active ones by default, 50 a
 * page, Active/Inactive and the page kept in the address. Add New for Administrator and Listing;
 * Edit and Delete hidden from Supporters.
 */
export function CategoriesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const place = useListParams(categoryListParams);
  const { active } = place.filters;
  const pageSize = CATALOGUE_LIMITS.categoriesPageSize;

  const categories = useCategoriesQuery({
    filter: { status: active, limit: pageSize, offset: (place.page - 1) * pageSize },
  });
  const list = usePagedList(place, categories, (data) => data.categories, pageSize);
  const [deleteCategory] = useDeleteCategoryMutation();
  const deletion = useConfirmAction({
    run: (category: CategoryFieldsFragment) => deleteCategory({ id: category.id }),
    success: CATEGORY_NOTICES.deleted,
    onDone: () => list.afterDelete(),
  });

  const edit = useCallback(
    (category: CategoryFieldsFragment) => navigate(`/admin/category/edit/${category.id}`),
    [navigate],
  );

  return (
    <Page>
      <Toolbar>
        <ActiveStatusTabs
          active={active}
          onChange={(next) => list.setFilters({ active: next })}
          aria-label="Category status"
        />
        {canAddCategory(user) && (
          <Button variant="primary" onClick={() => navigate('/admin/category/add')}>
            Add New
          </Button>
        )}
      </Toolbar>
      <CategoriesTable
        categories={list.rows}
        {...list.table}
        canEdit={canEditCategory(user)}
        onEdit={edit}
        onDelete={deletion.ask}
        emptyMessage={active ? 'No active categories yet.' : 'No inactive categories.'}
        emptyAction={
          active &&
          canAddCategory(user) && (
            <Button onClick={() => navigate('/admin/category/add')}>Add your first category</Button>
          )
        }
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete the category ${deletion.target?.title ?? ''}?`}
        message="Product types filed under it lose this category."
        confirmLabel="Delete"
        danger
      />
    </Page>
  );
}
