import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  USERS_PAGE_SIZE,
  canChangeUserStatus,
  canEditUsers,
  pageAfterDelete,
} from '@podoffice/domain';
import { Button } from '@podoffice/ui';
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
import { paramsFromUserFilters, toUserFilter, userFiltersFromParams } from './filterParams';
import { Page } from './UsersScreen.styles';
import { usePagedRows, pageFromParams } from '../../shared/pagedList';
import { USER_FORM_PATH, userEditPath } from './paths';
import { useListSearchParams } from '../../embed/embedding';

/**
 * Users (/admin/users-manager, Administrator): status, role and search filters and the page in the
 * address, New User, and per row Edit, Block or Unblock and Delete with confirmations.
 */
export function UsersScreen() {
  const viewer = useAppSelector(selectCurrentUser);
  const canEdit = canEditUsers(viewer);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useListSearchParams();
  const filters = userFiltersFromParams(params);
  const page = pageFromParams(params);

  const users = useUsersQuery({ filter: toUserFilter(filters, page) });
  const [blockUser] = useBlockUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const { rows, total, loading, error } = usePagedRows(users, (data) => data.users, {
    page,
    pageSize: USERS_PAGE_SIZE,
    replacePage: (next) => setParams(paramsFromUserFilters(filters, next), { replace: true }),
  });

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
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) setPage(next);
  };

  return (
    <Page>
      <UserFilters
        value={filters}
        onChange={setFilters}
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => navigate(USER_FORM_PATH)}>
              New User
            </Button>
          )
        }
      />
      <UsersTable
        users={rows}
        total={total}
        page={page}
        onPageChange={setPage}
        currentUserId={viewer?.id}
        readOnly={!canEdit}
        loading={loading}
        error={error}
        onRetry={users.refetch}
        onEdit={onEdit}
        onToggleStatus={toggleStatus}
        onDelete={remove}
      />
    </Page>
  );
}
