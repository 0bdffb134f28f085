import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES, type AttributeTermValues } from '@podoffice/domain';
import { Alert, Button, Card, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAttributeTermByIdQuery,
  useAttributesQuery,
  useCreateAttributeTermMutation,
  useUpdateAttributeTermMutation,
} from '../api';
import { AttributeTermForm } from '../components/AttributeTermForm';
import { ATTRIBUTE_NOTICES } from '../messages';
import { ATTRIBUTE_DROPDOWN_LIMIT } from './dropdownLimit';
import { idFromParams } from '../../shared/pagedList';
import { FormPage } from './screens.styles';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

const LIST = '/admin/attribute-terms';

/**
 * Add an attribute term (/admin/attribute-term/add, ?attribute= preselects one) or edit one
 * (/admin/attribute-term/edit/{id}, its attribute fixed); both go back to the terms of that
 * attribute once saved.
 */
export function AttributeTermFormScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const editing = id !== undefined;
  const existing = useAttributeTermByIdQuery({ id: id ?? '' }, { skip: !editing });
  const attributes = useAttributesQuery({ limit: ATTRIBUTE_DROPDOWN_LIMIT, offset: 0 });
  const [createTerm] = useCreateAttributeTermMutation();
  const [updateTerm] = useUpdateAttributeTermMutation();

  const term = existing.data?.getAttributeTermById;
  const listOf = (attributeId: string | null | undefined) =>
    attributeId ? `${LIST}?attribute=${attributeId}` : LIST;

  const save = async (values: AttributeTermValues) => {
    const result = id
      ? await updateTerm({ id, input: { option_name: values.option_name, sku: values.sku } })
      : await createTerm({ input: values });
    if (result.error) return;
    dispatch(
      notify({
        type: 'success',
        message: id ? ATTRIBUTE_NOTICES.termUpdated : ATTRIBUTE_NOTICES.termCreated,
      }),
    );
    navigate(listOf(values.attribute_id));
  };

  const back = () => navigate(listOf(term?.attribute_id ?? idFromParams(params, 'attribute')));

  if (editing && existing.isLoading) {
    return <Skeleton lines={5} label="Loading the attribute term" />;
  }
  if (editing && (existing.isError || !term)) {
    return (
      <Alert variant="error" action={<Button onClick={back}>Back to attribute terms</Button>}>
        {errorMessage(existing.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }

  const listed = attributes.data?.getAttributes.hits ?? [];
  // The term's own attribute is always choosable, even before (or without) the full list.
  const choices =
    term && !listed.some((a) => a.id === term.attribute_id) ? [term.attribute, ...listed] : listed;
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[
          {
            label: 'Attribute terms',
            to: listOf(term?.attribute_id ?? idFromParams(params, 'attribute')),
          },
        ]}
        current={term ? `Edit term ${term.option_name}` : 'New attribute term'}
      />
      <Card>
        <AttributeTermForm
          attributes={choices}
          attributesLoading={attributes.isLoading}
          editing={editing}
          initialValues={
            term
              ? { attribute_id: term.attribute_id, option_name: term.option_name, sku: term.sku }
              : { attribute_id: idFromParams(params, 'attribute') ?? '' }
          }
          onSubmit={save}
          onCancel={back}
          submitLabel={editing ? 'Save' : 'Create'}
        />
      </Card>
    </FormPage>
  );
}
