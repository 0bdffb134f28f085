import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the users area whose screens are built (lazy: one chunk per area). */
export const usersScreens: AreaScreens = {
  '/admin/users-manager': lazy(() =>
    import('@podoffice/features/users').then((m) => ({ default: m.UsersScreen })),
  ),
  '/admin/user-form': lazy(() =>
    import('@podoffice/features/users').then((m) => ({ default: m.UserCreateScreen })),
  ),
  '/admin/users-manager/edit/:id': lazy(() =>
    import('@podoffice/features/users').then((m) => ({ default: m.UserEditScreen })),
  ),
};
