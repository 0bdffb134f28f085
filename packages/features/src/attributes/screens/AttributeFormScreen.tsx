import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, type AttributeValues } from '@podoffice/domain';
import { Alert, Button, Card, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAttributeByIdQuery,
  useCreateAttributeMutation,
  useUpdateAttributeMutation,
} from '../api';
import { AttributeForm } from '../components/AttributeForm';
import { ATTRIBUTE_NOTICES } from '../messages';
import { FormPage } from './screens.styles';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

const LIST = '/admin/attributes';

/**
 * Add an attribute (/admin/attribute/add) or edit one (/admin/attribute/edit/{id}); both go back
 * to the list once saved. A refused save keeps the form and shows the server's message.
 */
export function AttributeFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const editing = id !== undefined;
  const existing = useAttributeByIdQuery({ id: id ?? '' }, { skip: !editing });
  const [createAttribute] = useCreateAttributeMutation();
  const [updateAttribute] = useUpdateAttributeMutation();

  const save = async (values: AttributeValues) => {
    const result = id
      ? await updateAttribute({ id, input: values })
      : await createAttribute({ input: values });
    if (result.error) return;
    dispatch(
      notify({
        type: 'success',
        message: id ? ATTRIBUTE_NOTICES.attributeUpdated : ATTRIBUTE_NOTICES.attributeCreated,
      }),
    );
    navigate(LIST);
  };

  const back = () => navigate(LIST);

  if (editing && existing.isLoading) {
    return <Skeleton lines={3} label="Loading the attribute" />;
  }
  if (editing && (existing.isError || !existing.data)) {
    return (
      <Alert variant="error" action={<Button onClick={back}>Back to attributes</Button>}>
        {errorMessage(existing.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[{ label: 'Attributes', to: LIST }]}
        current={
          existing.data ? `Edit attribute ${existing.data.getAttributeById.name}` : 'New attribute'
        }
      />
      <Card>
        <AttributeForm
          initialValues={existing.data ? { name: existing.data.getAttributeById.name } : undefined}
          onSubmit={save}
          onCancel={back}
          submitLabel={editing ? 'Save' : 'Create'}
        />
      </Card>
    </FormPage>
  );
}
