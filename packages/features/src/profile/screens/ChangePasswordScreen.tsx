import { MESSAGES } from '@podoffice/domain';
import { Card } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser, selectTokenStorage, signedIn } from '../../store/session';
import { useChangeOwnPasswordMutation } from '../api';
import { ChangePasswordForm, type ChangePasswordValues } from '../components/ChangePasswordForm';
import { Page } from './ProfileScreen.styles';

/** Change password (/change-password, every signed-in user): current, new and confirmation. */
export function ChangePasswordScreen() {
  const user = useAppSelector(selectCurrentUser);
  const storage = useAppSelector(selectTokenStorage);
  const dispatch = useAppDispatch();
  const [changePassword] = useChangeOwnPasswordMutation();

  const submit = async (values: ChangePasswordValues) => {
    if (!user) return false;
    const result = await changePassword({
      id: user.id,
      email: user.email,
      current_password: values.current_password,
      new_password: values.new_password,
    });
    if (result.error) return false;
    // The old token was revoked with the old password; keep the user signed in with the new one,
    // remembered where the old one was.
    const { token, expired_at } = result.data.login;
    dispatch(signedIn({ token, expiredAt: expired_at, user, remember: storage === 'local' }));
    dispatch(notify({ type: 'success', message: MESSAGES.passwordUpdated }));
    return true;
  };

  return (
    <Page>
      <Card title="Change password" headingLevel={2}>
        <ChangePasswordForm onSubmit={submit} />
      </Card>
    </Page>
  );
}
