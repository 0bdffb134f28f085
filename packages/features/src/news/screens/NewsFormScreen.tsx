import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, type NewsValues } from '@podoffice/domain';
import { Alert, Button, Card, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreateNewsMutation, useNewsByIdQuery, useUpdateNewsMutation } from '../api';
import { NewsForm } from '../components/NewsForm';
import { NEWS_NOTICES } from '../messages';
import { FormPage } from './screens.styles';
import { useNewsLoadError } from '../../shared/useNewsLoadError';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

const LIST = '/admin/news';

/**
 * Add a news item (/admin/news/addnews) or edit one (/admin/news/edit/{id}); both go back to the
 * list once saved. A refused save keeps the form and shows the server's message.
 */
export function NewsFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const editing = id !== undefined;
  const existing = useNewsByIdQuery({ id: id ?? '' }, { skip: !editing });
  const loadError = useNewsLoadError(existing.error);
  const [createNews] = useCreateNewsMutation();
  const [updateNews] = useUpdateNewsMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  const back = () => navigate(LIST);

  const save = async (values: NewsValues) => {
    const result = id
      ? await updateNews({ id, input: values })
      : await createNews({ input: values });
    if (result.error) {
      setSaveError(errorMessage(result.error, MESSAGES.somethingWrong));
      return;
    }
    dispatch(
      notify({ type: 'success', message: id ? NEWS_NOTICES.updated : NEWS_NOTICES.created }),
    );
    navigate(LIST);
  };

  if (editing && existing.isLoading) return <Skeleton lines={6} label="Loading the news" />;
  if (editing && (existing.isError || !existing.data)) {
    return (
      <Alert variant="error" action={<Button onClick={back}>Back to news</Button>}>
        {loadError ?? MESSAGES.somethingWrong}
      </Alert>
    );
  }
  const item = existing.data?.newsById;
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[{ label: 'News', to: LIST }]}
        current={item ? `Edit news ${item.title}` : 'Add news'}
      />
      <Card title={item ? `Edit news ${item.title}` : 'Add news'}>
        <NewsForm
          initialValues={
            item
              ? {
                  title: item.title,
                  content: item.content,
                  status: item.status,
                  notification: item.notification,
                  send_mail: item.send_mail,
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
