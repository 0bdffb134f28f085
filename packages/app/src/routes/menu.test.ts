import type { UserRole } from '@podoffice/domain';
import { menuFor, type MenuNode } from './menu';
import { routeTable } from './routeTable';

const as = (role: UserRole, is_special = false) => ({ roles: [{ name: role }], is_special });

/** The menu flattened to labels, groups written as "Group > Link". */
function labels(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) =>
    n.kind === 'link' ? [n.label] : n.children.map((c) => `${n.label} > ${c.label}`),
  );
}

const APP_SETTINGS = [
  'Settings',
  'User Levels',
  'News',
  'Categories',
  'Product Types',
  'Carriers',
  'Tracking',
  'Attributes',
  'Attribute Terms',
  'Discounts',
  'Customers',
  // Not in the spec's menu: the outbox of issue 8.
  'Outbox',
].map((l) => `App Settings > ${l}`);

// Spec 1 §2 "Menu visibility", per role, in the spec's order. A link shows only when the role may
// also open its route, so "for all" in the Orders group means every role the route admits.
const FULL_MENU: Record<UserRole, string[]> = {
  Administrator: [
    'Dashboard',
    'Users',
    'Connect Sites',
    'Products',
    'Orders > Internal Orders',
    'Orders > Api/CSV Orders',
    'Orders > Trackings',
    'Orders > Admin External Orders',
    'Orders > Tranfers',
    'Download CSV',
    'Balance',
    'Guideline & Policy',
    ...APP_SETTINGS,
  ],
  Seller: [
    'Dashboard',
    'Connect Sites',
    'Products',
    'Orders > Internal Orders',
    'Orders > Api/CSV Orders',
    'Orders > Trackings',
    'Orders > External Orders',
    'Orders > Import History',
    'Balance',
    'Guideline & Policy',
  ],
  Supplier: [
    'Dashboard',
    'Orders > Internal Orders',
    'Orders > Api/CSV Orders',
    'Orders > Trackings',
    'Download CSV',
    'Guideline & Policy',
  ],
  Supporter: [
    'Orders > Internal Orders',
    'Orders > Api/CSV Orders',
    'Orders > Trackings',
    'Orders > Admin External Orders',
    'Balance',
    'Guideline & Policy',
  ],
  Listing: ['Balance', 'Guideline & Policy'],
  Accounting: ['Balance', 'Guideline & Policy'],
};

describe('menu derived from the route table', () => {
  it.each(Object.entries(FULL_MENU))('%s sees the spec’s links', (role, expected) => {
    expect(labels(menuFor(routeTable, as(role as UserRole), { includePlanned: true }))).toEqual(
      expected,
    );
  });

  it('shows Catalog to a Seller with is_special only, at the end', () => {
    expect(labels(menuFor(routeTable, as('Seller', true), { includePlanned: true })).at(-1)).toBe(
      'Catalog',
    );
    expect(labels(menuFor(routeTable, as('Seller'), { includePlanned: true }))).not.toContain(
      'Catalog',
    );
    expect(
      labels(menuFor(routeTable, as('Administrator', true), { includePlanned: true })),
    ).not.toContain('Catalog');
  });

  it('leaves out links to screens not built yet', () => {
    expect(labels(menuFor(routeTable, as('Administrator')))).toEqual([
      'Users',
      'Connect Sites',
      'Download CSV',
      'Balance',
      'Guideline & Policy',
      'App Settings > Settings',
      'App Settings > User Levels',
      'App Settings > News',
      'App Settings > Categories',
      'App Settings > Attributes',
      'App Settings > Attribute Terms',
      'App Settings > Discounts',
      'App Settings > Outbox',
    ]);
    // Dashboard, Products and the Orders group wait for the screens of spec 2.
    expect(labels(menuFor(routeTable, as('Supplier')))).toEqual([
      'Download CSV',
      'Guideline & Policy',
    ]);
    expect(labels(menuFor(routeTable, as('Accounting')))).toEqual([
      'Balance',
      'Guideline & Policy',
    ]);
  });

  it('links each entry to its route', () => {
    const menu = menuFor(routeTable, as('Seller'), { includePlanned: true });
    const orders = menu.find((n) => n.kind === 'group' && n.label === 'Orders');
    expect(menu[0]).toEqual({
      kind: 'link',
      label: 'Dashboard',
      icon: 'dashboard',
      path: '/dashboard',
    });
    expect(orders?.kind === 'group' && orders.children.map((c) => c.path)).toEqual([
      '/orders',
      '/orders/ApiOrders',
      '/orders/trackings',
      '/orders/external',
      '/orders/import-history',
    ]);
  });

  it('reads roles however the user carries them, Support included', () => {
    expect(labels(menuFor(routeTable, { roles: ['Support'] }, { includePlanned: true }))).toEqual(
      FULL_MENU.Supporter,
    );
  });
});
