/** The roles. Authenticated is internal: never offered in role pickers or filters. */
export const ROLES = [
  'Administrator',
  'Seller',
  'Supplier',
  'Supporter',
  'Listing',
  'Accounting',
  'Authenticated',
] as const;

export type Role = (typeof ROLES)[number];

/** The six roles a person signs in with. */
export const USER_ROLES = ROLES.filter(
  (r): r is Exclude<Role, 'Authenticated'> => r !== 'Authenticated',
);
export type UserRole = (typeof USER_ROLES)[number];

/** Staff run the platform; sellers and suppliers are its customers and partners. */
export const STAFF_ROLES: readonly Role[] = ['Administrator', 'Supporter', 'Listing', 'Accounting'];

/** Anything that carries role names: a signed-in user, a JWT payload, a user row. */
export interface HasRoles {
  roles: readonly (string | { name: string })[];
}

/** The spec spells Supporter also as Support; both mean the same role. */
export function normalizeRole(name: string): string {
  return name === 'Support' ? 'Supporter' : name;
}

export function roleNames(user: HasRoles | null | undefined): string[] {
  if (!user) return [];
  return user.roles.map((r) => normalizeRole(typeof r === 'string' ? r : r.name));
}

export function hasRole(user: HasRoles | null | undefined, ...roles: readonly Role[]): boolean {
  const names = roleNames(user);
  return roles.some((r) => names.includes(r));
}

export function isStaff(user: HasRoles | null | undefined): boolean {
  return hasRole(user, ...STAFF_ROLES);
}

/** Where a user lands after sign-in when no destination was stored. */
export function landingPathFor(user: HasRoles | null | undefined): string {
  if (hasRole(user, 'Administrator', 'Seller', 'Supplier')) return '/dashboard';
  if (hasRole(user, 'Supporter')) return '/admin/categories';
  if (hasRole(user, 'Listing')) return '/products';
  if (hasRole(user, 'Accounting')) return '/balance';
  return '/dashboard';
}
