import { DTF_PARTNER_SUPPLIER_ID, USER_ROLES, type UserRole } from '@podoffice/domain';
import type { MeQuery } from '../auth/api/Auth.generated';

/**
 * Users every area's fixtures agree on (the signed-in user of a story or test, the seller who owns
 * the balance fixtures' sites), so a seller's story shows that seller's records.
 */

/** A user as me returns it. */
export type UserFixture = MeQuery['me'];

/** The password every fixture user signs in with. */
export const FIXTURE_PASSWORD = 'Secret123';

const NAMES: Record<UserRole, [string, string]> = {
  Administrator: ['Ada', 'Admin'],
  Seller: ['Sam', 'Seller'],
  Supplier: ['Sue', 'Supplier'],
  Supporter: ['Paul', 'Support'],
  Listing: ['Lee', 'Listing'],
  Accounting: ['Alex', 'Accounts'],
};

/** A signed-in user holding one role; the email is the role in lower case at podoffice.test. */
export function makeUser(role: UserRole, overrides: Partial<UserFixture> = {}): UserFixture {
  const index = USER_ROLES.indexOf(role) + 1;
  const [first_name, last_name] = NAMES[role];
  return {
    id: String(index),
    first_name,
    last_name,
    email: `${role.toLowerCase()}@podoffice.test`,
    roles: [{ id: String(index), name: role }],
    status: true,
    is_special: false,
    users_read_only: false,
    phone: '0123456789',
    address: null,
    birthday: null,
    avatar: null,
    ...overrides,
  };
}

/** One user per role, keyed by role. */
export const usersByRole: Record<UserRole, UserFixture> = Object.fromEntries(
  USER_ROLES.map((role) => [role, makeUser(role)]),
) as Record<UserRole, UserFixture>;

/**
 * The DTF partner supplier account (user 193, Color Ecommerce), which alone sees the
 * status buttons on its own orders. A story signs in as it with `parameters.sessionUser`.
 */
export const dtfPartnerUser: UserFixture = makeUser('Supplier', {
  id: String(DTF_PARTNER_SUPPLIER_ID),
  first_name: 'Color',
  last_name: 'Ecommerce',
  email: 'dtf-partner@podoffice.test',
});

/** A token that names its user, so mock handlers know who is calling. */
export function fixtureToken(user: Pick<UserFixture, 'id'>): string {
  return `fixture-token-${user.id}`;
}

/** The fixture user whose token the request carries. */
export function userOfRequest(request: Request): UserFixture | undefined {
  const id = request.headers.get('Authorization')?.replace('Bearer fixture-token-', '');
  return [...Object.values(usersByRole), dtfPartnerUser].find((u) => u.id === id);
}

/**
 * The fixture Seller's shop sites (as the orders fixtures name them) and another seller's: the
 * areas whose records live on shops (external orders, products) spread theirs over these.
 */
export const FIXTURE_SHOP_SITES = [
  {
    id: '11',
    title: 'Sam’s Tees',
    platform: 'shopify',
    domain: 'https://sams-tees.myshopify.com',
    sellerId: usersByRole.Seller.id,
  },
  {
    id: '12',
    title: 'Sam’s Mugs',
    platform: 'woocommerce',
    domain: 'https://sams-mugs.example',
    sellerId: usersByRole.Seller.id,
  },
  {
    id: '21',
    title: 'Other Shop',
    platform: 'shopbase',
    domain: 'https://other.onshopbase.com',
    sellerId: '99',
  },
] as const;
