import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, canEditUsers } from '@podoffice/domain';
import { Card, type SelectOption } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useCreateUserMutation, useExportTemplatesQuery } from '../api';
import { UserForm, type UserFormValues } from '../components/UserForm';
import { TEMPLATES_LIMIT, USERS_PATH } from './paths';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { Narrow } from './UsersScreen.styles';
import { toCreateUserInput } from './userInput';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

/** Add user (/admin/user-form, Administrator): creates the account, then returns to the list. */
export function UserCreateScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const canEdit = canEditUsers(useAppSelector(selectCurrentUser));
  const templates = useExportTemplatesQuery({ limit: TEMPLATES_LIMIT }, { skip: !canEdit });
  const [createUser] = useCreateUserMutation();
  const templateOptions = useMemo<SelectOption[]>(
    () => (templates.data?.templates ?? []).map((t) => ({ value: t.id, label: t.name })),
    [templates.data],
  );

  const submit = async (values: UserFormValues) => {
    const result = await createUser({ input: toCreateUserInput(values) });
    if (result.error) return;
    dispatch(notify({ type: 'success', message: MESSAGES.userCreated }));
    navigate(USERS_PATH);
  };

  if (!canEdit) return <ReadOnlyNotice />;

  return (
    <Narrow>
      <PageBreadcrumbs trail={[{ label: 'Users', to: USERS_PATH }]} current="Add user" />
      <Card title="Add user" headingLevel={2}>
        <UserForm
          mode="create"
          onSubmit={submit}
          templates={templateOptions}
          templatesLoading={templates.isLoading}
          onCancel={() => navigate(USERS_PATH)}
        />
      </Card>
    </Narrow>
  );
}
