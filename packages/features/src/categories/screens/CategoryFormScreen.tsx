import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, canAddCategory, canEditCategory, type CategoryValues } from '@podoffice/domain';
import { Alert, Button, Card, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useCategoryByIdQuery, useCreateCategoryMutation, useUpdateCategoryMutation } from '../api';
import { CategoryForm } from '../components/CategoryForm';
import { CATEGORY_NOTICES } from '../messages';
import { FormPage } from './screens.styles';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

const LIST = '/admin/categories';

/**
 * Add a category (/admin/category/add) or edit one (/admin/category/edit/{id}); both go back to
 * the list once saved. The route lets Supporters in, but adding and editing are kept to
 * Administrator and Listing, so a Supporter reads 'Access denied' here (and the server refuses).
 */
export function CategoryFormScreen() {
  const { id } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const editing = id !== undefined;
  const allowed = editing ? canEditCategory(user) : canAddCategory(user);
  const existing = useCategoryByIdQuery({ id: id ?? '' }, { skip: !editing || !allowed });
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  const back = () => navigate(LIST);
  const backButton = <Button onClick={back}>Back to categories</Button>;

  const save = async (values: CategoryValues) => {
    const result = id
      ? await updateCategory({ id, input: values })
      : await createCategory({ input: values });
    if (result.error) {
      setSaveError(errorMessage(result.error, MESSAGES.somethingWrong));
      return;
    }
    dispatch(
      notify({
        type: 'success',
        message: id ? CATEGORY_NOTICES.updated : CATEGORY_NOTICES.created,
      }),
    );
    navigate(LIST);
  };

  if (!allowed) {
    return (
      <Alert variant="warning" title={MESSAGES.accessDenied} action={backButton}>
        Only Administrators and Listing staff add or edit categories.
      </Alert>
    );
  }
  if (editing && existing.isLoading) return <Skeleton lines={4} label="Loading the category" />;
  if (editing && (existing.isError || !existing.data)) {
    return (
      <Alert variant="error" action={backButton}>
        {errorMessage(existing.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  const category = existing.data?.categoryById;
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[{ label: 'Categories', to: LIST }]}
        current={category ? `Edit category ${category.title}` : 'New category'}
      />
      <Card title={category ? `Edit category ${category.title}` : 'New category'}>
        <CategoryForm
          initialValues={
            category
              ? {
                  title: category.title,
                  description: category.description ?? '',
                  status: category.status,
                }
              : undefined
          }
          onSubmit={save}
          onCancel={back}
          submitLabel={editing ? 'Save' : 'Create'}
          error={saveError}
        />
      </Card>
    </FormPage>
  );
}
