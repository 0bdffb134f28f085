import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, canEditUsers } from '@podoffice/domain';
import { Alert, Button, Card, Skeleton, Tabs, type SelectOption } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useExportTemplatesQuery,
  useSetUserPasswordMutation,
  useUpdateUserAccountMutation,
  useUserByIdQuery,
} from '../api';
import type { SetPasswordValues } from '../components/SetPasswordForm';
import { UserForm, type UserFormValues } from '../components/UserForm';
import { TEMPLATES_LIMIT, USERS_PATH } from './paths';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { Narrow } from './UsersScreen.styles';
import { toUpdateUserInput, userFormValues } from './userInput';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

// The Change Password tab's form (its drawer-style form, dialog parts and schema) loads when that
// tab is first opened: the page opens on Account Detail, and only the selected tab is rendered.
const SetPasswordForm = lazy(() =>
  import('../components/SetPasswordForm').then((module) => ({ default: module.SetPasswordForm })),
);

/** Where one's own password changes, with the current password asked. */
const OWN_PASSWORD_PATH = '/change-password';

/**
 * User edit (/admin/users-manager/edit/:id, Administrator): tabs Account Detail and Change
 * Password; another user's password changes without their current one.
 */
export function UserEditScreen() {
  const { id = '' } = useParams();
  const viewer = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const canEdit = canEditUsers(viewer);
  const user = useUserByIdQuery({ id }, { skip: !canEdit });
  const templates = useExportTemplatesQuery({ limit: TEMPLATES_LIMIT }, { skip: !canEdit });
  const [updateUser] = useUpdateUserAccountMutation();
  const [setPassword] = useSetUserPasswordMutation();
  const templateOptions = useMemo<SelectOption[]>(
    () => (templates.data?.templates ?? []).map((t) => ({ value: t.id, label: t.name })),
    [templates.data],
  );
  const initialValues = useMemo(
    () => (user.data ? userFormValues(user.data.userById) : undefined),
    [user.data],
  );

  const save = async (values: UserFormValues) => {
    const result = await updateUser({ id, input: toUpdateUserInput(values) });
    if (!result.error) dispatch(notify({ type: 'success', message: MESSAGES.userUpdated }));
  };

  const changePassword = async (values: SetPasswordValues) => {
    const result = await setPassword({ id, new_password: values.new_password });
    if (result.error) return false;
    dispatch(notify({ type: 'success', message: MESSAGES.passwordUpdated }));
    return true;
  };

  if (!canEdit) return <ReadOnlyNotice />;

  if (user.isError) {
    return (
      <Narrow>
        <Alert
          variant="error"
          title="The user could not be loaded"
          action={
            <>
              <Button onClick={() => void user.refetch()}>Retry</Button>{' '}
              <Button onClick={() => navigate(USERS_PATH)}>Back to users</Button>
            </>
          }
        >
          {errorMessage(user.error, MESSAGES.somethingWrong)}
        </Alert>
      </Narrow>
    );
  }

  const data = user.data?.userById;
  const own = data !== undefined && viewer?.id === data.id;
  const title = data ? `${data.first_name} ${data.last_name}` : 'User';
  return (
    <Narrow>
      <PageBreadcrumbs trail={[{ label: 'Users', to: USERS_PATH }]} current={title} />
      <Card title={title} headingLevel={2}>
        {!data || !initialValues ? (
          <Skeleton lines={8} label="Loading the user" />
        ) : (
          <Tabs
            aria-label="User"
            items={[
              {
                value: 'account',
                label: 'Account Detail',
                content: (
                  <UserForm
                    mode="edit"
                    initialValues={initialValues}
                    onSubmit={save}
                    templates={templateOptions}
                    templatesLoading={templates.isLoading}
                    onCancel={() => navigate(USERS_PATH)}
                  />
                ),
              },
              {
                value: 'password',
                label: 'Change Password',
                content: own ? (
                  <Alert variant="info">
                    Your own password needs your current one: use{' '}
                    <Link to={OWN_PASSWORD_PATH}>Change Password</Link>.
                  </Alert>
                ) : (
                  <Suspense fallback={<Skeleton lines={3} label="Loading the password form" />}>
                    <SetPasswordForm onSubmit={changePassword} />
                  </Suspense>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Narrow>
  );
}
