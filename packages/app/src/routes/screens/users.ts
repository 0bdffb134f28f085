import { lazyScreen, type AreaScreens } from './types';

/** Routes of the users area whose screens are built (one chunk per screen). */
export const usersScreens: AreaScreens = {
  '/admin/users-manager': lazyScreen(
    () => import('@podoffice/features/users/screens/UsersScreen'),
    'UsersScreen',
  ),
  '/admin/user-form': lazyScreen(
    () => import('@podoffice/features/users/screens/UserCreateScreen'),
    'UserCreateScreen',
  ),
  '/admin/users-manager/edit/:id': lazyScreen(
    () => import('@podoffice/features/users/screens/UserEditScreen'),
    'UserEditScreen',
  ),
};
