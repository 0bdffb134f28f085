import {
  DASHBOARD_TITLES,
  ORDER_DETAIL_ROLES,
  ORDER_VIEW_TITLES,
  dashboardKindFor,
  orderViewFor,
  type UserRole,
} from '@podoffice/domain';
import type { RouteSpec } from './types';

// The route table of spec 1 §2 as plain data: every path, who may open it, its menu link, and
// whether its screen is built yet. routeTable.ts adds the screens; the end-to-end suite reads
// this file directly to visit every path as every role.

const ADMIN: readonly UserRole[] = ['Administrator'];
/** The six roles people sign in with (USER_ROLES of the domain; routeSpecs.test.ts keeps them equal). */
export const EVERY_ROLE: readonly UserRole[] = [
  'Administrator',
  'Seller',
  'Supplier',
  'Supporter',
  'Listing',
  'Accounting',
];

export const routeSpecs: readonly RouteSpec[] = [
  // Public
  { path: '/', name: 'Sign in', access: 'public', redirectSignedIn: true },
  { path: '/login', name: 'Sign in', access: 'public', redirectSignedIn: true },
  { path: '/register', name: 'Sign up', access: 'public' },
  { path: '/forgot-password-confirm-email', name: 'Forgot password', access: 'public' },
  { path: '/forgot-password', name: 'Forgot password', access: 'public' },
  { path: '/verify/:token', name: 'Account activation', access: 'public' },
  // The spec does not show this path; it is the one the server's reset mail links to.
  { path: '/reset-password', name: 'Reset password', access: 'public' },

  // Any signed-in user
  { path: '/profile', name: 'Profile', access: 'signedIn' },
  { path: '/change-password', name: 'Change password', access: 'signedIn' },
  // Spec 2 §2 gives /customers to the Administrator and names no role for /customers/{id}: the
  // roles that read orders open it (the server's customerById scopes each to their own orders'
  // customers); Listing and Accounting read no orders, so they get not-found, not a refusal.
  {
    path: '/customers/:id',
    name: 'Customer',
    access: ['Administrator', 'Supporter', 'Seller', 'Supplier'],
  },
  { path: '/news/:id', name: 'News', access: 'signedIn' },

  {
    path: '/dashboard',
    name: 'Dashboard',
    // The page's heading: Admin Dashboard, Seller Dashboard or Supplier Dashboard.
    nameFor: (user) => DASHBOARD_TITLES[dashboardKindFor(user)],
    access: ['Administrator', 'Seller', 'Supplier'],
    menu: {
      label: 'Dashboard',
      icon: 'dashboard',
      order: 10,
    },
  },

  // Users and app settings: Administrator only, not-found for everyone else
  {
    path: '/admin/users-manager',
    name: 'Users',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: { label: 'Users', icon: 'users', order: 20 },
  },
  {
    path: '/admin/user-form',
    name: 'Add user',
    access: ADMIN,
    notFoundWhenDenied: true,
    form: true,
    menuParent: '/admin/users-manager',
  },
  {
    path: '/admin/users-manager/edit/:id',
    name: 'Edit user',
    access: ADMIN,
    notFoundWhenDenied: true,
  },
  {
    path: '/admin/settings',
    name: 'App settings',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: {
      label: 'Settings',
      group: 'App Settings',
      icon: 'settings',
      order: 91,
    },
  },
  {
    path: '/settings',
    name: 'Settings',
    access: ['Seller'],
    reachedBy: 'the Settings link, which leads to the current site’s settings',
  },

  // Sites
  {
    path: '/sites',
    name: 'Sites',
    access: ['Administrator', 'Seller', 'Supporter'],
    menu: {
      label: 'Connect Sites',
      icon: 'sites',
      order: 30,
    },
  },
  {
    path: '/sites/:id/settings',
    name: 'Site settings',
    access: ['Administrator', 'Seller'],
  },
  {
    path: '/sites/:id/mapping-products',
    name: 'Mapping products',
    access: ['Seller'],
  },
  {
    path: '/sites/:id/import-orders',
    name: 'Import orders',
    access: ['Administrator', 'Seller'],
  },

  // Levels and news
  {
    path: '/admin/seller-levels',
    name: 'User levels',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: {
      label: 'User Levels',
      group: 'App Settings',
      icon: 'levels',
      order: 92,
    },
  },
  {
    path: '/admin/news',
    name: 'News',
    access: ['Administrator', 'Listing'],
    menu: { label: 'News', group: 'App Settings', icon: 'news', order: 93 },
  },
  {
    path: '/admin/news/edit/:id',
    name: 'Edit news',
    access: ['Administrator', 'Listing'],
  },
  {
    path: '/admin/news/addnews',
    name: 'Add news',
    access: ['Administrator', 'Listing'],
    form: true,
  },

  // Orders
  {
    path: '/orders',
    name: 'Internal orders',
    // The page's heading: Internal Orders, Seller Internal Orders or Supplier Orders.
    nameFor: (user) => ORDER_VIEW_TITLES[orderViewFor(user)],
    access: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    menu: {
      label: 'Internal Orders',
      group: 'Orders',
      icon: 'orders',
      order: 51,
    },
  },
  {
    path: '/orders/import-history',
    name: 'Import history',
    access: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    menu: {
      label: 'Import History',
      group: 'Orders',
      icon: 'orders',
      order: 56,
    },
  },
  {
    path: '/orders/trackings',
    name: 'Trackings',
    access: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    menu: { label: 'Trackings', group: 'Orders', icon: 'orders', order: 53 },
  },
  {
    path: '/orders/tranfers',
    name: 'Tranfers',
    access: ADMIN,
    // Spec 2 §6: others see not-found on administrator-only pages.
    notFoundWhenDenied: true,
    menu: { label: 'Tranfers', group: 'Orders', icon: 'orders', order: 57 },
  },
  {
    path: '/orders/orders-manager/:id',
    name: 'Order',
    // The lists link an order's id here for the same roles (domain canOpenOrderDetail).
    access: ORDER_DETAIL_ROLES,
  },
  {
    path: '/orders/external',
    name: 'External orders',
    access: ['Seller', 'Supplier', 'Supporter'],
    menu: {
      label: 'External Orders',
      group: 'Orders',
      icon: 'orders',
      order: 54,
    },
  },
  {
    path: '/orders/ApiOrders',
    name: 'Api/CSV orders',
    access: ['Seller', 'Supplier', 'Supporter', 'Administrator'],
    menu: {
      label: 'Api/CSV Orders',
      group: 'Orders',
      icon: 'orders',
      order: 52,
    },
  },
  {
    path: '/admin/orders/external',
    name: 'Admin external orders',
    access: ['Administrator', 'Supporter'],
    menu: {
      label: 'Admin External Orders',
      group: 'Orders',
      icon: 'orders',
      order: 55,
    },
  },
  {
    path: '/export-orders',
    name: 'Download CSV',
    access: ['Administrator', 'Supplier'],
    menu: {
      label: 'Download CSV',
      icon: 'download',
      order: 60,
    },
  },

  // Products and product types
  {
    path: '/products',
    name: 'Products',
    access: ['Administrator', 'Seller', 'Supporter', 'Listing'],
    menu: {
      label: 'Products',
      icon: 'products',
      order: 40,
    },
  },
  {
    path: '/products/add/step1',
    name: 'Add product',
    access: ['Administrator', 'Seller'],
    form: true,
  },
  {
    path: '/products/add/step2/:ids',
    name: 'Add product',
    access: ['Administrator', 'Seller'],
  },
  {
    path: '/products/clone/:product_id/:ids',
    name: 'Clone product',
    access: ['Administrator', 'Seller'],
  },
  {
    path: '/products/edit/:id',
    name: 'Edit product',
    access: ['Administrator', 'Seller'],
  },
  {
    path: '/admin/product-types',
    name: 'Product types',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: {
      label: 'Product Types',
      group: 'App Settings',
      icon: 'productTypes',
      order: 95,
    },
  },
  {
    path: '/product-types',
    name: 'Product types',
    access: ['Administrator', 'Seller', 'Supplier'],
    // The Administrator's Product Types link is the full list (/admin/product-types).
    menu: {
      label: 'Product Types',
      icon: 'productTypes',
      hiddenFrom: ['Administrator'],
      order: 62,
    },
  },
  {
    path: '/admin/product-types/add',
    name: 'Add product type',
    access: ['Administrator', 'Listing'],
    form: true,
    menuParent: '/admin/product-types',
  },
  {
    path: '/admin/product-types/edit/:id',
    name: 'Edit product type',
    access: ['Administrator', 'Listing'],
    menuParent: '/admin/product-types',
  },
  {
    path: '/admin/product-types/:id/variants',
    name: 'Product type variants',
    access: ['Administrator', 'Listing'],
  },

  // Customers, carriers, trackings
  // Spec 2 §6: non-administrators on administrator-only pages see a not-found page.
  {
    path: '/customers',
    name: 'Customers',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: {
      label: 'Customers',
      group: 'App Settings',
      icon: 'customers',
      order: 101,
    },
  },
  {
    path: '/admin/carriers',
    name: 'Carriers',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: {
      label: 'Carriers',
      group: 'App Settings',
      icon: 'carriers',
      order: 96,
    },
  },
  {
    path: '/admin/tracking',
    name: 'Tracking',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: {
      label: 'Tracking',
      group: 'App Settings',
      icon: 'tracking',
      order: 97,
    },
  },

  // Attributes and terms
  {
    path: '/admin/attributes',
    name: 'Attributes',
    access: ADMIN,
    menu: {
      label: 'Attributes',
      group: 'App Settings',
      icon: 'attributes',
      order: 98,
    },
  },
  {
    path: '/admin/attribute/add',
    name: 'Add attribute',
    access: ADMIN,
    form: true,
    menuParent: '/admin/attributes',
  },
  {
    path: '/admin/attribute/edit/:id',
    name: 'Edit attribute',
    access: ADMIN,
    menuParent: '/admin/attributes',
  },
  {
    path: '/admin/attribute-terms',
    name: 'Attribute terms',
    access: ADMIN,
    menu: {
      label: 'Attribute Terms',
      group: 'App Settings',
      icon: 'attributeTerms',
      order: 99,
    },
  },
  {
    path: '/admin/attribute-term/add',
    name: 'Add attribute term',
    access: ADMIN,
    form: true,
    menuParent: '/admin/attribute-terms',
  },
  {
    path: '/admin/attribute-term/edit/:id',
    name: 'Edit attribute term',
    access: ADMIN,
    menuParent: '/admin/attribute-terms',
  },

  // Balance
  {
    path: '/balance',
    name: 'Balance',
    access: EVERY_ROLE,
    menu: {
      label: 'Balance',
      icon: 'balance',
      order: 70,
    },
  },

  // Categories
  {
    path: '/admin/categories',
    name: 'Categories',
    access: ['Administrator', 'Supporter', 'Listing'],
    menu: {
      label: 'Categories',
      group: 'App Settings',
      icon: 'categories',
      order: 94,
    },
  },
  {
    path: '/admin/category/add',
    name: 'Add category',
    // Spec 1 §2 lists Administrator and Supporter; §6 lets Listing add and edit (and not Supporter):
    // the route opens to all three, the form and the server follow §6.
    access: ['Administrator', 'Supporter', 'Listing'],
    form: true,
    menuParent: '/admin/categories',
  },
  {
    path: '/admin/category/edit/:id',
    name: 'Edit category',
    // Spec 1 §2 lists Administrator and Supporter; §6 lets Listing add and edit (and not Supporter):
    // the route opens to all three, the form and the server follow §6.
    access: ['Administrator', 'Supporter', 'Listing'],
    menuParent: '/admin/categories',
  },

  // Platform tools: Administrator only, not-found for everyone else
  {
    path: '/egg/sites',
    name: 'Sites log',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: { label: 'Sites Log', group: 'App Settings', icon: 'sites', order: 103 },
  },
  {
    path: '/egg/order-logs',
    name: 'Order logs',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: { label: 'Activity Logs', group: 'App Settings', icon: 'logs', order: 104 },
  },
  {
    path: '/egg/logs',
    name: 'System logs',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: { label: 'System Logs', group: 'App Settings', icon: 'terminal', order: 105 },
  },
  // Not in the spec: issue 8 moved the mails kept without SMTP here from an unauthenticated endpoint.
  {
    path: '/egg/outbox',
    name: 'Outbox',
    access: ADMIN,
    notFoundWhenDenied: true,
    menu: {
      label: 'Outbox',
      group: 'App Settings',
      icon: 'outbox',
      order: 102,
    },
  },

  // Catalog: only users with is_special see it; everyone else gets not-found
  {
    path: '/catalog',
    name: 'Catalog',
    access: ['Administrator', 'Seller'],
    requiresSpecial: true,
    notFoundWhenDenied: true,
    menu: {
      label: 'Catalog',
      icon: 'catalog',
      specialOnly: true,
      order: 200,
    },
  },
  {
    path: '/catalog/:id',
    name: 'Catalog item',
    access: ['Administrator', 'Seller'],
    requiresSpecial: true,
    notFoundWhenDenied: true,
  },

  // Guideline and policy
  {
    path: '/guideline-policy',
    name: 'Guideline & Policy',
    access: EVERY_ROLE,
    menu: { label: 'Guideline & Policy', icon: 'policy', order: 80 },
  },
  {
    path: '/guideline-policy/create',
    name: 'Add guideline or policy',
    access: ADMIN,
    form: true,
  },
  { path: '/guideline-policy/:id', name: 'Edit guideline or policy', access: ADMIN },

  // Discounts
  {
    path: '/admin/discount',
    name: 'Discounts',
    access: ADMIN,
    menu: {
      label: 'Discounts',
      group: 'App Settings',
      icon: 'discounts',
      order: 100,
    },
  },
  { path: '/admin/discount/create', name: 'Add discount', access: ADMIN, form: true },
  { path: '/admin/discount/edit/:id', name: 'Edit discount', access: ADMIN },

  { path: '/user/logout', name: 'Logout', access: 'anyone' },
];
