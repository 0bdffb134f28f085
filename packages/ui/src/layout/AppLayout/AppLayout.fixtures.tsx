import { NavIcon } from '../NavIcons';
import type { MenuItem } from '../navigation';

/** The menu an Administrator sees (spec 1 §2 menu visibility), for stories and tests. */
export const adminMenu: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: <NavIcon name="dashboard" /> },
  { key: 'users', label: 'Users', path: '/admin/users-manager', icon: <NavIcon name="users" /> },
  { key: 'sites', label: 'Connect Sites', path: '/sites', icon: <NavIcon name="sites" /> },
  { key: 'products', label: 'Products', path: '/products', icon: <NavIcon name="products" /> },
  {
    key: 'orders',
    label: 'Orders',
    icon: <NavIcon name="orders" />,
    children: [
      { key: 'orders-internal', label: 'Internal Orders', path: '/orders' },
      { key: 'orders-api', label: 'Api/CSV Orders', path: '/orders/ApiOrders' },
      { key: 'orders-trackings', label: 'Trackings', path: '/orders/trackings' },
      { key: 'orders-admin-external', label: 'External Orders', path: '/admin/orders/external' },
      { key: 'orders-tranfers', label: 'Tranfers', path: '/orders/tranfers' },
    ],
  },
  {
    key: 'export',
    label: 'Download CSV',
    path: '/export-orders',
    icon: <NavIcon name="download" />,
  },
  { key: 'balance', label: 'Balance', path: '/balance', icon: <NavIcon name="balance" /> },
  {
    key: 'policy',
    label: 'Guideline & Policy',
    path: '/guideline-policy',
    icon: <NavIcon name="policy" />,
  },
  {
    key: 'app-settings',
    label: 'App Settings',
    icon: <NavIcon name="settings" />,
    children: [
      { key: 'settings', label: 'Settings', path: '/admin/settings' },
      { key: 'levels', label: 'Seller Levels', path: '/admin/seller-levels' },
      { key: 'news', label: 'News', path: '/admin/news' },
      { key: 'categories', label: 'Categories', path: '/admin/categories' },
      { key: 'attributes', label: 'Attributes', path: '/admin/attributes' },
      { key: 'discounts', label: 'Discounts', path: '/admin/discount' },
    ],
  },
];

/** The menu a Seller sees. */
export const sellerMenu: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: <NavIcon name="dashboard" /> },
  { key: 'sites', label: 'Connect Sites', path: '/sites', icon: <NavIcon name="sites" /> },
  { key: 'products', label: 'Products', path: '/products', icon: <NavIcon name="products" /> },
  {
    key: 'orders',
    label: 'Orders',
    icon: <NavIcon name="orders" />,
    children: [
      { key: 'orders-internal', label: 'Internal Orders', path: '/orders' },
      { key: 'orders-api', label: 'Api/CSV Orders', path: '/orders/ApiOrders' },
      { key: 'orders-trackings', label: 'Trackings', path: '/orders/trackings' },
      { key: 'orders-external', label: 'External Orders', path: '/orders/external' },
      { key: 'orders-import-history', label: 'Import History', path: '/orders/import-history' },
    ],
  },
  { key: 'balance', label: 'Balance', path: '/balance', icon: <NavIcon name="balance" /> },
  {
    key: 'policy',
    label: 'Guideline & Policy',
    path: '/guideline-policy',
    icon: <NavIcon name="policy" />,
  },
];

/** A seller's own sites, for the site selector. */
export const sellerSites = [
  { id: '11', title: 'Sunny Tees' },
  { id: '12', title: 'Moonlight Mugs' },
  { id: '13', title: 'Import batch store' },
];
