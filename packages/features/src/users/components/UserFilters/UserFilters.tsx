import { useEffect, useState, type ReactNode } from 'react';
import {
  DEFAULT_USER_STATUS_FILTER,
  USER_ROLES,
  USER_STATUS_FILTERS,
  type UserRole,
  type UserStatusFilter,
} from '@podoffice/domain';
import { FilterBar, FormField, Select, TextInput, type SelectOption } from '@podoffice/ui';

/** The filters of the users list. */
export interface UserFilterValues {
  /** Active (the default) or Inactive users. */
  status: UserStatusFilter;
  /** One role, or null for All roles. */
  role: UserRole | null;
  /** Text matched against name, email and phone. */
  search: string;
}

export const DEFAULT_USER_FILTERS: UserFilterValues = {
  status: DEFAULT_USER_STATUS_FILTER,
  role: null,
  search: '',
};

export interface UserFiltersProps {
  /** The filters in force. */
  value: UserFilterValues;
  /** Called with every filter after one changed (the search after a short pause in typing). */
  onChange: (value: UserFilterValues) => void;
  /** Buttons at the end of the bar, such as New User. */
  actions?: ReactNode;
  /** Milliseconds of quiet typing before the search applies. */
  searchDelay?: number;
}

const ALL_ROLES = 'all';
const statusOptions: SelectOption[] = USER_STATUS_FILTERS.map((s) => ({ value: s, label: s }));
// Authenticated is internal: USER_ROLES leaves it out (spec 1 §2).
const roleOptions: SelectOption[] = [
  { value: ALL_ROLES, label: 'All roles' },
  ...USER_ROLES.map((r) => ({ value: r, label: r })),
];

/** Status (Active or Inactive), role (All roles or one) and a text search over the users. */
export function UserFilters({ value, onChange, actions, searchDelay = 300 }: UserFiltersProps) {
  const [search, setSearch] = useState(value.search);
  const change = (patch: Partial<UserFilterValues>) => onChange({ ...value, ...patch });

  // The address may change the search (back button, reset): the box follows it.
  useEffect(() => setSearch(value.search), [value.search]);
  useEffect(() => {
    if (search.trim() === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search: search.trim() }), searchDelay);
    return () => clearTimeout(timer);
  }, [search, value, onChange, searchDelay]);

  const isDefault =
    value.status === DEFAULT_USER_FILTERS.status && value.role === null && value.search === '';
  return (
    <FilterBar
      aria-label="User filters"
      onReset={() => onChange(DEFAULT_USER_FILTERS)}
      resetDisabled={isDefault}
      actions={actions}
    >
      <FilterBar.Item width={160}>
        <FormField label="Status">
          <Select
            options={statusOptions}
            value={value.status}
            onChange={(status) => change({ status: (status as UserStatusFilter) ?? 'Active' })}
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={180}>
        <FormField label="Role">
          <Select
            options={roleOptions}
            value={value.role ?? ALL_ROLES}
            onChange={(role) =>
              change({ role: !role || role === ALL_ROLES ? null : (role as UserRole) })
            }
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={260}>
        <FormField label="Search users">
          <TextInput
            type="search"
            placeholder="Name, email or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') change({ search: search.trim() });
            }}
          />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
