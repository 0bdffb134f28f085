import { createElement, lazy } from 'react';
import { USER_ROLES, type UserRole } from '@podoffice/domain';
import type { AppRoute } from './types';

// The route table of spec 1 §2: every path, who may open it, its menu link and its screen.
// The menu and the guards are both derived from it, so a path and its link never disagree.

const ADMIN: readonly UserRole[] = ['Administrator'];
const EVERY_ROLE = USER_ROLES;

const SignIn = lazy(() => import('@podoffice/features/auth').then((m) => ({ default: m.SignInScreen })));
const SignUp = lazy(() => import('@podoffice/features/auth').then((m) => ({ default: m.SignUpScreen })));
const ForgotPassword = lazy(() =>
  import('@podoffice/features/auth').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const ResetPassword = lazy(() =>
  import('@podoffice/features/auth').then((m) => ({ default: m.ResetPasswordScreen })),
);
const AccountActivation = lazy(() =>
  import('@podoffice/features/auth').then((m) => ({ default: m.AccountActivationScreen })),
);
const Balance = lazy(() => import('@podoffice/features/balance').then((m) => ({ default: m.BalanceScreen })));
const Logout = lazy(() => import('../pages/LogoutPage').then((m) => ({ default: m.LogoutPage })));

/** A screen that comes in a later issue: the not-built-yet page, titled with the route's name. */
function planned(name: string) {
  return lazy(() =>
    import('../pages/PlannedPage').then((m) => ({ default: () => createElement(m.PlannedPage, { name }) })),
  );
}

type RouteSpec = Omit<AppRoute, 'Screen' | 'planned'>;

/** Routes whose screen comes later share one shape: the spec's fields plus a not-built-yet page. */
function plannedRoute(spec: RouteSpec): AppRoute {
  return { ...spec, planned: true, Screen: planned(spec.name) };
}

export const routeTable: readonly AppRoute[] = [
  // Public
  { path: '/', name: 'Sign in', access: 'public', redirectSignedIn: true, Screen: SignIn },
  { path: '/login', name: 'Sign in', access: 'public', redirectSignedIn: true, Screen: SignIn },
  { path: '/register', name: 'Sign up', access: 'public', Screen: SignUp },
  { path: '/forgot-password-confirm-email', name: 'Forgot password', access: 'public', Screen: ForgotPassword },
  { path: '/forgot-password', name: 'Forgot password', access: 'public', Screen: ForgotPassword },
  { path: '/verify/:token', name: 'Account activation', access: 'public', Screen: AccountActivation },
  // The spec does not show this path; it is the one the server's reset mail links to.
  { path: '/reset-password', name: 'Reset password', access: 'public', Screen: ResetPassword },

  // Any signed-in user
  plannedRoute({ path: '/profile', name: 'Profile', access: 'signedIn' }),
  plannedRoute({ path: '/change-password', name: 'Change password', access: 'signedIn' }),
  plannedRoute({ path: '/customers/:id', name: 'Customer', access: 'signedIn' }),
  plannedRoute({ path: '/news/:id', name: 'News', access: 'signedIn' }),

  plannedRoute({
    path: '/dashboard',
    name: 'Dashboard',
    access: ['Administrator', 'Seller', 'Supplier'],
    menu: { label: 'Dashboard', icon: 'dashboard', visibleTo: ['Administrator', 'Seller', 'Supplier'], order: 10 },
  }),

  // Users and app settings: Administrator only, not-found for everyone else
  plannedRoute({
    path: '/admin/users-manager',
    name: 'Users',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: { label: 'Users', icon: 'users', visibleTo: ADMIN, order: 20 },
  }),
  plannedRoute({ path: '/admin/user-form', name: 'Add user', access: ADMIN, notFoundWhenDenied: true }),
  plannedRoute({ path: '/admin/users-manager/edit/:id', name: 'Edit user', access: ADMIN, notFoundWhenDenied: true }),
  plannedRoute({
    path: '/admin/settings',
    name: 'App settings',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: { label: 'Settings', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 91 },
  }),
  plannedRoute({ path: '/settings', name: 'Settings', access: ['Seller'] }),

  // Sites
  plannedRoute({
    path: '/sites',
    name: 'Sites',
    access: ['Administrator', 'Seller', 'Supporter'],
    menu: { label: 'Connect Sites', icon: 'sites', visibleTo: ['Administrator', 'Seller'], order: 30 },
  }),
  plannedRoute({ path: '/sites/:id/settings', name: 'Site settings', access: ['Administrator', 'Seller'] }),
  plannedRoute({ path: '/sites/:id/mapping-products', name: 'Mapping products', access: ['Seller'] }),
  plannedRoute({ path: '/sites/:id/import-orders', name: 'Import orders', access: ['Administrator', 'Seller'] }),

  // Levels and news
  plannedRoute({
    path: '/admin/seller-levels',
    name: 'User levels',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: { label: 'User Levels', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 92 },
  }),
  plannedRoute({
    path: '/admin/news',
    name: 'News',
    access: ['Administrator', 'Listing'],
    menu: { label: 'News', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 93 },
  }),
  plannedRoute({ path: '/admin/news/edit/:id', name: 'Edit news', access: ['Administrator', 'Listing'] }),
  plannedRoute({ path: '/admin/news/addnews', name: 'Add news', access: ['Administrator', 'Listing'] }),

  // Orders
  plannedRoute({
    path: '/orders',
    name: 'Internal orders',
    access: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    menu: { label: 'Internal Orders', group: 'Orders', icon: 'orders', visibleTo: EVERY_ROLE, order: 51 },
  }),
  plannedRoute({
    path: '/orders/import-history',
    name: 'Import history',
    access: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    menu: { label: 'Import History', group: 'Orders', icon: 'orders', visibleTo: ['Seller'], order: 56 },
  }),
  plannedRoute({
    path: '/orders/trackings',
    name: 'Trackings',
    access: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    menu: { label: 'Trackings', group: 'Orders', icon: 'orders', visibleTo: EVERY_ROLE, order: 53 },
  }),
  plannedRoute({
    path: '/orders/tranfers',
    name: 'Tranfers',
    access: ADMIN,
    menu: { label: 'Tranfers', group: 'Orders', icon: 'orders', visibleTo: ADMIN, order: 57 },
  }),
  plannedRoute({
    path: '/orders/orders-manager/:id',
    name: 'Order',
    access: ['Administrator', 'Seller', 'Supplier'],
  }),
  plannedRoute({
    path: '/orders/external',
    name: 'External orders',
    access: ['Seller', 'Supplier', 'Supporter'],
    menu: { label: 'External Orders', group: 'Orders', icon: 'orders', visibleTo: ['Seller'], order: 54 },
  }),
  plannedRoute({
    path: '/orders/ApiOrders',
    name: 'Api/CSV orders',
    access: ['Seller', 'Supplier', 'Supporter', 'Administrator'],
    menu: { label: 'Api/CSV Orders', group: 'Orders', icon: 'orders', visibleTo: EVERY_ROLE, order: 52 },
  }),
  plannedRoute({
    path: '/admin/orders/external',
    name: 'Admin external orders',
    access: ['Administrator', 'Supporter'],
    menu: {
      label: 'Admin External Orders',
      group: 'Orders',
      icon: 'orders',
      visibleTo: ['Administrator', 'Supporter'],
      order: 55,
    },
  }),
  plannedRoute({
    path: '/export-orders',
    name: 'Download CSV',
    access: ['Administrator', 'Supplier'],
    menu: { label: 'Download CSV', icon: 'download', visibleTo: ['Administrator', 'Supplier'], order: 60 },
  }),

  // Products and product types
  plannedRoute({
    path: '/products',
    name: 'Products',
    access: ['Administrator', 'Seller', 'Supporter', 'Listing'],
    menu: { label: 'Products', icon: 'products', visibleTo: ['Administrator', 'Seller'], order: 40 },
  }),
  plannedRoute({ path: '/products/add/step1', name: 'Add product', access: ['Administrator', 'Seller'] }),
  plannedRoute({ path: '/products/add/step2/:ids', name: 'Add product', access: ['Administrator', 'Seller'] }),
  plannedRoute({
    path: '/products/clone/:product_id/:ids',
    name: 'Clone product',
    access: ['Administrator', 'Seller'],
  }),
  plannedRoute({ path: '/products/edit/:id', name: 'Edit product', access: ['Administrator', 'Seller'] }),
  plannedRoute({
    path: '/admin/product-types',
    name: 'Product types',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: { label: 'Product Types', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 95 },
  }),
  plannedRoute({ path: '/product-types', name: 'Product types', access: ['Administrator', 'Seller', 'Supplier'] }),
  plannedRoute({ path: '/admin/product-types/add', name: 'Add product type', access: ['Administrator', 'Listing'] }),
  plannedRoute({
    path: '/admin/product-types/edit/:id',
    name: 'Edit product type',
    access: ['Administrator', 'Listing'],
  }),
  plannedRoute({
    path: '/admin/product-types/:id/variants',
    name: 'Product type variants',
    access: ['Administrator', 'Listing'],
  }),

  // Customers, carriers, trackings
  plannedRoute({
    path: '/customers',
    name: 'Customers',
    access: ADMIN,
    menu: { label: 'Customers', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 101 },
  }),
  plannedRoute({
    path: '/admin/carriers',
    name: 'Carriers',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: { label: 'Carriers', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 96 },
  }),
  plannedRoute({
    path: '/admin/tracking',
    name: 'Tracking',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: { label: 'Tracking', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 97 },
  }),

  // Attributes and terms
  plannedRoute({
    path: '/admin/attributes',
    name: 'Attributes',
    access: ADMIN,
    menu: { label: 'Attributes', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 98 },
  }),
  plannedRoute({ path: '/admin/attribute/add', name: 'Add attribute', access: ADMIN }),
  plannedRoute({ path: '/admin/attribute/edit/:id', name: 'Edit attribute', access: ADMIN }),
  plannedRoute({
    path: '/admin/attribute-terms',
    name: 'Attribute terms',
    access: ADMIN,
    menu: { label: 'Attribute Terms', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 99 },
  }),
  plannedRoute({ path: '/admin/attribute-term/add', name: 'Add attribute term', access: ADMIN }),
  plannedRoute({ path: '/admin/attribute-term/edit/:id', name: 'Edit attribute term', access: ADMIN }),

  // Balance
  {
    path: '/balance',
    name: 'Balance',
    access: EVERY_ROLE,
    menu: {
      label: 'Balance',
      icon: 'balance',
      visibleTo: ['Administrator', 'Seller', 'Supporter', 'Listing', 'Accounting'],
      order: 70,
    },
    Screen: Balance,
  },

  // Categories
  plannedRoute({
    path: '/admin/categories',
    name: 'Categories',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: { label: 'Categories', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 94 },
  }),
  plannedRoute({ path: '/admin/category/add', name: 'Add category', access: ['Administrator', 'Supporter'] }),
  plannedRoute({ path: '/admin/category/edit/:id', name: 'Edit category', access: ['Administrator', 'Supporter'] }),

  // Platform tools: Administrator only, not-found for everyone else
  plannedRoute({ path: '/egg/sites', name: 'Sites log', access: ADMIN, notFoundWhenDenied: true }),
  plannedRoute({ path: '/egg/order-logs', name: 'Order logs', access: ADMIN, notFoundWhenDenied: true }),
  plannedRoute({ path: '/egg/logs', name: 'System logs', access: ADMIN, notFoundWhenDenied: true }),

  // Catalog: only users with is_special see it; everyone else gets not-found
  plannedRoute({
    path: '/catalog',
    name: 'Catalog',
    access: ['Administrator', 'Seller'],
    requiresSpecial: true,
    notFoundWhenDenied: true,
    menu: { label: 'Catalog', icon: 'catalog', visibleTo: ['Seller'], specialOnly: true, order: 200 },
  }),
  plannedRoute({
    path: '/catalog/:id',
    name: 'Catalog item',
    access: ['Administrator', 'Seller'],
    requiresSpecial: true,
    notFoundWhenDenied: true,
  }),

  // Guideline and policy
  plannedRoute({
    path: '/guideline-policy',
    name: 'Guideline & Policy',
    access: EVERY_ROLE,
    menu: { label: 'Guideline & Policy', icon: 'policy', visibleTo: EVERY_ROLE, order: 80 },
  }),
  plannedRoute({ path: '/guideline-policy/create', name: 'Add guideline or policy', access: ADMIN }),
  plannedRoute({ path: '/guideline-policy/:id', name: 'Edit guideline or policy', access: ADMIN }),

  // Discounts
  plannedRoute({
    path: '/admin/discount',
    name: 'Discounts',
    access: ADMIN,
    menu: { label: 'Discounts', group: 'App Settings', icon: 'settings', visibleTo: ADMIN, order: 100 },
  }),
  plannedRoute({ path: '/admin/discount/create', name: 'Add discount', access: ADMIN }),
  plannedRoute({ path: '/admin/discount/edit/:id', name: 'Edit discount', access: ADMIN }),

  { path: '/user/logout', name: 'Logout', access: 'anyone', Screen: Logout },
];
