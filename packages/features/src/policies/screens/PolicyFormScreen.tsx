import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, type PolicyValues } from '@podoffice/domain';
import { Alert, Button, Card, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreatePolicyMutation, usePolicyByIdQuery, useUpdatePolicyMutation } from '../api';
import { PolicyForm } from '../components/PolicyForm';
import { POLICY_NOTICES } from '../messages';
import { FormPage } from './screens.styles';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

const LIST = '/guideline-policy';

/**
 * Add a guideline or policy (/guideline-policy/create) or edit one (/guideline-policy/{id});
 * both go back to the two columns once saved.
 */
export function PolicyFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const editing = id !== undefined;
  const existing = usePolicyByIdQuery({ id: id ?? '' }, { skip: !editing });
  const [createPolicy] = useCreatePolicyMutation();
  const [updatePolicy] = useUpdatePolicyMutation();

  const save = async (input: PolicyValues) => {
    const result = id ? await updatePolicy({ id, input }) : await createPolicy({ input });
    if (result.error) return;
    dispatch(
      notify({ type: 'success', message: id ? POLICY_NOTICES.updated : POLICY_NOTICES.created }),
    );
    navigate(LIST);
  };
  const back = () => navigate(LIST);

  if (editing && existing.isLoading) return <Skeleton lines={8} label="Loading the entry" />;
  const entry = existing.data?.policyById;
  if (editing && (existing.isError || !entry)) {
    return (
      <Alert
        variant="error"
        action={<Button onClick={back}>Back to Guideline &amp; Policy</Button>}
      >
        {errorMessage(existing.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[{ label: 'Guideline & Policy', to: LIST }]}
        current={entry ? `Edit ${entry.title}` : 'New guideline or policy'}
      />
      <Card>
        <PolicyForm
          initialValues={
            entry
              ? {
                  title: entry.title,
                  type: entry.type,
                  sorting: entry.sorting,
                  description: entry.description ?? '',
                }
              : undefined
          }
          onSubmit={save}
          onCancel={back}
          submitLabel={editing ? 'Save' : 'Create'}
        />
      </Card>
    </FormPage>
  );
}
