import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@podoffice/ui';
import { USERS_PATH } from './paths';
import { Narrow } from './UsersScreen.styles';

/** What the read-only account reads on Add user and User edit. */
export const USERS_READ_ONLY_MESSAGE =
  'Your account can look at users but not create or edit them.';

/** Add user and User edit for the account that may not edit or create users (canEditUsers). */
export function ReadOnlyNotice() {
  const navigate = useNavigate();
  return (
    <Narrow>
      <Alert
        variant="warning"
        title="Users are read-only for your account"
        action={<Button onClick={() => navigate(USERS_PATH)}>Back to users</Button>}
      >
        {USERS_READ_ONLY_MESSAGE}
      </Alert>
    </Narrow>
  );
}
