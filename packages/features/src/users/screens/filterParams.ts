import {
  USERS_PAGE_SIZE,
  USER_ROLES,
  USER_STATUS_FILTERS,
  statusOfFilter,
  type UserRole,
  type UserStatusFilter,
} from '@podoffice/domain';
import type { UserFilter } from '../api';
import { DEFAULT_USER_FILTERS, type UserFilterValues } from '../components/UserFilters';

/** The filters kept in the address (?status=Inactive&role=Seller&q=sam&page=2): a reload keeps them. */
export function userFiltersFromParams(params: URLSearchParams): UserFilterValues {
  const status = params.get('status');
  const role = params.get('role');
  return {
    status: USER_STATUS_FILTERS.includes(status as UserStatusFilter)
      ? (status as UserStatusFilter)
      : DEFAULT_USER_FILTERS.status,
    role: USER_ROLES.includes(role as UserRole) ? (role as UserRole) : null,
    search: params.get('q')?.trim() ?? '',
  };
}

/** The address's query for these filters and page; defaults leave no trace. */
export function paramsFromUserFilters(filters: UserFilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_USER_FILTERS.status) params.set('status', filters.status);
  if (filters.role) params.set('role', filters.role);
  if (filters.search) params.set('q', filters.search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The users call's filter: 25 a page. */
export function toUserFilter(filters: UserFilterValues, page: number): UserFilter {
  return {
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
    status: statusOfFilter(filters.status),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}
