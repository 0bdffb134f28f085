import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, canChangeUserStatus } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useBlockUserMutation,
  useDeleteUserMutation,
  useUsersQuery,
  type UserRowFragment,
} from '../api';
import { UserFilters, type UserFilterValues } from '../components/UserFilters';
import { UsersTable } from '../components/UsersTable';
import {
  paramsFromUserFilters,
  toUserFilter,
  userFiltersFromParams,
  userPageFromParams,
} from './filterParams';
import { Page } from './UsersScreen.styles';
import { userEditPath } from './paths';

/** Where Add user lives (spec 1 §2). */
export const USER_FORM_PATH = '/admin/user-form';
/** The users list; Add user returns here. */

/**
 * Users (/admin/users-manager, Administrator): status, role and search filters and the page in the
 * address, New User, and per row Edit, Block or Unblock and Delete with confirmations.
 */
export function UsersScreen() {
  const viewer = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = userFiltersFromParams(params);
  const page = userPageFromParams(params);

  const users = useUsersQuery({ filter: toUserFilter(filters, page) });
  const [blockUser] = useBlockUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const list = users.data?.users;

  const setFilters = useCallback(
    (next: UserFilterValues) => setParams(paramsFromUserFilters(next, 1)),
    [setParams],
  );
  const setPage = (next: number) => setParams(paramsFromUserFilters(filters, next));
  const onEdit = useCallback(
    (user: UserRowFragment) => navigate(userEditPath(user.id)),
    [navigate],
  );

  const toggleStatus = async (user: UserRowFragment) => {
    // The table hides the buttons on one's own row; this is the same rule once more.
    if (!canChangeUserStatus(viewer, user)) return;
    const result = await blockUser({ id: user.id, action: user.status ? 'block' : 'unblock' });
    if (!result.error) {
      dispatch(
        notify({
          type: 'success',
          message: user.status ? MESSAGES.userBlocked : MESSAGES.userUnblocked,
        }),
      );
    }
  };

  const remove = async (user: UserRowFragment) => {
    if (!canChangeUserStatus(viewer, user)) return;
    const result = await deleteUser({ id: user.id });
    if (result.error) return;
    dispatch(notify({ type: 'success', message: MESSAGES.deleteSuccess }));
    // The last user of a page is gone: show the page before it.
    if (page > 1 && list?.hits.length === 1) setPage(page - 1);
  };

  return (
    <Page>
      <UserFilters
        value={filters}
        onChange={setFilters}
        actions={
          <Button variant="primary" onClick={() => navigate(USER_FORM_PATH)}>
            New User
          </Button>
        }
      />
      <UsersTable
        users={users.isError ? [] : (list?.hits ?? [])}
        total={list?.count ?? 0}
        page={page}
        onPageChange={setPage}
        currentUserId={viewer?.id}
        loading={users.isLoading || (users.isFetching && !list)}
        error={users.isError ? errorMessage(users.error, MESSAGES.somethingWrong) : null}
        onRetry={users.refetch}
        onEdit={onEdit}
        onToggleStatus={toggleStatus}
        onDelete={remove}
      />
    </Page>
  );
}
