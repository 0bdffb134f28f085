// The users area (lazy-loaded by the app for /admin/users-manager, /admin/user-form and
// /admin/users-manager/edit/:id): the list, Add user and User edit.
export { UsersScreen } from './screens/UsersScreen';
export { UserCreateScreen } from './screens/UserCreateScreen';
export { UserEditScreen } from './screens/UserEditScreen';
export {
  DEFAULT_USER_FILTERS,
  UserFilters,
  type UserFilterValues,
  type UserFiltersProps,
} from './components/UserFilters';
export { UsersTable, type UsersTableProps } from './components/UsersTable';
export {
  EMPTY_USER_FORM,
  UserForm,
  type UserFormProps,
  type UserFormValues,
} from './components/UserForm';
export {
  SetPasswordForm,
  type SetPasswordFormProps,
  type SetPasswordValues,
} from './components/SetPasswordForm';
export {
  usersApi,
  useBlockUserMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useExportTemplatesQuery,
  useSetUserPasswordMutation,
  useUpdateUserAccountMutation,
  useUserByIdQuery,
  useUserRolesQuery,
  useUsersQuery,
} from './api';
export type * from './api/Users.generated';
